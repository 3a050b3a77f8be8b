import { platformFee, type ContractDto, type MilestoneDto } from '@kt/shared';

/** A milestone has a receipt once money moved for it: paid into escrow (then released or refunded). */
export const hasReceipt = (m: MilestoneDto) => m.fundedAt !== null;

/** A short, stable receipt number derived from the milestone's id: "KT-1A2B3C4D-2". */
export const receiptNumber = (m: MilestoneDto) =>
  `KT-${m._id.replace(/-/g, '').slice(0, 8).toUpperCase()}-${m.position}`;

/** The receipt's date: the latest money movement (refund, release, or funding). */
export const receiptDate = (m: MilestoneDto) => m.refundedAt ?? m.releasedAt ?? m.fundedAt;

/**
 * What was paid out to the freelancer and the platform fee on it. A release pays the whole amount
 * (the milestone's `fee` and `net`); a partial refund pays the rest, with the fee on that rest,
 * computed by the same rule the server used (`platformFee`, rounded half up).
 */
export function payout(contract: ContractDto, m: MilestoneDto): { paid: number; fee: number; net: number } {
  if (m.releasedAmount <= 0) return { paid: 0, fee: 0, net: 0 };
  if (m.releasedAmount === m.amount) return { paid: m.amount, fee: m.fee, net: m.net };
  return { paid: m.releasedAmount, ...platformFee(m.releasedAmount, Math.round(contract.feePercent * 100)) };
}
