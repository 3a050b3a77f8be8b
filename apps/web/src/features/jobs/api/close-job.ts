import { useMutation, useQueryClient } from '@tanstack/react-query';
import { jobActionReply } from '@kt/shared';
import { api } from '@/lib/api.ts';
import { jobKeys } from './keys.ts';

/** Close (the job leaves the board) or reopen it: the owner only. */
export const setJobOpen = (id: string, open: boolean) =>
  api(`/api/jobs/${encodeURIComponent(id)}/${open ? 'reopen' : 'close'}`, {
    reply: jobActionReply,
    method: 'POST',
  });

export function useSetJobOpen(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (open: boolean) => setJobOpen(id, open),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: jobKeys.all }),
  });
}
