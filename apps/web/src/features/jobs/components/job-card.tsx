import { Link } from 'react-router';
import { Clock, MapPin, Star, User, Users } from 'lucide-react';
import type { JobDto } from '@kt/shared';
import { CARD_LIMITS, MISSING_LOCATION, PLACEHOLDER_JOB_CARD_RATING } from '@kt/shared/constants';
import { budgetRange, postedAgo } from '@kt/shared/format';
import { Card } from '@/components/ui/card.tsx';
import { personName, proposalsText } from '../format.ts';
import { BudgetTypeBadge, SkillBadges } from './job-badges.tsx';

/** A job on the board; the whole card opens the job. */
export function JobCard({ job }: { job: JobDto }) {
  return (
    <Card className="relative flex flex-col gap-3 p-5 transition-shadow hover:shadow-md focus-within:shadow-md">
      <h2 className="text-lg font-semibold leading-snug">
        <Link
          to={`/jobs/${job._id}`}
          className="break-words after:absolute after:inset-0 after:rounded-lg hover:text-primary focus-visible:outline-none"
        >
          {job.title}
        </Link>
      </h2>
      <p className="line-clamp-2 break-words text-sm text-muted-foreground">{job.description}</p>
      <div className="flex flex-wrap items-center gap-2">
        <span className="font-semibold text-primary">{budgetRange(job.budgetMin, job.budgetMax)}</span>
        <BudgetTypeBadge type={job.budgetType} />
      </div>
      <SkillBadges skills={job.skills} max={CARD_LIMITS.jobBoardSkills} />
      <div className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-muted-foreground">
        <span className="inline-flex items-center gap-1">
          <User className="h-4 w-4" aria-hidden="true" />
          {personName(job.userId)}
        </span>
        <span className="inline-flex items-center gap-1">
          <Star className="h-4 w-4 fill-accent text-accent" aria-hidden="true" />
          <span className="sr-only">Rating</span>
          {PLACEHOLDER_JOB_CARD_RATING.toFixed(1)}
        </span>
        <span className="inline-flex items-center gap-1">
          <MapPin className="h-4 w-4" aria-hidden="true" />
          {MISSING_LOCATION}
        </span>
        <span className="inline-flex items-center gap-1">
          <Clock className="h-4 w-4" aria-hidden="true" />
          {postedAgo(job.createdAt)}
        </span>
        <span className="inline-flex items-center gap-1">
          <Users className="h-4 w-4" aria-hidden="true" />
          {proposalsText(job.applications.length)}
        </span>
      </div>
    </Card>
  );
}
