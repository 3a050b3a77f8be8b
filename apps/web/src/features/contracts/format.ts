import { formatDate, formatDateTime, ltr } from '@/lib/i18n/format.ts';
import type { ContractStatus, MilestoneStatus } from '@kt/shared';
import { m } from '@/paraglide/messages.js';

/**
 * Status labels in the reader's language (read inside components: messages follow the locale). An
 * offer is "Offer sent" to the client and "Offer received" to the freelancer (issue 34).
 */
export const contractStatusLabel = (s: ContractStatus, viewer?: 'client' | 'freelancer' | 'admin'): string =>
  s === 'offered' && viewer === 'freelancer'
    ? m.contracts_status_offer_received()
    : {
        offered: m.contracts_status_offered,
        active: m.contracts_status_active,
        declined: m.contracts_status_declined,
        withdrawn: m.contracts_status_withdrawn,
        expired: m.contracts_status_expired,
        completed: m.contracts_status_completed,
      }[s]();

export const milestoneStatusLabel = (s: MilestoneStatus): string =>
  ({
    pending: m.contracts_ms_pending,
    funding: m.contracts_ms_funding,
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

/**
 * A Latin island (an amount, a number) inside a sentence: in Urdu wrapped in Unicode isolates so it
 * reads left to right inside right-to-left text; English text stays exactly as it was.
 */
export { ltr };

/** "6 Dec 2026" (decision 036: one family of dates, always with the year). */
export const dayInWords = (iso: string): string => formatDate(iso);

/** "28 Nov 2026". */
export const dayLong = (iso: string): string => formatDate(iso);

/** "28 Nov 2026, 14:05". */
export const dateTime = (iso: string): string => formatDateTime(iso);

export const personName = (u: { firstName: string; lastName: string }) =>
  `${u.firstName} ${u.lastName}`.trim();
