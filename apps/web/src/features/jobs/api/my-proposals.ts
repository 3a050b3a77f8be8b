import { queryOptions, useQuery } from '@tanstack/react-query';
import { myApplicationsReply } from '@kt/shared';
import { api } from '@/lib/api.ts';
import { jobKeys } from './keys.ts';

/** The signed-in freelancer's proposals with their jobs, newest first. */
export const getMyProposals = () => api('/api/applications/my', { reply: myApplicationsReply });

export const myProposalsQuery = () =>
  queryOptions({ queryKey: jobKeys.myProposals(), queryFn: getMyProposals, retry: 0 });

export const useMyProposals = (enabled: boolean) => useQuery({ ...myProposalsQuery(), enabled });
