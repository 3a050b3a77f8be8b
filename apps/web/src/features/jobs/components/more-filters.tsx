import { useId } from 'react';
import { durationText, experienceText } from '@/lib/i18n/words.ts';
import { m } from '@/paraglide/messages.js';
import { DURATIONS, EXPERIENCE_LEVELS } from '@kt/shared/constants';
import { Input, Label, Select } from '@/components/ui/input.tsx';
import type { MoreFilterValues } from './more-filter-keys.ts';

/** The panel the More Filters button opens: level, duration, budget range, posted within, sort. */
export function MoreFilters({
  id,
  values,
  searching,
  onChange,
}: {
  id: string;
  values: MoreFilterValues;
  searching: boolean;
  onChange: (key: keyof MoreFilterValues, value: string) => void;
}) {
  const uid = useId();
  const budget = (key: 'budgetMin' | 'budgetMax', label: string) => (
    <div className="flex flex-col gap-1.5">
      <Label htmlFor={`${uid}-${key}`}>{label}</Label>
      <Input
        id={`${uid}-${key}`}
        type="number"
        inputMode="numeric"
        min={0}
        step={1}
        placeholder={m.jobs_any()}
        defaultValue={values[key]}
        // Applied when the field is left or Enter is pressed, not on every keystroke.
        onBlur={(e) => e.target.value !== values[key] && onChange(key, e.target.value)}
        onKeyDown={(e) => e.key === 'Enter' && onChange(key, e.currentTarget.value)}
      />
    </div>
  );
  return (
    <div
      id={id}
      role="group"
      aria-label={m.jobs_more_filters_label()}
      className="grid gap-3 border-t pt-4 sm:grid-cols-3"
    >
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={`${uid}-level`}>{m.jobs_experience_level()}</Label>
        <Select
          id={`${uid}-level`}
          value={values.experienceLevel}
          onChange={(e) => onChange('experienceLevel', e.target.value)}
        >
          <option value="">{m.jobs_any_level()}</option>
          {EXPERIENCE_LEVELS.map((l) => (
            <option key={l} value={l}>
              {experienceText(l)}
            </option>
          ))}
        </Select>
      </div>
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={`${uid}-duration`}>{m.jobs_duration()}</Label>
        <Select
          id={`${uid}-duration`}
          value={values.duration}
          onChange={(e) => onChange('duration', e.target.value)}
        >
          <option value="">{m.jobs_any_duration()}</option>
          {DURATIONS.map((d) => (
            <option key={d} value={d}>
              {durationText(d)}
            </option>
          ))}
        </Select>
      </div>
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={`${uid}-posted`}>{m.jobs_posted_within()}</Label>
        <Select
          id={`${uid}-posted`}
          value={values.postedWithin}
          onChange={(e) => onChange('postedWithin', e.target.value)}
        >
          <option value="">{m.jobs_any_time()}</option>
          <option value="1d">{m.jobs_last_24_hours()}</option>
          <option value="7d">{m.jobs_last_7_days()}</option>
          <option value="30d">{m.jobs_last_30_days()}</option>
        </Select>
      </div>
      {budget('budgetMin', m.jobs_min_budget())}
      {budget('budgetMax', m.jobs_max_budget())}
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={`${uid}-sort`}>{m.jobs_sort_by()}</Label>
        <Select id={`${uid}-sort`} value={values.sort} onChange={(e) => onChange('sort', e.target.value)}>
          <option value="">{searching ? m.jobs_relevance() : m.jobs_newest()}</option>
          {searching && <option value="newest">{m.jobs_newest()}</option>}
          <option value="budget">{m.jobs_highest_budget()}</option>
        </Select>
      </div>
    </div>
  );
}
