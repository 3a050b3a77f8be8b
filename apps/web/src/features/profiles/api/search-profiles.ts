import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { profileSearchReply } from '@kt/shared';
import { api } from '@/lib/api.ts';
import { profileKeys } from './keys.ts';

export const TALENT_PAGE_SIZE = 24;

export type TalentFilters = {
  q: string;
  jobTitle: string;
  sort?: 'rating' | undefined;
  /** Programme-verified only (issue 36). */
  verified?: boolean | undefined;
};

/** GET /api/profile/search: full text over headline, job title, bio and services. */
export function searchProfiles(filters: TalentFilters, page: number) {
  return api('/api/profile/search', {
    reply: profileSearchReply,
    query: {
      q: filters.q.trim() || undefined,
      jobTitle: filters.jobTitle === 'All' ? undefined : filters.jobTitle,
      sort: filters.sort,
      verified: filters.verified ? 'true' : undefined,
      page,
      limit: TALENT_PAGE_SIZE,
    },
  });
}

export const talentQuery = (filters: TalentFilters) =>
  infiniteQueryOptions({
    queryKey: profileKeys.search(filters),
    queryFn: ({ pageParam }) => searchProfiles(filters, pageParam),
    initialPageParam: 1,
    // A capped total ("at least") offers one more page as long as pages come back full.
    getNextPageParam: (last) =>
      last.page * last.limit < last.total ||
      (last.totalExact === false && last.profiles.length === last.limit)
        ? last.page + 1
        : undefined,
    // While a new search loads, the previous results stay (no flashing as the visitor types).
    placeholderData: keepPreviousData,
  });

export const useTalentSearch = (filters: TalentFilters) => useInfiniteQuery(talentQuery(filters));
