import { clockOptions, ltr } from '@/lib/i18n/format.ts';
import {
  formatMoney,
  type DisputeSettledBy,
  type DisputeState,
  type DisputeSummaryDto,
  type SplitInput,
} from '@kt/shared';
import { getLocale } from '@/paraglide/runtime.js';
import { m } from '@/paraglide/messages.js';

export const disputeStateLabel = (s: DisputeState): string =>
  ({ open: m.disputes_state_open, mediation: m.disputes_state_mediation, settled: m.disputes_state_settled })[
    s
  ]();

export const settledByLabel = (s: DisputeSettledBy): string =>
  ({ agreement: m.disputes_by_agreement, silence: m.disputes_by_silence, mediator: m.disputes_by_mediator })[
    s
  ]();

/** Dates keep their English form ('en-GB') in English and use Urdu month names in Urdu. */
const dateLocale = () => (getLocale() === 'ur' ? 'ur-PK' : 'en-GB');

/** An amount inside a sentence: isolated left to right in Urdu, unchanged in English. */
export { ltr };

/** "6 Dec 2026": deadlines are shown as dates. */
export const dateOf = (iso: string) =>
  new Date(iso).toLocaleDateString(dateLocale(), { day: 'numeric', month: 'short', year: 'numeric' });

export const dateTimeOf = (iso: string) =>
  new Date(iso).toLocaleString(dateLocale(), {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    ...clockOptions(),
  });

export const splitWords = (d: Pick<DisputeSummaryDto, 'currency'>, p: SplitInput) =>
  m.disputes_split_words({
    freelancer: ltr(formatMoney(p.toFreelancer, d.currency)),
    client: ltr(formatMoney(p.toClient, d.currency)),
  });

export const nameOf = (u: { firstName: string; lastName: string }) => `${u.firstName} ${u.lastName}`.trim();
