import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type ProfileFormValues, profileSaveReply } from '@kt/shared';
import { api, ApiError } from '@/lib/api.ts';
import { profileKeys } from './keys.ts';
import { m } from '@/paraglide/messages.js';

export type ProfileImages = { profileImage?: File | null; coverImage?: File | null };

/**
 * POST /api/profile as multipart: "Profile as sent on save" (spec section 3). Lists travel as JSON;
 * skills are the services, languages always English, and the other lists empty.
 */
export function saveProfile(values: ProfileFormValues, images: ProfileImages) {
  const form = new FormData();
  form.set('headline', values.headline);
  form.set('jobTitle', values.jobTitle);
  form.set('bio', values.bio);
  form.set('services', JSON.stringify(values.services));
  form.set('skills', JSON.stringify(values.services));
  form.set('portfolio', '[]');
  form.set('hourlyRate', String(values.hourlyRate));
  form.set('location', values.location);
  form.set('country', values.country);
  form.set('socialMedia', JSON.stringify(values.socialMedia));
  form.set('languages', JSON.stringify(['English']));
  form.set('certifications', '[]');
  form.set('education', '[]');
  if (images.profileImage) form.set('profileImage', images.profileImage, images.profileImage.name);
  if (images.coverImage) form.set('coverImage', images.coverImage, images.coverImage.name);
  // Photos on a slow link need longer than the usual 10 s.
  return api('/api/profile', { reply: profileSaveReply, method: 'POST', form, timeoutMs: 120_000 });
}

export function useSaveProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ values, images }: { values: ProfileFormValues; images: ProfileImages }) =>
      saveProfile(values, images),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: profileKeys.all }),
  });
}

/** The notice of spec section 8 for a failed save. */
export function saveErrorMessage(err: unknown): string {
  if (err instanceof ApiError && !err.isNetwork) {
    if (err.status >= 400) return m.profedit_server_error({ status: String(err.status) });
    if (typeof err.body === 'string') {
      return m.profedit_invalid_response();
    }
  }
  return m.profedit_save_failed_retry();
}
