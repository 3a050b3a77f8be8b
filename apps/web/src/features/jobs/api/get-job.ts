import { queryOptions, useQuery } from '@tanstack/react-query';
import { jobReply } from '@kt/shared';
import { api, ApiError } from '@/lib/api.ts';
import { jobKeys } from './keys.ts';

export const getJob = (id: string) => api(`/api/jobs/${encodeURIComponent(id)}`, { reply: jobReply });

export const jobQuery = (id: string) =>
  queryOptions({
    queryKey: jobKeys.detail(id),
    queryFn: () => getJob(id),
    // A missing job stays missing: no retry on 4xx.
    retry: (count, err) => !(err instanceof ApiError && err.status >= 400 && err.status < 500) && count < 1,
  });

export const useJob = (id: string) => useQuery(jobQuery(id));
