import { okReply } from '@kt/shared';
import { api } from '@/lib/api.ts';

/** POST /api/profile/me/certifications; the year is free text. */
export const addCertification = (body: { name: string; issuer: string; year: string }) =>
  api('/api/profile/me/certifications', {
    reply: okReply,
    method: 'POST',
    json: body,
  });
