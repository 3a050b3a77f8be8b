import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type JobCreateInput, jobCreateReply } from '@kt/shared';
import { api } from '@/lib/api.ts';
import { jobKeys } from './keys.ts';

/** The job form as multipart: the fields, `skills` as a JSON list, and repeated `attachments`. */
export function jobFormData(input: JobCreateInput, files: File[]) {
  const form = new FormData();
  form.set('title', input.title);
  form.set('category', input.category);
  form.set('description', input.description);
  form.set('skills', JSON.stringify(input.skills));
  form.set('budgetType', input.budgetType);
  form.set('budgetMin', String(input.budgetMin));
  form.set('budgetMax', String(input.budgetMax));
  form.set('duration', input.duration);
  form.set('experienceLevel', input.experienceLevel);
  for (const file of files) form.append('attachments', file, file.name);
  return form;
}

/** Posts a job as multipart. */
export function createJob(input: JobCreateInput, files: File[]) {
  const form = jobFormData(input, files);
  // Large attachments on a slow link need longer than the usual 10 s.
  return api('/api/jobs', { reply: jobCreateReply, method: 'POST', form, timeoutMs: 120_000 });
}

export function useCreateJob() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ input, files }: { input: JobCreateInput; files: File[] }) => createJob(input, files),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: jobKeys.all }),
  });
}
