import { queryOptions, useQuery } from '@tanstack/react-query';
import { myJobsReply } from '@kt/shared';
import { api } from '@/lib/api.ts';
import { jobKeys } from './keys.ts';

/** Every job the signed-in client posted, whatever its status. */
export const getMyJobs = () => api('/api/jobs/my', { reply: myJobsReply });

export const myJobsQuery = () => queryOptions({ queryKey: jobKeys.mine(), queryFn: getMyJobs, retry: 0 });

export const useMyJobs = (enabled: boolean) => useQuery({ ...myJobsQuery(), enabled });
