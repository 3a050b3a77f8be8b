import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type JobCreateInput, jobActionReply } from '@kt/shared';
import { api } from '@/lib/api.ts';
import { jobFormData } from './create-job.ts';
import { jobKeys } from './keys.ts';

type Edit = { input: JobCreateInput; files: File[]; removeAttachments: string[] };

/** Edit Job: the same multipart form as create, plus a repeated `removeAttachments` id per removed file. */
export function updateJob(id: string, { input, files, removeAttachments }: Edit) {
  const form = jobFormData(input, files);
  for (const attachmentId of removeAttachments) form.append('removeAttachments', attachmentId);
  return api(`/api/jobs/${encodeURIComponent(id)}`, {
    reply: jobActionReply,
    method: 'PUT',
    form,
    timeoutMs: 120_000,
  });
}

export function useUpdateJob(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (edit: Edit) => updateJob(id, edit),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: jobKeys.all }),
  });
}
