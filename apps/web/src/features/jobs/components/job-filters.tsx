import { useEffect, useId, useState } from 'react';
import { categoryLabel } from '@/lib/i18n/categories.ts';
import { m } from '@/paraglide/messages.js';
import { Filter, Search, SlidersHorizontal } from 'lucide-react';
import { JOB_FILTER_CATEGORIES } from '@kt/shared/constants';
import { cn } from '@/lib/cn.ts';
import { Button } from '@/components/ui/button.tsx';
import { Card } from '@/components/ui/card.tsx';
import { Input, Label, Select } from '@/components/ui/input.tsx';
import {
  loadedMoreFilters,
  loadMoreFilters,
  MORE_FILTER_KEYS,
  type MoreFilterValues,
} from './more-filter-keys.ts';

type Props = {
  searchText: string;
  onSearchText: (text: string) => void;
  onSearchSubmit: () => void;
  category: string;
  onCategory: (category: string) => void;
  budgetType: string;
  onBudgetType: (budgetType: string) => void;
  titleFilter: string;
  onTitleFilter: (text: string) => void;
  more: MoreFilterValues;
  onMore: (key: keyof MoreFilterValues, value: string) => void;
};

/**
 * Search box, the More Filters button (opens a panel; open by itself when one is set), category and
 * budget-type selects, title filter. On a phone the selects fold behind a 'Filters' button (open by
 * itself when one is set), so the first job shows on the first screen.
 */
export function JobFilters(p: Props) {
  const id = useId();
  const [open, setOpen] = useState(() => MORE_FILTER_KEYS.some((k) => p.more[k] !== ''));
  const [unfolded, setUnfolded] = useState(
    () => open || p.category !== 'all' || p.budgetType !== 'all' || p.titleFilter !== '',
  );
  const folded = cn(!unfolded && 'max-sm:hidden');
  // The panel's code comes when the button is pressed (or at once when it opens by itself).
  const [MoreFilters, setMoreFilters] = useState(loadedMoreFilters);
  useEffect(() => {
    if (!open || MoreFilters) return;
    loadMoreFilters().then(
      (panel) => setMoreFilters(() => panel),
      (err: unknown) => console.warn('Could not load a part of the page:', err),
    );
  }, [open, MoreFilters]);
  return (
    <Card className="flex flex-col gap-4 p-4 sm:p-5">
      <form
        role="search"
        className="flex flex-col gap-2 sm:flex-row"
        onSubmit={(e) => {
          e.preventDefault();
          p.onSearchSubmit();
        }}
      >
        <div className="relative flex-1">
          <Search
            className="pointer-events-none absolute start-3 top-1/2 h-4 w-4 -translate-y-1/2 text-muted-foreground"
            aria-hidden="true"
          />
          <Input
            type="search"
            aria-label={m.jobs_search_label()}
            placeholder={m.jobs_search_placeholder()}
            className="ps-9"
            value={p.searchText}
            onChange={(e) => p.onSearchText(e.target.value)}
          />
        </div>
        <Button
          type="button"
          variant="outline"
          className="sm:hidden"
          aria-expanded={unfolded}
          aria-controls={`${id}-filters`}
          onClick={() => setUnfolded((u) => !u)}
        >
          <Filter className="h-4 w-4" aria-hidden="true" />
          {m.jobs_filters()}
        </Button>
        <Button
          type="button"
          variant="outline"
          className={cn('sm:w-auto', folded)}
          aria-expanded={open}
          aria-controls={`${id}-more`}
          onPointerDown={() => void loadMoreFilters().catch(() => undefined)}
          onClick={() => setOpen((o) => !o)}
        >
          <SlidersHorizontal className="h-4 w-4" aria-hidden="true" />
          {m.jobs_more_filters()}
        </Button>
      </form>
      <div id={`${id}-filters`} className={cn('grid gap-3 sm:grid-cols-3', folded)}>
        <div className="flex flex-col gap-1.5">
          <Label htmlFor={`${id}-category`}>{m.jobs_category()}</Label>
          <Select id={`${id}-category`} value={p.category} onChange={(e) => p.onCategory(e.target.value)}>
            <option value="all">{m.jobs_all_categories()}</option>
            {JOB_FILTER_CATEGORIES.map((c) => (
              <option key={c} value={c}>
                {categoryLabel(c)}
              </option>
            ))}
          </Select>
        </div>
        <div className="flex flex-col gap-1.5">
          <Label htmlFor={`${id}-budget`}>{m.jobs_budget_type()}</Label>
          <Select id={`${id}-budget`} value={p.budgetType} onChange={(e) => p.onBudgetType(e.target.value)}>
            <option value="all">{m.jobs_all_types()}</option>
            <option value="hourly">{m.jobs_hourly_rate()}</option>
            <option value="fixed">{m.jobs_fixed_price()}</option>
          </Select>
        </div>
        <div className="flex flex-col gap-1.5">
          <Label htmlFor={`${id}-title`}>{m.jobs_job_title()}</Label>
          <Input
            id={`${id}-title`}
            placeholder={m.jobs_title_filter_placeholder()}
            value={p.titleFilter}
            onChange={(e) => p.onTitleFilter(e.target.value)}
          />
        </div>
      </div>
      {open && MoreFilters && (
        <div className={folded}>
          <MoreFilters
            id={`${id}-more`}
            values={p.more}
            searching={p.searchText.trim() !== ''}
            onChange={p.onMore}
          />
        </div>
      )}
    </Card>
  );
}
