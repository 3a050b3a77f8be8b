import { formatClock, formatDate } from '@/lib/i18n/format.ts';
import { m } from '@/paraglide/messages.js';

/** A message's time, hour:minute on a 24-hour clock. */
export const messageTime = (iso: string): string => formatClock(iso);

/** An inbox row's time: the hour today, 'Yesterday', else the day ("27 Nov 2026"). */
export function conversationTime(iso: string, now: Date = new Date()): string {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return '';
  const startOfToday = new Date(now.getFullYear(), now.getMonth(), now.getDate()).getTime();
  const day = 24 * 60 * 60 * 1000;
  if (d.getTime() >= startOfToday) return messageTime(iso);
  if (d.getTime() >= startOfToday - day) return m.messages_yesterday();
  return formatDate(d);
}
