import { queryOptions, useQuery } from '@tanstack/react-query';
import { profileStatsReply } from '@kt/shared';
import { api } from '@/lib/api.ts';

export type PlatformStats = {
  totalUsers: number;
  totalFreelancers: number;
  totalJobs: number;
  totalCountries: number;
};

const ZERO: PlatformStats = { totalUsers: 0, totalFreelancers: 0, totalJobs: 0, totalCountries: 0 };

/** GET /api/profile/stats; a failure is only logged and every tile shows 0. */
export const platformStatsQuery = queryOptions({
  queryKey: ['profile', 'stats'],
  queryFn: async ({ signal }): Promise<PlatformStats> => {
    try {
      const res = await api('/api/profile/stats', {
        reply: profileStatsReply,
        signal,
      });
      if (!res.success || !res.stats) return ZERO;
      return { ...ZERO, ...res.stats };
    } catch (err) {
      if (!signal.aborted) console.warn('Failed to load platform stats:', err);
      return ZERO;
    }
  },
  staleTime: 60_000,
  retry: false,
});

export function usePlatformStats() {
  const { data, isPending } = useQuery(platformStatsQuery);
  return { stats: data ?? ZERO, loading: isPending };
}
