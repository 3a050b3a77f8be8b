import { toast } from 'sonner';
import { m } from '@/paraglide/messages.js';
import { localizeMessage } from './i18n/server-messages.ts';

/**
 * Notices of spec section 8: titled 'Error' (destructive) or 'Success'. The title and the
 * description are shown in the reader's language (server messages through localizeMessage).
 */
export function notifyError(description: string, title?: string) {
  toast.error(localizeMessage(title ?? m.err_title_error()), { description: localizeMessage(description) });
}

export function notifySuccess(description: string, title?: string) {
  toast.success(localizeMessage(title ?? m.err_title_success()), {
    description: localizeMessage(description),
  });
}
