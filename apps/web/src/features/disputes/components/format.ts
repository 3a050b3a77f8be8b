import { formatDate, formatDateTime, ltr } from '@/lib/i18n/format.ts';
import {
  formatMoney,
  type DisputeSettledBy,
  type DisputeState,
  type DisputeSummaryDto,
  type SplitInput,
} from '@kt/shared';
import { m } from '@/paraglide/messages.js';

export const disputeStateLabel = (s: DisputeState): string =>
  ({ open: m.disputes_state_open, mediation: m.disputes_state_mediation, settled: m.disputes_state_settled })[
    s
  ]();

export const settledByLabel = (s: DisputeSettledBy): string =>
  ({ agreement: m.disputes_by_agreement, silence: m.disputes_by_silence, mediator: m.disputes_by_mediator })[
    s
  ]();

/** An amount inside a sentence: isolated left to right in Urdu, unchanged in English. */
export { ltr };

/** "6 Dec 2026": deadlines are shown as dates. */
export const dateOf = (iso: string) => formatDate(iso);

/** "6 Dec 2026, 14:05". */
export const dateTimeOf = (iso: string) => formatDateTime(iso);

export const splitWords = (d: Pick<DisputeSummaryDto, 'currency'>, p: SplitInput) =>
  m.disputes_split_words({
    freelancer: ltr(formatMoney(p.toFreelancer, d.currency)),
    client: ltr(formatMoney(p.toClient, d.currency)),
  });

export const nameOf = (u: { firstName: string; lastName: string }) => `${u.firstName} ${u.lastName}`.trim();
