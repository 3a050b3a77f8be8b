import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { applicationListReply } from '@kt/shared';
import { api } from '@/lib/api.ts';
import { useSocketEvent } from '@/lib/realtime.tsx';
import { jobKeys } from './keys.ts';

/** The proposals on a job; the server answers its owner only. */
export const getJobApplications = (jobId: string) =>
  api(`/api/applications/job/${encodeURIComponent(jobId)}`, { reply: applicationListReply });

export const jobApplicationsQuery = (jobId: string) =>
  queryOptions({ queryKey: jobKeys.applications(jobId), queryFn: () => getJobApplications(jobId), retry: 0 });

/**
 * The owner's list, live: a notification about this job (a new or withdrawn proposal) refetches it
 * and the count.
 */
export function useJobApplications(jobId: string, enabled: boolean) {
  const queryClient = useQueryClient();
  useSocketEvent('notification', (n) => {
    if (!enabled || n.link !== `/my-jobs/${jobId}`) return;
    void queryClient.invalidateQueries({ queryKey: jobKeys.applications(jobId) });
    void queryClient.invalidateQueries({ queryKey: jobKeys.count(jobId) });
  });
  return useQuery({ ...jobApplicationsQuery(jobId), enabled });
}
