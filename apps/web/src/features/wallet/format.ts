import { formatMoney, type Currency } from '@kt/shared';

export const money = (amount: number, currency: Currency) => formatMoney(amount, currency);

/** "Tue, 1 Dec 2026": the exact day, in the reader's time zone. */
export const day = (iso: string) =>
  new Date(iso).toLocaleDateString('en-GB', {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
  });

export const dateTime = (iso: string) =>
  new Date(iso).toLocaleString('en-GB', {
    day: 'numeric',
    month: 'short',
    hour: '2-digit',
    minute: '2-digit',
  });

export const STATUS_LABELS: Record<string, string> = {
  in_review: 'Awaiting review',
  processing: 'Processing',
  sent: 'Sent',
  paid: 'Paid',
  failed: 'Failed',
};
