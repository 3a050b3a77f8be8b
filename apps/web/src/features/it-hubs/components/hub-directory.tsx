import { useId, useMemo, useState } from 'react';
import { Search } from 'lucide-react';
import { Input, Label, Select } from '@/components/ui/input.tsx';
import type { Hub } from '@/content/hubs.ts';
import { ALL, DEFAULT_HUB_FILTERS, filterHubs, hubDistricts, type HubFilters } from '../filter-hubs.ts';
import { HubCard } from './hub-card.tsx';

/** Search and filters over the hubs, the count line, and the cards or the empty state. */
export function HubDirectory({ hubs }: { hubs: Hub[] }) {
  const [filters, setFilters] = useState<HubFilters>(DEFAULT_HUB_FILTERS);
  const districts = useMemo(() => hubDistricts(hubs), [hubs]);
  const shown = useMemo(() => filterHubs(hubs, filters), [hubs, filters]);
  const id = useId();
  const set = (patch: Partial<HubFilters>) => setFilters((f) => ({ ...f, ...patch }));

  return (
    <section aria-labelledby={`${id}-heading`} className="space-y-5">
      <h2 id={`${id}-heading`} className="text-2xl font-bold tracking-tight">
        Find an IT Hub
      </h2>
      <div className="grid gap-3 rounded-lg border bg-muted/40 p-4 sm:grid-cols-[1fr_10rem_12rem]">
        <div className="space-y-1.5">
          <Label htmlFor={`${id}-search`}>Search</Label>
          <div className="relative">
            <Search
              className="pointer-events-none absolute left-3 top-1/2 h-4 w-4 -translate-y-1/2 text-muted-foreground"
              aria-hidden="true"
            />
            <Input
              id={`${id}-search`}
              type="search"
              placeholder="Search by name, address or district..."
              value={filters.search}
              onChange={(e) => set({ search: e.target.value })}
              className="pl-9"
            />
          </div>
        </div>
        <div className="space-y-1.5">
          <Label htmlFor={`${id}-type`}>Type</Label>
          <Select
            id={`${id}-type`}
            value={filters.type}
            onChange={(e) => set({ type: e.target.value as HubFilters['type'] })}
          >
            <option value={ALL}>All</option>
            <option value="STP">STP</option>
            <option value="FLH">FLH</option>
          </Select>
        </div>
        <div className="space-y-1.5">
          <Label htmlFor={`${id}-district`}>District</Label>
          <Select
            id={`${id}-district`}
            value={filters.district}
            onChange={(e) => set({ district: e.target.value })}
          >
            <option value={ALL}>All</option>
            {districts.map((d) => (
              <option key={d} value={d}>
                {d}
              </option>
            ))}
          </Select>
        </div>
      </div>
      <p role="status" className="text-sm text-muted-foreground">
        Showing {shown.length} of {hubs.length} IT hubs
      </p>
      {shown.length === 0 ? (
        <p className="rounded-lg border border-dashed p-10 text-center text-muted-foreground">
          No IT hubs found matching your criteria.
        </p>
      ) : (
        <ul className="grid gap-5 sm:grid-cols-2 xl:grid-cols-3">
          {shown.map((hub) => (
            <li key={hub.id} className="flex">
              <HubCard hub={hub} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
