import { useId, useState } from 'react';
import { Filter, Search, SlidersHorizontal } from 'lucide-react';
import { JOB_FILTER_CATEGORIES } from '@kt/shared/constants';
import { cn } from '@/lib/cn.ts';
import { Button } from '@/components/ui/button.tsx';
import { Card } from '@/components/ui/card.tsx';
import { Input, Label, Select } from '@/components/ui/input.tsx';
import { MORE_FILTER_KEYS, MoreFilters, type MoreFilterValues } from './more-filters.tsx';

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
            aria-label="Search jobs"
            placeholder="Search jobs by title, skills, or keywords..."
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
          Filters
        </Button>
        <Button
          type="button"
          variant="outline"
          className={cn('sm:w-auto', folded)}
          aria-expanded={open}
          aria-controls={`${id}-more`}
          onClick={() => setOpen((o) => !o)}
        >
          <SlidersHorizontal className="h-4 w-4" aria-hidden="true" />
          More Filters
        </Button>
      </form>
      <div id={`${id}-filters`} className={cn('grid gap-3 sm:grid-cols-3', folded)}>
        <div className="flex flex-col gap-1.5">
          <Label htmlFor={`${id}-category`}>Category</Label>
          <Select id={`${id}-category`} value={p.category} onChange={(e) => p.onCategory(e.target.value)}>
            <option value="all">All Categories</option>
            {JOB_FILTER_CATEGORIES.map((c) => (
              <option key={c} value={c}>
                {c}
              </option>
            ))}
          </Select>
        </div>
        <div className="flex flex-col gap-1.5">
          <Label htmlFor={`${id}-budget`}>Budget Type</Label>
          <Select id={`${id}-budget`} value={p.budgetType} onChange={(e) => p.onBudgetType(e.target.value)}>
            <option value="all">All Types</option>
            <option value="hourly">Hourly Rate</option>
            <option value="fixed">Fixed Price</option>
          </Select>
        </div>
        <div className="flex flex-col gap-1.5">
          <Label htmlFor={`${id}-title`}>Job Title</Label>
          <Input
            id={`${id}-title`}
            placeholder="Filter by job title..."
            value={p.titleFilter}
            onChange={(e) => p.onTitleFilter(e.target.value)}
          />
        </div>
      </div>
      {open && (
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
