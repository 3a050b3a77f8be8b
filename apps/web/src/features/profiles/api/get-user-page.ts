import { queryOptions, useQuery } from '@tanstack/react-query';
import { userPageReply, type UserPageDto } from '@kt/shared';
import { api, ApiError } from '@/lib/api.ts';

/** GET /api/users/{id}: a person's public page (a client's page at /u/{id}; never the e-mail). */
export async function getUserPage(id: string): Promise<UserPageDto> {
  const res = await api(`/api/users/${encodeURIComponent(id)}`, { reply: userPageReply });
  return res.user;
}

export const userPageQuery = (id: string) =>
  queryOptions({
    queryKey: ['profiles', 'user-page', id] as const,
    queryFn: () => getUserPage(id),
    retry: (count, err) => !(err instanceof ApiError && err.status >= 400 && err.status < 500) && count < 1,
  });

export const useUserPage = (id: string, enabled = true) =>
  useQuery({ ...userPageQuery(id), enabled: enabled && !!id && id !== 'me' });
