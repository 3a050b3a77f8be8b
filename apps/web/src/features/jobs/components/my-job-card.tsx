import { Clock, Folder, Users } from 'lucide-react';
import type { JobDto } from '@kt/shared';
import { CARD_LIMITS } from '@/lib/ui-tuning.ts';
import { categoryLabel } from '@/lib/i18n/categories.ts';
import { timeAgoText } from '@/lib/i18n/format.ts';
import { m } from '@/paraglide/messages.js';
import { Card } from '@/components/ui/card.tsx';
import { proposalsText } from '../format.ts';
import { JobStatusBadge, SkillBadges } from './job-badges.tsx';
import { JobCardTitle } from './job-card-title.tsx';
import { BudgetLine, MetaItem, MetaRow } from './job-meta.tsx';

/** A job in the client's list; the whole card opens its proposals. */
export function MyJobCard({ job }: { job: JobDto }) {
  return (
    <Card className="relative flex flex-col gap-3 p-5 transition-shadow hover:shadow-md focus-within:shadow-md">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0 flex-1">
          <JobCardTitle to={`/my-jobs/${job._id}`} title={job.title} />
          <p className="mt-1 inline-flex items-center gap-1 text-sm text-muted-foreground">
            <Clock className="h-4 w-4" aria-hidden="true" />
            {m.jobs_posted_ago({ ago: timeAgoText(job.createdAt) })}
          </p>
        </div>
        <JobStatusBadge status={job.status} />
      </div>
      <p className="line-clamp-2 break-words text-sm text-muted-foreground" data-user-content>
        {job.description}
      </p>
      <BudgetLine job={job} />
      <SkillBadges skills={job.skills} max={CARD_LIMITS.ownerListSkills} />
      <MetaRow>
        <MetaItem icon={Users}>{proposalsText(job.applications.length)}</MetaItem>
        <MetaItem icon={Folder}>{categoryLabel(job.category)}</MetaItem>
      </MetaRow>
    </Card>
  );
}
