import { api } from '@/lib/api.ts';

/** POST /api/profile/me/certifications; the year is free text. */
export const addCertification = (body: { name: string; issuer: string; year: string }) =>
  api<{ success: boolean; message?: string }>('/api/profile/me/certifications', {
    method: 'POST',
    json: body,
  });
