import { formatMoney, type DisputeSummaryDto, type SplitInput } from '@kt/shared';

export const DISPUTE_STATE_LABEL = {
  open: 'Open',
  mediation: 'In mediation',
  settled: 'Settled',
} as const;

export const SETTLED_BY_LABEL = {
  agreement: 'by agreement',
  silence: 'no answer in time',
  mediator: 'by the mediator',
} as const;

/** "6 Dec 2026": deadlines are shown as dates. */
export const dateOf = (iso: string) =>
  new Date(iso).toLocaleDateString('en-GB', { day: 'numeric', month: 'short', year: 'numeric' });

export const dateTimeOf = (iso: string) =>
  new Date(iso).toLocaleString('en-GB', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
  });

export const splitWords = (d: Pick<DisputeSummaryDto, 'currency'>, p: SplitInput) =>
  `${formatMoney(p.toFreelancer, d.currency)} to the freelancer, ${formatMoney(p.toClient, d.currency)} to the client`;

export const nameOf = (u: { firstName: string; lastName: string }) => `${u.firstName} ${u.lastName}`.trim();
