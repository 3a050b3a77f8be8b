import { api } from '@/lib/api.ts';

/** POST /api/profile/me/education; `years` is free text such as "2016-2020". */
export const addEducation = (body: { degree: string; institution: string; years: string }) =>
  api<{ success: boolean; message?: string }>('/api/profile/me/education', {
    method: 'POST',
    json: body,
  });
