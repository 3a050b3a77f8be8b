import { Clock, MapPin, User, Users } from 'lucide-react';
import { missingLocation } from '@/lib/i18n/words.ts';
import { TimeAgo } from '@/lib/i18n/time-ago.tsx';
import type { JobDto } from '@kt/shared';
import { CARD_LIMITS } from '@/lib/ui-tuning.ts';
import { Card } from '@/components/ui/card.tsx';
import { personName, proposalsText } from '../format.ts';
import { SkillBadges } from './job-badges.tsx';
import { JobCardTitle } from './job-card-title.tsx';
import { BudgetLine, MetaItem, MetaRow } from './job-meta.tsx';
import { PersonRating } from './person-rating.tsx';

/**
 * A job on the board; the whole card opens the job. Cards out of sight are not laid out until
 * scrolled to (content-visibility): a board has twenty.
 */
export function JobCard({ job }: { job: JobDto }) {
  return (
    <Card className="relative flex flex-col gap-3 p-5 transition-shadow [contain-intrinsic-size:auto_13rem] [content-visibility:auto] hover:shadow-md focus-within:shadow-md">
      <JobCardTitle to={`/jobs/${job._id}`} title={job.title} />
      <p className="line-clamp-2 break-words text-sm text-muted-foreground" data-user-content>
        {job.description}
      </p>
      <BudgetLine job={job} />
      <SkillBadges skills={job.skills} max={CARD_LIMITS.jobBoardSkills} />
      <MetaRow>
        <MetaItem icon={User}>
          <span data-user-content>{personName(job.userId)}</span>
        </MetaItem>
        <PersonRating userId={job.userId._id} />
        <MetaItem icon={MapPin}>{missingLocation()}</MetaItem>
        <MetaItem icon={Clock}>
          <TimeAgo date={job.createdAt} />
        </MetaItem>
        <MetaItem icon={Users}>{proposalsText(job.applications.length)}</MetaItem>
      </MetaRow>
    </Card>
  );
}
