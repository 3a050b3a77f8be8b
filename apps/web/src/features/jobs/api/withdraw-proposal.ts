import { useMutation, useQueryClient } from '@tanstack/react-query';
import { applicationWithdrawReply } from '@kt/shared';
import { api } from '@/lib/api.ts';
import { jobKeys } from './keys.ts';

/** The freelancer takes back a pending proposal: status `withdrawn`. */
export const withdrawProposal = (id: string) =>
  api(`/api/applications/${encodeURIComponent(id)}/withdraw`, {
    reply: applicationWithdrawReply,
    method: 'POST',
  });

export function useWithdrawProposal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: withdrawProposal,
    onSuccess: (res) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: jobKeys.myProposals() }),
        queryClient.invalidateQueries({ queryKey: jobKeys.detail(res.application.jobId) }),
      ]),
  });
}
