import type { BudgetType, JobStatus, ProposalStatus } from '@kt/shared/constants';
import { statusText } from '@/lib/i18n/words.ts';
import { m } from '@/paraglide/messages.js';
import { Badge, type BadgeVariant } from '@/components/ui/badge.tsx';

/**
 * Job status of spec section 4: open default, in_progress secondary, completed outline, others
 * destructive; read as words ('In progress') through the one formatter, `statusLabel`.
 */
const jobVariants: Record<JobStatus, BadgeVariant> = {
  open: 'default',
  in_progress: 'secondary',
  completed: 'outline',
  closed: 'destructive',
};

export function jobStatusVariant(status: string): BadgeVariant {
  return jobVariants[status as JobStatus] ?? 'destructive';
}

export function JobStatusBadge({ status }: { status: string }) {
  return <Badge variant={jobStatusVariant(status)}>{statusText(status)}</Badge>;
}

const proposalVariants: Record<ProposalStatus, BadgeVariant> = {
  pending: 'secondary',
  accepted: 'default',
  rejected: 'destructive',
  withdrawn: 'outline',
};

export function ProposalStatusBadge({ status }: { status: string }) {
  return (
    <Badge variant={proposalVariants[status as ProposalStatus] ?? 'outline'}>{statusText(status)}</Badge>
  );
}

export function BudgetTypeBadge({ type }: { type: BudgetType | string }) {
  return <Badge variant="outline">{type === 'hourly' ? m.jobs_hourly() : m.jobs_fixed_price()}</Badge>;
}

/** At most `max` skills, then a '+N' badge for the rest. */
export function SkillBadges({ skills, max }: { skills: string[]; max?: number }) {
  const shown = max === undefined ? skills : skills.slice(0, max);
  const rest = skills.length - shown.length;
  return (
    <ul className="flex flex-wrap gap-1.5" aria-label={m.jobs_skills()} data-user-content>
      {shown.map((skill) => (
        <li key={skill}>
          <Badge variant="secondary" className="font-medium">
            {skill}
          </Badge>
        </li>
      ))}
      {rest > 0 && (
        <li>
          <Badge variant="outline" aria-label={m.jobs_more_skills({ count: rest })}>
            +{rest}
          </Badge>
        </li>
      )}
    </ul>
  );
}
