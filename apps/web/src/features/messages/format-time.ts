import { clockOptions, formatDate } from '@/lib/i18n/format.ts';
import { m } from '@/paraglide/messages.js';

/** A message's time, hour:minute in the reader's language (24-hour in Urdu: its AM/PM are Latin). */
export function messageTime(iso: string): string {
  return formatDate(iso, {
    hour: '2-digit',
    minute: '2-digit',
    ...clockOptions(),
  });
}

/** An inbox row's time: the hour today, 'Yesterday', the weekday this week, else the date. */
export function conversationTime(iso: string, now: Date = new Date()): string {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return '';
  const startOfToday = new Date(now.getFullYear(), now.getMonth(), now.getDate()).getTime();
  const day = 24 * 60 * 60 * 1000;
  if (d.getTime() >= startOfToday) return messageTime(iso);
  if (d.getTime() >= startOfToday - day) return m.messages_yesterday();
  if (d.getTime() >= startOfToday - 6 * day) return formatDate(d, { weekday: 'short' });
  return formatDate(d, {
    month: 'short',
    day: 'numeric',
    ...(d.getFullYear() !== now.getFullYear() ? { year: 'numeric' } : {}),
  });
}
