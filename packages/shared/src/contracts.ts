/**
 * Contracts, milestones and escrow (issue 15): statuses defined once, the inputs the API accepts
 * and the replies it sends. Amounts are integer minor units with a currency (see money.ts).
 */
import { text, z } from './zod.ts';
import { CURRENCIES, DEFAULT_CURRENCY, groupedAmount, type Currency } from './money.ts';
import { awaitingPaymentDto, paymentMethodDto } from './payment-methods.ts';
import { publicUserDto } from './auth.ts';
import { pausedDto } from './outages.ts';

export const CONTRACT_STATUSES = [
  'offered',
  'active',
  'declined',
  'withdrawn',
  'expired',
  'completed',
] as const;
export type ContractStatus = (typeof CONTRACT_STATUSES)[number];

/**
 * pending: agreed, not yet paid into escrow · funding: a checkout is open on the payment provider's
 * page (issue 31) · funded: in escrow · submitted: work handed in ·
 * changes_requested: the client asked for more · refund_requested: the client asked for the money
 * back · released: paid to the freelancer · refunded: all or part returned to the client (the rest
 * released) · cancelled: dropped before it was funded · disputed: a dispute is open on it (issue 18;
 * its timers do not act) · split: a dispute settled it with part to each side.
 */
export const MILESTONE_STATUSES = [
  'pending',
  'funding',
  'funded',
  'submitted',
  'changes_requested',
  'refund_requested',
  'released',
  'refunded',
  'cancelled',
  'disputed',
  'split',
] as const;
export type MilestoneStatus = (typeof MILESTONE_STATUSES)[number];

/** Statuses in which a milestone's money sits in escrow: a contract cannot end while one does. */
export const ESCROWED_MILESTONE_STATUSES = [
  'funded',
  'submitted',
  'changes_requested',
  'refund_requested',
  'disputed',
] as const satisfies readonly MilestoneStatus[];

/**
 * A milestone's limits in its own currency (issue 32: a rupee is not a dollar): $1.00 to
 * $100,000.00, Rs 1.00 to Rs 25,000,000.00 (a Rs 2,000,000 milestone is ordinary in Pakistan).
 * Checked by the offer form, the API's schemas and the milestone added later; the database's CHECK
 * holds the widest of them.
 */
export const MILESTONE_LIMITS: Record<Currency, { min: number; max: number }> = {
  USD: { min: 100, max: 10_000_000 },
  PKR: { min: 100, max: 2_500_000_000 },
};
export const MILESTONE_MIN_MINOR = Math.min(...Object.values(MILESTONE_LIMITS).map((l) => l.min));
/** The largest milestone in any currency (a refund or a split share is never more). */
export const MILESTONE_MAX_MINOR = Math.max(...Object.values(MILESTONE_LIMITS).map((l) => l.max));
export const MAX_MILESTONES = 20;

/**
 * Why a milestone amount is refused in a currency ("Milestone amount must be at most
 * 100,000.00"), or undefined when it is within that currency's limits.
 */
export function milestoneAmountProblem(
  amount: number,
  currency: Currency,
  label = 'Milestone amount',
): string | undefined {
  const { min, max } = MILESTONE_LIMITS[currency];
  if (amount < min) return `${label} must be at least ${groupedAmount(min, currency)}`;
  if (amount > max) return `${label} must be at most ${groupedAmount(max, currency)}`;
  return undefined;
}

/**
 * The platform fee on an amount, in basis points (500 = 5 %), rounded half up to a whole minor
 * unit; the freelancer receives the rest, so fee + net is always the amount.
 */
export function platformFee(amount: number, feeBasisPoints: number): { fee: number; net: number } {
  const fee = Math.floor((amount * feeBasisPoints + 5000) / 10000);
  return { fee, net: amount - fee };
}

const minorAmount = (label: string) =>
  z
    .number({ message: `${label} must be a whole number of cents` })
    .int(`${label} must be a whole number of cents`)
    .min(MILESTONE_MIN_MINOR, `${label} must be at least ${groupedAmount(MILESTONE_MIN_MINOR, 'USD')}`)
    .max(MILESTONE_MAX_MINOR, `${label} must be at most ${groupedAmount(MILESTONE_MAX_MINOR, 'USD')}`);

const dueDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Due date must be a date such as 2026-12-31')
  .refine((v) => !Number.isNaN(Date.parse(v)), 'Due date must be a real date')
  .nullish();

export const milestoneInput = z.object({
  title: text('Milestone title', { message: 'Milestone title is required' })
    .trim()
    .min(1, 'Milestone title is required')
    .max(200, 'Milestone title must be at most 200 characters'),
  amount: minorAmount('Milestone amount'),
  dueDate,
});
export type MilestoneInput = z.infer<typeof milestoneInput>;

export const contractCreateInput = z
  .object({
    applicationId: z.uuid({ message: 'Invalid proposal id' }).optional(),
    freelancerId: z.uuid({ message: 'Invalid freelancer id' }).optional(),
    title: text('Title', { message: 'Title is required' })
      .trim()
      .min(1, 'Title is required')
      .max(200, 'Title must be at most 200 characters'),
    description: text('Description', { message: 'Description is required' })
      .trim()
      .min(1, 'Description is required')
      .max(5000, 'Description must be at most 5000 characters'),
    currency: z.enum(CURRENCIES, { message: 'Currency must be USD or PKR' }).default(DEFAULT_CURRENCY),
    milestones: z
      .array(milestoneInput, { message: 'Add at least one milestone' })
      .min(1, 'Add at least one milestone')
      .max(MAX_MILESTONES, `At most ${MAX_MILESTONES} milestones`),
  })
  .refine((v) => (v.applicationId ? 1 : 0) + (v.freelancerId ? 1 : 0) === 1, {
    message: 'Give either a proposal or a freelancer to hire',
    path: ['applicationId'],
  })
  .superRefine((v, ctx) => {
    v.milestones.forEach((m, i) => {
      const problem = milestoneAmountProblem(m.amount, v.currency);
      if (problem) ctx.addIssue({ code: 'custom', message: problem, path: ['milestones', i, 'amount'] });
    });
  });
export type ContractCreateInput = z.infer<typeof contractCreateInput>;

/** Adding a milestone names no currency: it is the contract's. */
export const milestoneAddInput = milestoneInput;
export type MilestoneAddInput = z.infer<typeof milestoneAddInput>;

export const milestoneSubmitInput = z.object({
  message: text('Message', { message: 'Describe the work you are submitting' })
    .trim()
    .min(1, 'Describe the work you are submitting')
    .max(5000, 'Message must be at most 5000 characters'),
  attachments: z
    .array(text('Attachment').trim().min(1).max(500), { message: 'Attachments must be a list of links' })
    .max(10, 'At most 10 attachments')
    .optional(),
});
export type MilestoneSubmitInput = z.infer<typeof milestoneSubmitInput>;

export const milestoneMessageInput = z.object({
  message: text('Message', { message: 'Say what should change' })
    .trim()
    .min(1, 'Say what should change')
    .max(5000, 'Message must be at most 5000 characters'),
});
export type MilestoneMessageInput = z.infer<typeof milestoneMessageInput>;

export const refundRequestInput = z.object({
  reason: text('Reason', { message: 'Give a reason for the refund' })
    .trim()
    .min(1, 'Give a reason for the refund')
    .max(2000, 'Reason must be at most 2000 characters'),
});
export type RefundRequestInput = z.infer<typeof refundRequestInput>;

export const refundInput = z.object({
  amount: z
    .number({ message: 'Refund amount must be a whole number of cents' })
    .int('Refund amount must be a whole number of cents')
    .min(1, 'Refund amount must be at least 0.01')
    .max(MILESTONE_MAX_MINOR, 'Refund amount is more than the milestone'),
});
export type RefundInput = z.infer<typeof refundInput>;

export const contractListQuery = z.object({
  as: z.enum(['client', 'freelancer'], { message: 'as must be client or freelancer' }).optional(),
  status: z.enum(CONTRACT_STATUSES, { message: 'Unknown contract status' }).optional(),
});
export type ContractListQuery = z.infer<typeof contractListQuery>;

