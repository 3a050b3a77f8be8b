import { formatDate, formatDateTime, formatMonthYear, ltr } from '@/lib/i18n/format.ts';
import { formatMoney, type Currency } from '@kt/shared';
import { m } from '@/paraglide/messages.js';

export const money = (amount: number, currency: Currency) => formatMoney(amount, currency);

/** An amount or account number inside a sentence: isolated left to right in Urdu, unchanged in English. */
export { ltr };

/** "1 Dec 2026": the exact day, in the reader's time zone (decision 036). */
export const day = (iso: string) => formatDate(iso);

/** "1 Dec 2026, 14:05". */
export const dateTime = (iso: string) => formatDateTime(iso);

/** "27 Nov 2026": the day a payout batch went to the bank. */
export const bankDay = (iso: string) => formatDate(iso);

/** "November 2026" for "2026-11" (statement months are UTC months). */
export const monthLabel = (month: string) => formatMonthYear(`${month}-01T12:00:00Z`, { timeZone: 'UTC' });

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
