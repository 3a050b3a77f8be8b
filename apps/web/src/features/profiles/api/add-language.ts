import { api } from '@/lib/api.ts';

/** POST /api/profile/me/languages. */
export const addLanguage = (language: string) =>
  api<{ success: boolean; message?: string }>('/api/profile/me/languages', {
    method: 'POST',
    json: { language },
  });
