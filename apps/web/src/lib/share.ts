import { m } from '@/paraglide/messages.js';
import { ltr } from './i18n/format.ts';
import { notifyError, notifySuccess } from './notify.ts';

/** Copies text with the Clipboard API, or the old way where that is missing (plain http on a LAN). */
async function copyText(text: string): Promise<boolean> {
  try {
    if (navigator.clipboard?.writeText) {
      await navigator.clipboard.writeText(text);
      return true;
    }
  } catch {
    // Refused (no permission, no focus): fall through to the old way.
  }
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.opacity = '0';
  document.body.append(area);
  area.select();
  try {
    return document.execCommand('copy');
  } catch {
    return false;
  } finally {
    area.remove();
  }
}

/**
 * Shares a link through the system's share sheet where the browser has one (`navigator.share`),
 * otherwise copies it and says so in a toast; if even that fails, the toast shows the link.
 */
export async function shareLink({ title, url }: { title: string; url: string }) {
  if (typeof navigator.share === 'function') {
    try {
      await navigator.share({ title, url });
    } catch {
      // Cancelled by the user: nothing to do.
    }
    return;
  }
  if (await copyText(url)) notifySuccess(m.jobown_link_copied_text(), m.jobown_link_copied());
  else notifyError(m.jobown_copy_link_text({ url: ltr(url) }), m.jobown_copy_failed());
}
