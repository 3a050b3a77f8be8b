import { useMutation } from '@tanstack/react-query';
import { reviewReply } from '@kt/shared';
import { api } from '@/lib/api.ts';

/**
 * POST /api/reviews/{id}/reply: the reviewed person's one public reply to a published review.
 * The list that shows the review belongs to the caller, who updates it from the returned review.
 */
export function useReplyToReview(reviewId: string) {
  return useMutation({
    mutationFn: (reply: string) =>
      api(`/api/reviews/${encodeURIComponent(reviewId)}/reply`, {
        reply: reviewReply,
        method: 'POST',
        json: { reply },
      }),
  });
}
