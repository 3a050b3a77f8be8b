import type { Branch } from '@/content/branches.ts';
import {
  ALL_TYPES,
  filterPlaces,
  placeDistricts,
  type PlaceFilters,
  type PlaceTypeFilter,
} from '@/lib/places.ts';

export type BranchTypeFilter = PlaceTypeFilter;
/** The District filter's value (and label) meaning every district. */
export const ALL_DISTRICTS = 'All Districts';

export type BranchFilters = PlaceFilters;
export const NO_FILTERS: BranchFilters = { search: '', type: ALL_TYPES, district: ALL_DISTRICTS };

/** Distinct districts, sorted. */
export const districtsOf: (branches: readonly Branch[]) => string[] = placeDistricts;

/** Search over name, address and district (case-insensitive), then the type and district filters. */
export function filterBranches(branches: readonly Branch[], filters: BranchFilters): Branch[] {
  return filterPlaces(branches, filters, ALL_DISTRICTS);
}
