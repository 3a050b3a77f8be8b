import type { MoreFilters } from './more-filters.tsx';

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

let loaded: typeof MoreFilters | undefined;
/** The panel's code: fetched when the More Filters button is pressed, or with the page when it opens
 * with one set (find-work-page.tsx's preload, on the server always). */
export const loadMoreFilters = () => import('./more-filters.tsx').then((mod) => (loaded = mod.MoreFilters));
/** The panel's component once its code is here. */
export const loadedMoreFilters = () => loaded;
