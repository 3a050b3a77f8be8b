import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
import type { Currency } from '@kt/shared';

/** A payment into escrow as the provider reports it. */
export type FundingResult =
  | { confirmed: true; reference: string }
  /** The provider confirms later through its signed webhook (`funding.succeeded`). */
  | { confirmed: false; reference: string };

export type WebhookEvent = { id: string; type: 'funding.succeeded'; milestoneId: string; reference: string };

/**
 * How money enters escrow. `sandbox`, the default, confirms at once and moves no real money (every
 * screen that takes money says so). Real providers (a card processor, JazzCash, Easypaisa) implement
 * the same interface and confirm through `POST /api/payments/webhooks/{provider}`.
 */
export interface PaymentProvider {
  readonly name: string;
  fund(input: {
    milestoneId: string;
    amount: number;
    currency: Currency;
    payerId: string;
  }): Promise<FundingResult>;
}

export const sandboxProvider: PaymentProvider = {
  name: 'sandbox',
  fund: async () => ({ confirmed: true, reference: `sandbox_${randomUUID()}` }),
};

export function paymentProvider(name: 'sandbox'): PaymentProvider {
  switch (name) {
    case 'sandbox':
      return sandboxProvider;
  }
}

/** Signed deliveries older than this are refused, so a captured one cannot be replayed later. */
export const WEBHOOK_TOLERANCE_MS = 5 * 60_000;

/** `t=<unix seconds>,v1=<hex hmac-sha256 of "<t>.<raw body>">`, as Stripe signs its webhooks. */
export function signWebhook(secret: string, rawBody: string, at = Date.now()): string {
  const t = Math.floor(at / 1000);
  const v1 = createHmac('sha256', secret).update(`${t}.${rawBody}`).digest('hex');
  return `t=${t},v1=${v1}`;
}

export function verifyWebhook(
  secret: string,
  rawBody: string,
  header: string | undefined,
  now = Date.now(),
): boolean {
  if (!header) return false;
  const parts = Object.fromEntries(header.split(',').map((p) => p.trim().split('=', 2) as [string, string]));
  const t = Number(parts.t);
  if (!Number.isInteger(t) || !parts.v1 || !/^[0-9a-f]{64}$/.test(parts.v1)) return false;
  if (Math.abs(now - t * 1000) > WEBHOOK_TOLERANCE_MS) return false;
  const expected = createHmac('sha256', secret).update(`${t}.${rawBody}`).digest();
  return timingSafeEqual(expected, Buffer.from(parts.v1, 'hex'));
}
