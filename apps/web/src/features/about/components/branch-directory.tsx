import { useMemo, useState } from 'react';
import { Search } from 'lucide-react';
import { Input, Label, Select } from '@/components/ui/input.tsx';
import { BRANCHES, type Branch } from '@/content/branches.ts';
import { BranchCard } from './branch-card.tsx';
import { BranchModal } from './branch-modal.tsx';
import {
  ALL_DISTRICTS,
  NO_FILTERS,
  districtsOf,
  filterBranches,
  type BranchFilters,
  type BranchTypeFilter,
} from './filter-branches.ts';

const TYPES: BranchTypeFilter[] = ['All', 'STP', 'FLH'];

/** The branches directory: search, type and district filters, the count line, cards and the modal. */
export function BranchDirectory({ branches = BRANCHES }: { branches?: Branch[] }) {
  const [filters, setFilters] = useState<BranchFilters>(NO_FILTERS);
  const [open, setOpen] = useState<Branch | null>(null);
  const districts = useMemo(() => districtsOf(branches), [branches]);
  const shown = useMemo(() => filterBranches(branches, filters), [branches, filters]);
  const set = (patch: Partial<BranchFilters>) => setFilters((f) => ({ ...f, ...patch }));

  return (
    <section aria-labelledby="branches-heading" className="flex flex-col gap-5">
      <div>
        <h2 id="branches-heading" className="text-2xl font-bold sm:text-3xl">
          Our Branches
        </h2>
        <p className="mt-1 text-muted-foreground">
          Software technology parks (STP) and freelancing hubs (FLH) in every district of Gilgit-Baltistan.
        </p>
      </div>
      <div className="grid gap-3 rounded-lg border bg-muted/50 p-4 sm:grid-cols-[1fr_10rem_12rem]">
        <div className="flex flex-col gap-1.5">
          <Label htmlFor="branch-search">Search</Label>
          <div className="relative">
            <Search
              className="pointer-events-none absolute left-3 top-1/2 h-4 w-4 -translate-y-1/2 text-muted-foreground"
              aria-hidden="true"
            />
            <Input
              id="branch-search"
              type="search"
              placeholder="Search by name, address or district..."
              value={filters.search}
              onChange={(e) => set({ search: e.target.value })}
              className="pl-9"
            />
          </div>
        </div>
        <div className="flex flex-col gap-1.5">
          <Label htmlFor="branch-type">Type</Label>
          <Select
            id="branch-type"
            value={filters.type}
            onChange={(e) => set({ type: e.target.value as BranchTypeFilter })}
          >
            {TYPES.map((t) => (
              <option key={t} value={t}>
                {t}
              </option>
            ))}
          </Select>
        </div>
        <div className="flex flex-col gap-1.5">
          <Label htmlFor="branch-district">District</Label>
          <Select
            id="branch-district"
            value={filters.district}
            onChange={(e) => set({ district: e.target.value })}
          >
            <option value={ALL_DISTRICTS}>{ALL_DISTRICTS}</option>
            {districts.map((d) => (
              <option key={d} value={d}>
                {d}
              </option>
            ))}
          </Select>
        </div>
      </div>
      <p className="text-sm text-muted-foreground" role="status">
        Showing {shown.length} of {branches.length} branches
      </p>
      {shown.length === 0 ? (
        <p className="rounded-lg border border-dashed p-10 text-center text-muted-foreground">
          No branches found matching your criteria.
        </p>
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
          {shown.map((b) => (
            <li key={b.id}>
              <BranchCard branch={b} onOpen={setOpen} />
            </li>
          ))}
        </ul>
      )}
      <BranchModal branch={open} onClose={() => setOpen(null)} />
    </section>
  );
}
