/**
 * Payout batches (issue 32, PAYOUTS_PROVIDER=manual): the operator pays the day's withdrawals on one
 * rail through the bank's bulk-transfer portal, then records the bank's results. Amounts are integer
 * minor units (see money.ts). The transfer file's layout is in docs/payout-batches.md.
 */
import { text, z } from './zod.ts';
import { CURRENCIES } from './money.ts';
import { PAYOUT_RAILS } from './wallet.ts';

export const PAYOUT_BATCH_STATUSES = ['open', 'sent', 'settled', 'cancelled'] as const;
export type PayoutBatchStatus = (typeof PAYOUT_BATCH_STATUSES)[number];

export const payoutBatchCreateInput = z.object({
  rail: z.enum(PAYOUT_RAILS, { message: 'Choose JazzCash, Easypaisa or a bank account' }),
});

/** One row of the bank's results: `reference` is the transfer file's own reference column. */
export const payoutResultRow = z.object({
  reference: text('Reference', { message: 'Each row needs its reference' }).trim().min(1).max(64),
  status: z.enum(['paid', 'failed'], { message: 'Status must be paid or failed' }),
  bankReference: text('Bank reference').trim().max(100).optional(),
  reason: text('Reason').trim().max(500).optional(),
});
export type PayoutResultRow = z.infer<typeof payoutResultRow>;

export const payoutResultsInput = z.object({
  rows: z
    .array(payoutResultRow, { message: 'Send the rows of the results file' })
    .min(1, 'The results file has no rows')
    .max(5000, 'At most 5000 rows'),
});
export type PayoutResultsInput = z.infer<typeof payoutResultsInput>;

export const payoutBatchItemDto = z.object({
  withdrawalId: z.string(),
  reference: z.string(),
  amount: z.number(),
  fee: z.number(),
  /** What the file pays: amount − fee. */
  net: z.number(),
  currency: z.enum(CURRENCIES),
  /** What the transfer file pays, in paisa: the net of a rupee withdrawal, or a dollar one's converted amount. */
  amountPkr: z.number(),
  /** The USD→PKR rate a dollar withdrawal was converted at ("278.45") and its source; null for rupees. */
  rate: z.string().nullable(),
  rateSource: z.string().nullable(),
  status: z.string(),
  holderName: z.string(),
  /** Masked: the last four characters only (the file has the whole account). */
  account: z.string(),
  user: z.object({ _id: z.string(), name: z.string() }),
  bankReference: z.string().nullable(),
  failureReason: z.string().nullable(),
});

export const payoutBatchDto = z.object({
  _id: z.string(),
  number: z.number(),
  rail: z.enum(PAYOUT_RAILS),
  currency: z.enum(CURRENCIES),
  status: z.enum(PAYOUT_BATCH_STATUSES),
  count: z.number(),
  total: z.number(),
  paid: z.number(),
  failed: z.number(),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
  settledAt: z.string().nullable(),
  cancelledAt: z.string().nullable(),
});
export type PayoutBatchDto = z.infer<typeof payoutBatchDto>;

export const payoutBatchDetailDto = payoutBatchDto.extend({ items: z.array(payoutBatchItemDto) });
export type PayoutBatchDetailDto = z.infer<typeof payoutBatchDetailDto>;

export const payoutBatchesReply = z.object({ success: z.literal(true), batches: z.array(payoutBatchDto) });
export const payoutBatchReply = z.object({
  success: z.literal(true),
  message: z.string().optional(),
  batch: payoutBatchDetailDto,
});
export const payoutResultsReply = payoutBatchReply.extend({
  /** References settled by this file; already settled ones; references not in this batch. */
  settled: z.array(z.string()),
  unchanged: z.array(z.string()),
  unknown: z.array(z.string()),
});
export type PayoutResultsReply = z.infer<typeof payoutResultsReply>;
