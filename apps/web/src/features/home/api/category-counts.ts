import { useEffect, useState } from 'react';
import { queryOptions, useQueries } from '@tanstack/react-query';
import { jobListReply } from '@kt/shared';
import { api } from '@/lib/api.ts';

/** GET /api/jobs?category={name}, reading `total`; any failure is logged and counts as 0. */
export const categoryCountQuery = (category: string) =>
  queryOptions({
    queryKey: ['jobs', 'category-count', category],
    queryFn: async ({ signal }) => {
      try {
        const res = await api('/api/jobs', { reply: jobListReply, query: { category }, signal });
        return res.success && typeof res.total === 'number' ? res.total : 0;
      } catch (err) {
        if (!signal.aborted) console.warn(`Failed to count ${category} jobs:`, err);
        return 0;
      }
    },
    staleTime: 60_000,
    retry: false,
  });

/** The counts, fetched once the page has finished loading so they do not compete with the hero. */
export function useCategoryCounts(categories: readonly string[]): number[] {
  const loaded = usePageLoaded();
  const results = useQueries({
    queries: categories.map((c) => ({ ...categoryCountQuery(c), enabled: loaded })),
  });
  return results.map((r) => r.data ?? 0);
}

function usePageLoaded() {
  const [loaded, setLoaded] = useState(() => document.readyState === 'complete');
  useEffect(() => {
    if (loaded) return;
    const done = () => setLoaded(true);
    window.addEventListener('load', done, { once: true });
    return () => window.removeEventListener('load', done);
  }, [loaded]);
  return loaded;
}
