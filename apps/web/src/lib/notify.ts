import { m } from '@/paraglide/messages.js';
import { localizeMessage } from './i18n/server-messages.ts';

/**
 * Notices of spec section 8: titled 'Error' (destructive) or 'Success'. The title and the
 * description are shown in the reader's language (server messages through localizeMessage).
 */
export function notifyError(description: string, title?: string) {
  const shown = localizeMessage(title ?? m.err_title_error());
  const text = localizeMessage(description);
  void sonner().then(({ toast }) => toast.error(shown, { description: text }));
}

export function notifySuccess(description: string, title?: string) {
  const shown = localizeMessage(title ?? m.err_title_success());
  const text = localizeMessage(description);
  void sonner().then(({ toast }) => toast.success(shown, { description: text }));
}

/** sonner's code, fetched with the first notice (or the Toaster, lib/toaster.tsx), not the first load. */
const sonner = () => import('sonner');
