import { queryOptions, useQuery } from '@tanstack/react-query';
import { type ProfileDto, profileReply } from '@kt/shared';
import { api, ApiError } from '@/lib/api.ts';
import { profileKeys } from './keys.ts';

/** GET /api/profile/me for 'me', otherwise GET /api/profile/{userId}. */
export async function getProfile(id: string): Promise<ProfileDto> {
  const path = id === 'me' ? '/api/profile/me' : `/api/profile/${encodeURIComponent(id)}`;
  const res = await api(path, { reply: profileReply });
  if (!res.success || !res.profile) throw new ApiError(404, 'Profile not found');
  return res.profile;
}

export const profileQuery = (id: string) =>
  queryOptions({
    queryKey: profileKeys.detail(id),
    queryFn: () => getProfile(id),
    // A missing profile stays missing: no retry on 4xx.
    retry: (count, err) => !(err instanceof ApiError && err.status >= 400 && err.status < 500) && count < 1,
  });

export const useProfile = (id: string, enabled = true) => useQuery({ ...profileQuery(id), enabled });
