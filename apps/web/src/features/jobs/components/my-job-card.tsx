import { Link } from 'react-router';
import { Clock, Folder, Users } from 'lucide-react';
import type { JobDto } from '@kt/shared';
import { CARD_LIMITS } from '@kt/shared/constants';
import { budgetRange, postedAgo } from '@kt/shared/format';
import { Card } from '@/components/ui/card.tsx';
import { proposalsText } from '../format.ts';
import { BudgetTypeBadge, JobStatusBadge, SkillBadges } from './job-badges.tsx';

/** A job in the client's list; the whole card opens its proposals. */
export function MyJobCard({ job }: { job: JobDto }) {
  return (
    <Card className="relative flex flex-col gap-3 p-5 transition-shadow hover:shadow-md focus-within:shadow-md">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0 flex-1">
          <h2 className="text-lg font-semibold leading-snug">
            <Link
              to={`/my-jobs/${job._id}`}
              className="break-words after:absolute after:inset-0 after:rounded-lg hover:text-primary focus-visible:outline-none"
            >
              {job.title}
            </Link>
          </h2>
          <p className="mt-1 inline-flex items-center gap-1 text-sm text-muted-foreground">
            <Clock className="h-4 w-4" aria-hidden="true" />
            Posted {postedAgo(job.createdAt)}
          </p>
        </div>
        <JobStatusBadge status={job.status} />
      </div>
      <p className="line-clamp-2 break-words text-sm text-muted-foreground">{job.description}</p>
      <div className="flex flex-wrap items-center gap-2">
        <span className="font-semibold text-primary">{budgetRange(job.budgetMin, job.budgetMax)}</span>
        <BudgetTypeBadge type={job.budgetType} />
      </div>
      <SkillBadges skills={job.skills} max={CARD_LIMITS.ownerListSkills} />
      <div className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-muted-foreground">
        <span className="inline-flex items-center gap-1">
          <Users className="h-4 w-4" aria-hidden="true" />
          {proposalsText(job.applications.length)}
        </span>
        <span className="inline-flex items-center gap-1">
          <Folder className="h-4 w-4" aria-hidden="true" />
          {job.category}
        </span>
      </div>
    </Card>
  );
}