export const milestoneDto = z.object({
  _id: z.string(),
  position: z.number(),
  title: z.string(),
  amount: z.number(),
  currency: z.enum(CURRENCIES),
  /** Platform fee taken at release and what the freelancer receives. */
  fee: z.number(),
  net: z.number(),
  dueDate: z.string().nullable(),
  status: z.enum(MILESTONE_STATUSES),
  submission: z.object({ message: z.string(), attachments: z.array(z.string()) }).nullable(),
  refundReason: z.string().nullable(),
  /** The client's note of the last change request, while the milestone waits for the changes. */
  changeRequest: z.string().nullable(),
  refundedAmount: z.number(),
  releasedAmount: z.number(),
  fundedAt: z.string().nullable(),
  submittedAt: z.string().nullable(),
  autoReleaseAt: z.string().nullable(),
  refundRequestedAt: z.string().nullable(),
  refundDueAt: z.string().nullable(),
  releasedAt: z.string().nullable(),
  refundedAt: z.string().nullable(),
  createdAt: z.string(),
  /** The checkout open while the milestone is `funding`. */
  awaitingPayment: awaitingPaymentDto.nullable(),
  /**
   * Where the money refunded to the client went (issue 31): back through the provider that took it
   * (`provider`: cards, the sandbox) or to the client's wallet balance (`wallet`: JazzCash cannot
   * refund); null while nothing was refunded.
   */
  refundedTo: z.enum(['provider', 'wallet']).nullable(),
});
export type MilestoneDto = z.infer<typeof milestoneDto>;

export const contractEventDto = z.object({
  _id: z.string(),
  kind: z.string(),
  milestoneId: z.string().nullable(),
  actorId: z.string().nullable(),
  message: z.string(),
  createdAt: z.string(),
});
export type ContractEventDto = z.infer<typeof contractEventDto>;

const totals = z.object({
  /** Ever paid into escrow. */
  funded: z.number(),
  /** In escrow now. */
  inEscrow: z.number(),
  /** Paid out to the freelancer, before the fee. */
  released: z.number(),
  refunded: z.number(),
  fees: z.number(),
});

export const contractSummaryDto = z.object({
  _id: z.string(),
  title: z.string(),
  status: z.enum(CONTRACT_STATUSES),
  currency: z.enum(CURRENCIES),
  feePercent: z.number(),
  client: publicUserDto,
  freelancer: publicUserDto,
  jobId: z.string().nullable(),
  applicationId: z.string().nullable(),
  total: z.number(),
  offerExpiresAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type ContractSummaryDto = z.infer<typeof contractSummaryDto>;

export const contractDto = contractSummaryDto.extend({
  description: z.string(),
  acceptedAt: z.string().nullable(),
  endedAt: z.string().nullable(),
  milestones: z.array(milestoneDto),
  totals,
  activity: z.array(contractEventDto),
  paymentsProvider: z.string(),
  /** The payment methods configured for this contract's currency, in the order offered. */
  paymentMethods: z.array(paymentMethodDto),
  /** Its clocks stand still: a party's district is in an outage (issue 36); null otherwise. */
  paused: pausedDto.nullable().optional(),
});
export type ContractDto = z.infer<typeof contractDto>;

export const contractReply = z.object({
  success: z.literal(true),
  message: z.string(),
  contract: contractDto,
});
export type ContractReply = z.infer<typeof contractReply>;
export const contractGetReply = z.object({ success: z.literal(true), contract: contractDto });
export const balanceDto = z.object({
  currency: z.enum(CURRENCIES),
  /** Released to me, still in the FUNDS_HOLD period. */
  pending: z.number(),
  available: z.number(),
});
export type BalanceDto = z.infer<typeof balanceDto>;

export const contractListReply = z.object({
  success: z.literal(true),
  contracts: z.array(contractSummaryDto),
  /** The caller's own earnings by currency (empty until something was released to them). */
  balances: z.array(balanceDto),
});
export type ContractListReply = z.infer<typeof contractListReply>;
