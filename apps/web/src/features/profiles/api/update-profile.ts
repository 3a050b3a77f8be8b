import { api } from '@/lib/api.ts';

type OkReply = { success: boolean; message?: string };

/** PUT /api/profile/me with `{ location }` or `{ hourlyRate }` (a number). */
export const updateProfile = (body: { location: string } | { hourlyRate: number }) =>
  api<OkReply>('/api/profile/me', { method: 'PUT', json: body });
