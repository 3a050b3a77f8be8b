import { formatDate, formatNumber } from '@/lib/i18n/format.ts';
import { m } from '@/paraglide/messages.js';

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

/**
 * How long ago, in the reader's language: 'Just now', '3 hours ago', '2 days ago', then the date
 * (the English forms of the shared `postedAgo`).
 */
export function postedAgo(date: string | Date, now: Date = new Date()): string {
  const then = typeof date === 'string' ? new Date(date) : date;
  const diff = now.getTime() - then.getTime();
  if (Number.isNaN(diff)) return '';
  if (diff < HOUR) return m.notifications_just_now();
  if (diff < DAY) {
    const count = Math.floor(diff / HOUR);
    return m.notifications_hours_ago({ count, shown: formatNumber(count) });
  }
  if (diff < 7 * DAY) {
    const count = Math.floor(diff / DAY);
    return m.notifications_days_ago({ count, shown: formatNumber(count) });
  }
  return formatDate(then);
}
