import { useId } from 'react';
import { DURATION_LABELS, DURATIONS, EXPERIENCE_LEVELS } from '@kt/shared/constants';
import { Input, Label, Select } from '@/components/ui/input.tsx';

/** The More Filters values, as they sit in the URL ('' is no filter). */
export type MoreFilterValues = {
  experienceLevel: string;
  duration: string;
  budgetMin: string;
  budgetMax: string;
  postedWithin: string;
  sort: string;
};
export const MORE_FILTER_KEYS = [
  'experienceLevel',
  'duration',
  'budgetMin',
  'budgetMax',
  'postedWithin',
  'sort',
] as const satisfies readonly (keyof MoreFilterValues)[];

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
        placeholder="Any"
        defaultValue={values[key]}
        // Applied when the field is left or Enter is pressed, not on every keystroke.
        onBlur={(e) => e.target.value !== values[key] && onChange(key, e.target.value)}
        onKeyDown={(e) => e.key === 'Enter' && onChange(key, e.currentTarget.value)}
      />
    </div>
  );
  return (
    <div id={id} role="group" aria-label="More filters" className="grid gap-3 border-t pt-4 sm:grid-cols-3">
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={`${uid}-level`}>Experience Level</Label>
        <Select
          id={`${uid}-level`}
          value={values.experienceLevel}
          onChange={(e) => onChange('experienceLevel', e.target.value)}
        >
          <option value="">Any Level</option>
          {EXPERIENCE_LEVELS.map((l) => (
            <option key={l} value={l}>
              {l}
            </option>
          ))}
        </Select>
      </div>
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={`${uid}-duration`}>Duration</Label>
        <Select
          id={`${uid}-duration`}
          value={values.duration}
          onChange={(e) => onChange('duration', e.target.value)}
        >
          <option value="">Any Duration</option>
          {DURATIONS.map((d) => (
            <option key={d} value={d}>
              {DURATION_LABELS[d]}
            </option>
          ))}
        </Select>
      </div>
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={`${uid}-posted`}>Posted Within</Label>
        <Select
          id={`${uid}-posted`}
          value={values.postedWithin}
          onChange={(e) => onChange('postedWithin', e.target.value)}
        >
          <option value="">Any Time</option>
          <option value="1d">Last 24 hours</option>
          <option value="7d">Last 7 days</option>
          <option value="30d">Last 30 days</option>
        </Select>
      </div>
      {budget('budgetMin', 'Minimum Budget (£)')}
      {budget('budgetMax', 'Maximum Budget (£)')}
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={`${uid}-sort`}>Sort By</Label>
        <Select id={`${uid}-sort`} value={values.sort} onChange={(e) => onChange('sort', e.target.value)}>
          <option value="">{searching ? 'Relevance' : 'Newest'}</option>
          {searching && <option value="newest">Newest</option>}
          <option value="budget">Highest Budget</option>
        </Select>
      </div>
    </div>
  );
}
