import type { Branch, BranchType } from '@/content/branches.ts';

export type BranchTypeFilter = 'All' | BranchType;
export const ALL_DISTRICTS = 'All Districts';

export type BranchFilters = { search: string; type: BranchTypeFilter; district: string };
export const NO_FILTERS: BranchFilters = { search: '', type: 'All', district: ALL_DISTRICTS };

/** Distinct districts, sorted. */
export function districtsOf(branches: readonly Branch[]): string[] {
  return [...new Set(branches.map((b) => b.district))].sort((a, b) => a.localeCompare(b));
}

/** Search over name, address and district (case-insensitive), then the type and district filters. */
export function filterBranches(
  branches: readonly Branch[],
  { search, type, district }: BranchFilters,
): Branch[] {
  const q = search.trim().toLowerCase();
  return branches.filter(
    (b) =>
      (!q || [b.name, b.address, b.district].some((field) => field.toLowerCase().includes(q))) &&
      (type === 'All' || b.type === type) &&
      (district === ALL_DISTRICTS || b.district === district),
  );
}
