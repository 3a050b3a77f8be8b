import type { Hub, HubType } from '@/content/hubs.ts';

export type HubFilters = { search: string; type: 'All' | HubType; district: string };

export const ALL = 'All';
export const DEFAULT_HUB_FILTERS: HubFilters = { search: '', type: ALL, district: ALL };

/** Hubs whose name, address or district contains the search text and that match both filters. */
export function filterHubs(hubs: Hub[], { search, type, district }: HubFilters): Hub[] {
  const q = search.trim().toLowerCase();
  return hubs.filter(
    (h) =>
      (type === ALL || h.type === type) &&
      (district === ALL || h.district === district) &&
      (!q || [h.name, h.address, h.district].some((f) => f.toLowerCase().includes(q))),
  );
}

/** The districts that appear in the data, each once, sorted. */
export function hubDistricts(hubs: Hub[]): string[] {
  return [...new Set(hubs.map((h) => h.district))].sort((a, b) => a.localeCompare(b));
}
