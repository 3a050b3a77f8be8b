import { z } from 'zod';
import { contractDto } from './contracts.ts';
import { CURRENCIES } from './money.ts';
import { PAYMENT_METHODS, PAYMENT_STATUSES } from './payment-methods.ts';

export * from './payment-methods.ts';

/**
 * Payments into escrow (issue 31). A client funds a milestone through a payment method; escrow
 * holds the money only once the provider's signed word says so, with the amount and currency it says.
 */
export const paymentDto = z.object({
  id: z.string(),
  milestoneId: z.string(),
  method: z.enum(PAYMENT_METHODS),
  status: z.enum(PAYMENT_STATUSES),
  amount: z.number(),
  currency: z.enum(CURRENCIES),
  expiresAt: z.string(),
  createdAt: z.string(),
});
export type PaymentDto = z.infer<typeof paymentDto>;

/** Where the browser goes next: a page to open, or a form to post (JazzCash page redirection). */
export const paymentNext = z.union([
  z.object({ redirectUrl: z.string() }),
  z.object({ form: z.object({ action: z.string(), fields: z.record(z.string(), z.string()) }) }),
]);
export type PaymentNext = z.infer<typeof paymentNext>;

/** `POST /api/milestones/{id}/fund`: `method` may be left out when one method is configured. */
export const fundInput = z
  .object({ method: z.enum(PAYMENT_METHODS, { message: 'Unknown payment method' }).optional() })
  .nullish();
export type FundInput = z.infer<typeof fundInput>;

export const paymentReply = z.object({
  success: z.literal(true),
  message: z.string(),
  payment: paymentDto,
  next: paymentNext.optional(),
  /** The contract as it now stands (the milestone `funding`, or `funded` for the sandbox). */
  contract: contractDto,
});
export type PaymentReply = z.infer<typeof paymentReply>;

/** A notification or inquiry answer that funded nothing, kept for the operator. */
export const paymentIssueDto = z.object({
  id: z.string(),
  paymentId: z.string().nullable(),
  provider: z.string(),
  problem: z.string(),
  detail: z.string(),
  createdAt: z.string(),
});
export type PaymentIssueDto = z.infer<typeof paymentIssueDto>;
