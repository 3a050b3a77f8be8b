import { okReply } from '@kt/shared';
import { api } from '@/lib/api.ts';

/** PUT /api/profile/me with `{ location }` or `{ hourlyRate }` (a number). */
export const updateProfile = (body: { location: string } | { hourlyRate: number }) =>
  api('/api/profile/me', { reply: okReply, method: 'PUT', json: body });
