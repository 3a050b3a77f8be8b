import { queryOptions, useQueries } from '@tanstack/react-query';
import { api } from '@/lib/api.ts';

type JobsTotalReply = { success?: boolean; total?: number };

/** GET /api/jobs?category={name}, reading `total`; any failure is logged and counts as 0. */
export const categoryCountQuery = (category: string) =>
  queryOptions({
    queryKey: ['jobs', 'category-count', category],
    queryFn: async ({ signal }) => {
      try {
        const res = await api<JobsTotalReply>('/api/jobs', { query: { category }, signal });
        return res.success && typeof res.total === 'number' ? res.total : 0;
      } catch (err) {
        if (!signal.aborted) console.warn(`Failed to count ${category} jobs:`, err);
        return 0;
      }
    },
    staleTime: 60_000,
    retry: false,
  });

export function useCategoryCounts(categories: readonly string[]): number[] {
  const results = useQueries({ queries: categories.map(categoryCountQuery) });
  return results.map((r) => r.data ?? 0);
}
