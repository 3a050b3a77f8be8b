import { useMemo, useState } from 'react';

/**
 * Places on a map with a type and a district (the About page's branches, the IT hubs directory):
 * the search-and-filter rules both directories share, and a dialable phone link.
 */
export type PlaceType = 'STP' | 'FLH';
export type Place = { name: string; address: string; district: string; type: PlaceType };

/** The type filter's value meaning every type. */
export const ALL_TYPES = 'All';
export type PlaceTypeFilter = typeof ALL_TYPES | PlaceType;
export const PLACE_TYPE_FILTERS: PlaceTypeFilter[] = [ALL_TYPES, 'STP', 'FLH'];

/** `district` is a district's name, or the directory's own "every district" value. */
export type PlaceFilters = { search: string; type: PlaceTypeFilter; district: string };

/** The districts that appear in the data, each once, sorted. */
export function placeDistricts(places: readonly Pick<Place, 'district'>[]): string[] {
  return [...new Set(places.map((p) => p.district))].sort((a, b) => a.localeCompare(b));
}

/**
 * Places whose name, address or district contains the search text (trimmed, case-insensitive) and
 * that match the type and district filters; `allDistricts` is the district value meaning every one.
 */
export function filterPlaces<T extends Place>(
  places: readonly T[],
  { search, type, district }: PlaceFilters,
  allDistricts: string,
): T[] {
  const q = search.trim().toLowerCase();
  return places.filter(
    (p) =>
      (!q || [p.name, p.address, p.district].some((field) => field.toLowerCase().includes(q))) &&
      (type === ALL_TYPES || p.type === type) &&
      (district === allDistricts || p.district === district),
  );
}

/** A dialable link: tel:+925811000201. */
export const telUrl = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;

/** A directory's filter state, starting with every place shown, and the places it lets through. */
export function usePlaceFilters<T extends Place>(places: readonly T[], allDistricts: string) {
  const [filters, setFilters] = useState<PlaceFilters>({
    search: '',
    type: ALL_TYPES,
    district: allDistricts,
  });
  const districts = useMemo(() => placeDistricts(places), [places]);
  const shown = useMemo(() => filterPlaces(places, filters, allDistricts), [places, filters, allDistricts]);
  const update = (patch: Partial<PlaceFilters>) => setFilters((f) => ({ ...f, ...patch }));
  return { filters, update, districts, shown };
}
