import { forwardRef } from 'react';
import { PROFILE_JOB_TITLES } from '@kt/shared/constants';
import { Button } from '@/components/ui/button.tsx';
import { jobTitleLabel } from '../format.ts';
import { m } from '@/paraglide/messages.js';

export const ALL_TITLES = 'All';
const OPTIONS = [ALL_TITLES, ...PROFILE_JOB_TITLES];

/** The row of job-title filter buttons; 'All' is no filter. */
export const JobTitleFilter = forwardRef<
  HTMLDivElement,
  { value: string; onChange: (title: string) => void }
>(function JobTitleFilter({ value, onChange }, ref) {
  return (
    <div
      ref={ref}
      tabIndex={-1}
      role="group"
      aria-label={m.profiles_filter_by_title()}
      className="-mx-4 flex gap-2 overflow-x-auto px-4 pb-1 outline-none sm:mx-0 sm:flex-wrap sm:overflow-visible sm:px-0"
    >
      {OPTIONS.map((title) => (
        <Button
          key={title}
          size="sm"
          className="shrink-0"
          variant={value === title ? 'default' : 'outline'}
          aria-pressed={value === title}
          onClick={() => onChange(title)}
        >
          {title === ALL_TITLES ? m.profiles_title_all() : jobTitleLabel(title)}
        </Button>
      ))}
    </div>
  );
});
