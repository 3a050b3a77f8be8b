import { m } from '@/paraglide/messages.js';
import { getLocale } from '@/paraglide/runtime.js';
import { loadServerMessages, localizeMessage } from './i18n/server-messages.ts';

/**
 * Notices of spec section 8: titled 'Error' (destructive) or 'Success'. The title and the
 * description are shown in the reader's language (server messages through localizeMessage; in Urdu
 * the notice waits for the Urdu table, fetched once the page is idle, when it has not arrived yet).
 */
export function notifyError(description: string, title?: string) {
  void ready().then(([{ toast }]) =>
    toast.error(localizeMessage(title ?? m.err_title_error()), { description: localizeMessage(description) }),
  );
}

export function notifySuccess(description: string, title?: string) {
  void ready().then(([{ toast }]) =>
    toast.success(localizeMessage(title ?? m.err_title_success()), {
      description: localizeMessage(description),
    }),
  );
}

/** sonner's code, fetched with the first notice (or the Toaster, lib/toaster.tsx), not the first load. */
const ready = () =>
  Promise.all([import('sonner'), getLocale() === 'ur' ? loadServerMessages() : undefined] as const);
