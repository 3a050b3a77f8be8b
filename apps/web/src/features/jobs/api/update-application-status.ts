import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type ApplicationListReply, type ProposalStatus, applicationStatusReply } from '@kt/shared';
import { api } from '@/lib/api.ts';
import { jobKeys } from './keys.ts';

export const updateApplicationStatus = (id: string, status: ProposalStatus) =>
  api(`/api/applications/${encodeURIComponent(id)}/status`, {
    reply: applicationStatusReply,
    method: 'PUT',
    json: { status },
  });

/** Accept or reject: the list is updated in place, then the job (its status may change) refetched. */
export function useUpdateApplicationStatus(jobId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status }: { id: string; status: ProposalStatus }) =>
      updateApplicationStatus(id, status),
    onSuccess: (res) => {
      queryClient.setQueryData<ApplicationListReply>(jobKeys.applications(jobId), (old) =>
        old
          ? {
              ...old,
              applications: old.applications.map((a) =>
                a._id === res.application._id ? { ...a, status: res.application.status } : a,
              ),
            }
          : old,
      );
      void queryClient.invalidateQueries({ queryKey: jobKeys.detail(jobId) });
      void queryClient.invalidateQueries({ queryKey: jobKeys.mine() });
      void queryClient.invalidateQueries({ queryKey: ['jobs', 'list'] });
    },
  });
}
