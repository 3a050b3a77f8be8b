import { clockOptions, ltr } from '@/lib/i18n/format.ts';
import type { ContractStatus, MilestoneStatus } from '@kt/shared';
import { getLocale } from '@/paraglide/runtime.js';
import { m } from '@/paraglide/messages.js';

/** Status labels in the reader's language (read inside components: messages follow the locale). */
export const contractStatusLabel = (s: ContractStatus): string =>
  ({
    offered: m.contracts_status_offered,
    active: m.contracts_status_active,
    declined: m.contracts_status_declined,
    withdrawn: m.contracts_status_withdrawn,
    expired: m.contracts_status_expired,
    completed: m.contracts_status_completed,
  })[s]();

export const milestoneStatusLabel = (s: MilestoneStatus): string =>
  ({
    pending: m.contracts_ms_pending,
    funded: m.contracts_ms_funded,
    submitted: m.contracts_ms_submitted,
    changes_requested: m.contracts_ms_changes_requested,
    refund_requested: m.contracts_ms_refund_requested,
    released: m.contracts_ms_released,
    refunded: m.contracts_ms_refunded,
    cancelled: m.contracts_ms_cancelled,
    disputed: m.contracts_ms_disputed,
    split: m.contracts_ms_split,
  })[s]();

/** Dates keep their English form ('en-GB') in English and use Urdu month names in Urdu. */
const dateLocale = () => (getLocale() === 'ur' ? 'ur-PK' : 'en-GB');

/**
 * A Latin island (an amount, a number) inside a sentence: in Urdu wrapped in Unicode isolates so it
 * reads left to right inside right-to-left text; English text stays exactly as it was.
 */
export { ltr };

/** "6 Dec" (and the year when it is not this year). */
export function dayInWords(iso: string): string {
  const d = new Date(iso);
  const sameYear = d.getFullYear() === new Date().getFullYear();
  return d.toLocaleDateString(dateLocale(), {
    day: 'numeric',
    month: 'short',
    ...(sameYear ? {} : { year: 'numeric' }),
  });
}

/** "28 November 2026". */
export const dayLong = (iso: string): string =>
  new Date(iso).toLocaleDateString(dateLocale(), { day: 'numeric', month: 'long', year: 'numeric' });

export function dateTime(iso: string): string {
  return new Date(iso).toLocaleString(dateLocale(), {
    day: 'numeric',
    month: 'short',
    hour: '2-digit',
    minute: '2-digit',
    ...clockOptions(),
  });
}

export const personName = (u: { firstName: string; lastName: string }) =>
  `${u.firstName} ${u.lastName}`.trim();
