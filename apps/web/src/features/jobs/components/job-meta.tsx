import type { ReactNode } from 'react';
import type { LucideIcon } from 'lucide-react';
import type { JobDto } from '@kt/shared';
import { budgetRange } from '@kt/shared/money';
import { cn } from '@/lib/cn.ts';
import { BudgetTypeBadge } from './job-badges.tsx';

/** A wrapping row of small muted facts (poster, rating, place, time, proposals). */
export function MetaRow({ className, children }: { className?: string; children: ReactNode }) {
  return (
    <div
      className={cn('flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-muted-foreground', className)}
    >
      {children}
    </div>
  );
}

/** One fact in a MetaRow, after its icon. */
export function MetaItem({
  icon: Icon,
  iconClassName,
  children,
}: {
  icon: LucideIcon;
  iconClassName?: string;
  children: ReactNode;
}) {
  return (
    <span className="inline-flex items-center gap-1">
      <Icon className={cn('h-4 w-4', iconClassName)} aria-hidden="true" />
      {children}
    </span>
  );
}

/** The job's budget range, then its Hourly / Fixed Price badge. */
export function BudgetLine({ job, className }: { job: JobDto; className?: string }) {
  return (
    <div className="flex flex-wrap items-center gap-2">
      <span className={cn(className, 'font-semibold text-primary')}>
        {budgetRange(job.budgetMin, job.budgetMax)}
      </span>
      <BudgetTypeBadge type={job.budgetType} />
    </div>
  );
}
