import { z } from 'zod';

export const PAYMENT_METHODS = ['sandbox', 'jazzcash', 'stripe'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/**
 * awaiting_payment: a checkout is open on the provider's page · succeeded: the provider confirmed it
 * and escrow holds it · failed: the provider said no (or did not answer) · expired: nobody completed
 * it in time · cancelled: the client gave up on it · refunding: it succeeded for a milestone already
 * funded; the money is on its way back · refunded: returned through the provider · credited: returned
 * to the client's wallet balance (a provider that cannot refund).
 */
export const PAYMENT_STATUSES = [
  'awaiting_payment',
  'succeeded',
  'failed',
  'expired',
  'cancelled',
  'refunding',
  'refunded',
  'credited',
] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/** A payment method the fund screen offers: `real: false` for the sandbox (moves no real money). */
export const paymentMethodDto = z.object({
  method: z.enum(PAYMENT_METHODS),
  name: z.string(),
  real: z.boolean(),
  /** Card fee in basis points the client pays on top (0: none). */
  feeBasisPoints: z.number(),
});
export type PaymentMethodDto = z.infer<typeof paymentMethodDto>;

/** A milestone's open checkout, shown as "Awaiting payment" with a way to resume or cancel it. */
export const awaitingPaymentDto = z.object({
  id: z.string(),
  method: z.enum(PAYMENT_METHODS),
  expiresAt: z.string(),
});
