import { useQuery } from '@tanstack/react-query';
import type { UserReviewsReply } from '@kt/shared';
import { api } from '@/lib/api.ts';

/** GET /api/users/{id}/reviews: a person's published reviews received and their rating. */
export const useUserReviews = (userId: string, enabled = true) =>
  useQuery({
    queryKey: ['user-reviews', userId],
    queryFn: () => api<UserReviewsReply>(`/api/users/${encodeURIComponent(userId)}/reviews`),
    enabled: enabled && !!userId,
    staleTime: 60_000,
  });
