import type { ReactNode } from 'react';
import { m } from '@/paraglide/messages.js';
import { Search } from 'lucide-react';
import { Input, Label, Select } from '@/components/ui/input.tsx';
import { PLACE_TYPE_FILTERS, type PlaceFilters, type PlaceTypeFilter } from '@/lib/places.ts';
import { districtLabel, placeTypeLabel } from '@/components/place-labels.ts';

/**
 * A places directory's filter bar: search by name, address or district, then Type and District
 * selects. Its controls get the ids `{idPrefix}-search`, `-type` and `-district`.
 */
export function PlaceFilterBar({
  idPrefix,
  filters,
  onChange,
  districts,
  allDistricts,
  allDistrictsLabel,
}: {
  idPrefix: string;
  filters: PlaceFilters;
  onChange: (patch: Partial<PlaceFilters>) => void;
  districts: string[];
  /** The District option (value) meaning every district. */
  allDistricts: string;
  /** Its label when it differs from the value (the reader's language). */
  allDistrictsLabel?: string;
}) {
  return (
    <div className="grid gap-3 rounded-lg border bg-muted/50 p-4 sm:grid-cols-[1fr_10rem_12rem]">
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={`${idPrefix}-search`}>{m.hubs_filter_search()}</Label>
        <div className="relative">
          <Search
            className="pointer-events-none absolute start-3 top-1/2 h-4 w-4 -translate-y-1/2 text-muted-foreground"
            aria-hidden="true"
          />
          <Input
            id={`${idPrefix}-search`}
            type="search"
            placeholder={m.hubs_filter_placeholder()}
            value={filters.search}
            onChange={(e) => onChange({ search: e.target.value })}
            className="ps-9"
          />
        </div>
      </div>
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={`${idPrefix}-type`}>{m.hubs_filter_type()}</Label>
        <Select
          id={`${idPrefix}-type`}
          value={filters.type}
          onChange={(e) => onChange({ type: e.target.value as PlaceTypeFilter })}
        >
          {PLACE_TYPE_FILTERS.map((t) => (
            <option key={t} value={t}>
              {placeTypeLabel(t)}
            </option>
          ))}
        </Select>
      </div>
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={`${idPrefix}-district`}>{m.hubs_filter_district()}</Label>
        <Select
          id={`${idPrefix}-district`}
          value={filters.district}
          onChange={(e) => onChange({ district: e.target.value })}
        >
          <option value={allDistricts}>{allDistrictsLabel ?? allDistricts}</option>
          {districts.map((d) => (
            <option key={d} value={d}>
              {districtLabel(d)}
            </option>
          ))}
        </Select>
      </div>
    </div>
  );
}

/**
 * The count line ('Showing 3 of 8 IT hubs', announced as a status) and then the list, or the empty
 * state when no place matches.
 */
export function PlaceResults({
  shown,
  countText,
  emptyText,
  children,
}: {
  shown: number;
  /** The count line: 'Showing 3 of 8 IT hubs'. */
  countText: string;
  emptyText: string;
  children: ReactNode;
}) {
  return (
    <>
      <p role="status" className="text-sm text-muted-foreground">
        {countText}
      </p>
      {shown === 0 ? (
        <p className="rounded-lg border border-dashed p-10 text-center text-muted-foreground">{emptyText}</p>
      ) : (
        children
      )}
    </>
  );
}
