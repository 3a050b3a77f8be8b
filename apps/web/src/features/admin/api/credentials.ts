import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  adminCredentialsReply,
  credentialReply,
  holderSearchReply,
  type IssueCredentialInput,
} from '@kt/shared';
import { api } from '@/lib/api.ts';

/** Issue 36: the programme's credentials in the console (programme staff and admins). */
export const credentialKeys = {
  all: ['admin', 'credentials'] as const,
  list: (search: string) => ['admin', 'credentials', 'list', search] as const,
  holders: (search: string) => ['admin', 'credentials', 'holders', search] as const,
};

export const useAdminCredentials = (search: string) =>
  useQuery({
    queryKey: credentialKeys.list(search),
    queryFn: () =>
      api('/api/admin/credentials', { reply: adminCredentialsReply, query: { search: search || undefined } }),
    retry: 0,
  });

export const useHolderSearch = (search: string) =>
  useQuery({
    queryKey: credentialKeys.holders(search),
    queryFn: () => api('/api/admin/credentials/holders', { reply: holderSearchReply, query: { search } }),
    enabled: search.length > 0,
    retry: 0,
  });

export const useIssueCredential = () => {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: IssueCredentialInput) =>
      api('/api/admin/credentials', { method: 'POST', json: input, reply: credentialReply }),
    onSuccess: () => void qc.invalidateQueries({ queryKey: ['admin'] }),
  });
};

export const useRevokeCredential = () => {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, reason }: { id: string; reason: string }) =>
      api(`/api/admin/credentials/${id}/revoke`, {
        method: 'POST',
        json: { reason },
        reply: credentialReply,
      }),
    onSuccess: () => void qc.invalidateQueries({ queryKey: ['admin'] }),
  });
};
