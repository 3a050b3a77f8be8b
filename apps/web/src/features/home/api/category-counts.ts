import { useEffect, useState } from 'react';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { JobCategoryCountsReply } from '@kt/shared';
import { api } from '@/lib/api.ts';

/** GET /api/jobs/category-counts: every category's open jobs in one call; a failure is logged and counts as 0. */
export const categoryCountsQuery = () =>
  queryOptions({
    queryKey: ['jobs', 'category-counts'],
    queryFn: async ({ signal }) => {
      try {
        const res = await api<JobCategoryCountsReply>('/api/jobs/category-counts', { signal });
        return res.success ? res.counts : {};
      } catch (err) {
        if (!signal.aborted) console.warn('Failed to count jobs per category:', err);
        return {};
      }
    },
    staleTime: 60_000,
    retry: false,
  });

/** The counts, fetched once the page has finished loading so they do not compete with the hero. */
export function useCategoryCounts(categories: readonly string[]): number[] {
  const loaded = usePageLoaded();
  const { data } = useQuery({ ...categoryCountsQuery(), enabled: loaded });
  return categories.map((c) => (typeof data?.[c] === 'number' ? data[c] : 0));
}

function usePageLoaded() {
  // The server draws them with the page (it has no document).
  const [loaded, setLoaded] = useState(
    () => typeof document === 'undefined' || document.readyState === 'complete',
  );
  useEffect(() => {
    if (loaded) return;
    const done = () => setLoaded(true);
    window.addEventListener('load', done, { once: true });
    return () => window.removeEventListener('load', done);
  }, [loaded]);
  return loaded;
}
