import { okReply } from '@kt/shared';
import { api } from '@/lib/api.ts';

/** POST /api/profile/me/languages. */
export const addLanguage = (language: string) =>
  api('/api/profile/me/languages', {
    reply: okReply,
    method: 'POST',
    json: { language },
  });
