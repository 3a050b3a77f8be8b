import { useInfiniteQuery } from '@tanstack/react-query';
import type { UserReviewsReply } from '@kt/shared';
import { api } from '@/lib/api.ts';
import { profileKeys } from './keys.ts';

/** GET /api/users/{id}/reviews: published reviews received, page by page, and the reputation. */
export const getUserReviews = (userId: string, cursor?: string) =>
  api<UserReviewsReply>(
    `/api/users/${encodeURIComponent(userId)}/reviews${cursor ? `?cursor=${encodeURIComponent(cursor)}` : ''}`,
  );

export const userReviewsKey = (userId: string) => [...profileKeys.all, 'reviews', userId] as const;

export const useUserReviews = (userId: string) =>
  useInfiniteQuery({
    queryKey: userReviewsKey(userId),
    queryFn: ({ pageParam }) => getUserReviews(userId, pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
