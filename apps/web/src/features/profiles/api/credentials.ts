import { queryOptions, useQuery } from '@tanstack/react-query';
import { credentialVerificationReply, heldCredentialsReply } from '@kt/shared';
import { api, ApiError } from '@/lib/api.ts';

const noRetryOn4xx = (count: number, err: unknown) =>
  !(err instanceof ApiError && err.status >= 400 && err.status < 500) && count < 1;

/** GET /api/users/{id}/credentials: the programme credentials issued to a person and not revoked. */
export const heldCredentialsQuery = (userId: string) =>
  queryOptions({
    queryKey: ['profiles', 'credentials', userId] as const,
    queryFn: async () =>
      (await api(`/api/users/${encodeURIComponent(userId)}/credentials`, { reply: heldCredentialsReply }))
        .credentials,
    retry: noRetryOn4xx,
  });

export const useHeldCredentials = (userId: string) =>
  useQuery({ ...heldCredentialsQuery(userId), enabled: !!userId && userId !== 'me' });

/**
 * GET /api/credentials/{id}/verification: the server checks the stored credential against the
 * published JWK Set alone and its revocation (never cached: a revocation shows at once).
 */
export const useCredentialVerification = (id: string) =>
  useQuery({
    queryKey: ['profiles', 'credential-verification', id] as const,
    queryFn: async () =>
      (
        await api(`/api/credentials/${encodeURIComponent(id)}/verification`, {
          reply: credentialVerificationReply,
        })
      ).verification,
    retry: noRetryOn4xx,
    staleTime: 0,
  });
