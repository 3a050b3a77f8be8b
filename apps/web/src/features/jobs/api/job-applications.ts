import { queryOptions, useQuery } from '@tanstack/react-query';
import { applicationListReply } from '@kt/shared';
import { api } from '@/lib/api.ts';
import { jobKeys } from './keys.ts';

/** The proposals on a job; the server answers its owner only. */
export const getJobApplications = (jobId: string) =>
  api(`/api/applications/job/${encodeURIComponent(jobId)}`, { reply: applicationListReply });

export const jobApplicationsQuery = (jobId: string) =>
  queryOptions({ queryKey: jobKeys.applications(jobId), queryFn: () => getJobApplications(jobId), retry: 0 });

export const useJobApplications = (jobId: string, enabled: boolean) =>
  useQuery({ ...jobApplicationsQuery(jobId), enabled });
