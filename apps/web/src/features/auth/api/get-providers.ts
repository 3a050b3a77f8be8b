import { queryOptions, useQuery } from '@tanstack/react-query';
import { providersReply } from '@kt/shared';
import { api } from '@/lib/api.ts';

/** Which other sign-in methods the server is configured for. */
export const getProviders = () => api('/api/auth/providers', { reply: providersReply });

export const providersQuery = () =>
  queryOptions({ queryKey: ['auth', 'providers'], queryFn: getProviders, staleTime: Infinity, retry: 0 });

/** True only once the server has said Google sign-in is configured; any failure hides the button. */
export function useGoogleEnabled(): boolean {
  const { data } = useQuery(providersQuery());
  return data?.google === true;
}
