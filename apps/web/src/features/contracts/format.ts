import type { ContractStatus, MilestoneStatus } from '@kt/shared';

export const CONTRACT_STATUS_LABEL: Record<ContractStatus, string> = {
  offered: 'Offer sent',
  active: 'Active',
  declined: 'Declined',
  withdrawn: 'Withdrawn',
  expired: 'Expired',
  completed: 'Completed',
};

export const MILESTONE_STATUS_LABEL: Record<MilestoneStatus, string> = {
  pending: 'Not funded',
  funded: 'Funded (in escrow)',
  submitted: 'Work submitted',
  changes_requested: 'Changes requested',
  refund_requested: 'Refund requested',
  released: 'Paid',
  refunded: 'Refunded',
  cancelled: 'Cancelled',
  disputed: 'Disputed',
  split: 'Split by dispute',
};

/** "6 Dec" (and the year when it is not this year). */
export function dayInWords(iso: string): string {
  const d = new Date(iso);
  const sameYear = d.getFullYear() === new Date().getFullYear();
  return d.toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'short',
    ...(sameYear ? {} : { year: 'numeric' }),
  });
}

export function dateTime(iso: string): string {
  return new Date(iso).toLocaleString('en-GB', {
    day: 'numeric',
    month: 'short',
    hour: '2-digit',
    minute: '2-digit',
  });
}

export const personName = (u: { firstName: string; lastName: string }) =>
  `${u.firstName} ${u.lastName}`.trim();
