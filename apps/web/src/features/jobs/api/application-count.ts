import { queryOptions, useQuery } from '@tanstack/react-query';
import { applicationCountReply } from '@kt/shared';
import { api } from '@/lib/api.ts';
import { jobKeys } from './keys.ts';

export const getApplicationCount = (jobId: string) =>
  api(`/api/applications/job/${encodeURIComponent(jobId)}/count`, { reply: applicationCountReply });

/** A failing count is only logged; the job's own list length stands in. */
export const applicationCountQuery = (jobId: string) =>
  queryOptions({
    queryKey: jobKeys.count(jobId),
    queryFn: () =>
      getApplicationCount(jobId).catch((err: unknown) => {
        console.warn('Failed to load the proposal count', err);
        return null;
      }),
    retry: 0,
  });

export const useApplicationCount = (jobId: string, enabled = true) =>
  useQuery({ ...applicationCountQuery(jobId), enabled });
