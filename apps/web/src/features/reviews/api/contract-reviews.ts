import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ContractReviewsReply, ReviewInput } from '@kt/shared';
import { api } from '@/lib/api.ts';

const key = (contractId: string) => ['contract-reviews', contractId] as const;

/** GET /api/contracts/{id}/reviews: the viewer's own review, and the other's once published. */
export const useContractReviews = (contractId: string) =>
  useQuery({
    queryKey: key(contractId),
    queryFn: () => api<ContractReviewsReply>(`/api/contracts/${encodeURIComponent(contractId)}/reviews`),
  });

/** POST /api/contracts/{id}/review. */
export function useSubmitReview(contractId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: ReviewInput) =>
      api<{ success: boolean; message: string }>(`/api/contracts/${encodeURIComponent(contractId)}/review`, {
        method: 'POST',
        json: body,
      }),
    onSuccess: () => client.invalidateQueries({ queryKey: key(contractId) }),
  });
}
