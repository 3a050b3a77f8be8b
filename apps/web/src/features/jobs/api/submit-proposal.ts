import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type ApplicationCreateInput, applicationCreateReply } from '@kt/shared';
import { api } from '@/lib/api.ts';
import { jobKeys } from './keys.ts';

/** `key` (the Idempotency-Key) makes a resend of the same proposal store one (issue 19). */
export const submitProposal = ({ input, key }: { input: ApplicationCreateInput; key: string }) =>
  api('/api/applications', {
    reply: applicationCreateReply,
    method: 'POST',
    json: input,
    headers: { 'Idempotency-Key': key },
  });

/** After a proposal the job's count and the owner's list are fetched again. */
export function useSubmitProposal(jobId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: submitProposal,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: jobKeys.count(jobId) }),
        queryClient.invalidateQueries({ queryKey: jobKeys.applications(jobId) }),
        queryClient.invalidateQueries({ queryKey: jobKeys.detail(jobId) }),
      ]),
  });
}
