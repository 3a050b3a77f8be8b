import { clockOptions, ltr } from '@/lib/i18n/format.ts';
import { formatMoney, type Currency } from '@kt/shared';
import { getLocale } from '@/paraglide/runtime.js';
import { m } from '@/paraglide/messages.js';

export const money = (amount: number, currency: Currency) => formatMoney(amount, currency);

/** Dates keep their English form ('en-GB') in English and use Urdu month names in Urdu. */
const dateLocale = () => (getLocale() === 'ur' ? 'ur-PK' : 'en-GB');

/** An amount or account number inside a sentence: isolated left to right in Urdu, unchanged in English. */
export { ltr };

/** "Tue, 1 Dec 2026": the exact day, in the reader's time zone. */
export const day = (iso: string) =>
  new Date(iso).toLocaleDateString(dateLocale(), {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
  });

export const dateTime = (iso: string) =>
  new Date(iso).toLocaleString(dateLocale(), {
    day: 'numeric',
    month: 'short',
    hour: '2-digit',
    minute: '2-digit',
    ...clockOptions(),
  });

/** "November 2026" for "2026-11" in Urdu; English keeps the server's label. */
export const monthLabel = (month: string, label: string) =>
  getLocale() === 'ur'
    ? new Date(`${month}-01T12:00:00`).toLocaleDateString('ur-PK', { month: 'long', year: 'numeric' })
    : label;

export const statusLabel = (s: string): string => {
  const f = {
    in_review: m.wallet_status_in_review,
    processing: m.wallet_status_processing,
    sent: m.wallet_status_sent,
    paid: m.wallet_status_paid,
    failed: m.wallet_status_failed,
  }[s];
  return f ? f() : s;
};
