import type { Currency, PaymentMethod, PaymentNext } from '@kt/shared';

/** A payment as a provider adapter sees it (amounts in minor units). */
export type CheckoutInput = {
  paymentId: string;
  amount: number;
  currency: Currency;
  description: string;
  expiresAt: Date;
  /** Where the payer's browser comes back (`GET|POST /api/payments/return/{provider}`). */
  returnUrl: string;
  /** The contract page, for a provider that takes a cancel address. */
  cancelUrl: string;
};

/**
 * The provider's answer to a new checkout: its reference and where the browser goes, or (the
 * sandbox) a confirmation at once.
 */
export type Checkout =
  | { reference: string; next: PaymentNext; confirmed?: never }
  | { reference: string; confirmed: Confirmation; next?: never };

/**
 * What a provider said about a payment, once its signature was verified: which payment (by our id
 * or its reference), whether it succeeded, and the merchant, amount and currency it names. The
 * service funds only when all of these match the payment it started.
 */
export type Confirmation = {
  /** Our payment id when the provider carries it (Stripe metadata), else undefined. */
  paymentId?: string;
  /** The provider's reference of the checkout (JazzCash pp_TxnRefNo, Stripe session id). */
  reference: string;
  /**
   * `cancelled`: the payer left the provider's page (the checkout may still be resumed);
   * `irrelevant`: a verified delivery about something else (another Stripe event type): acknowledged,
   * nothing applied.
   */
  outcome: 'succeeded' | 'failed' | 'expired' | 'pending' | 'cancelled' | 'irrelevant';
  /** The merchant the provider names; `true` when the signature itself proves it (Stripe). */
  merchantOk: boolean;
  amount: number | undefined;
  currency: string | undefined;
  /** The provider's own code and text, kept with the payment. */
  code: string;
  message: string;
  /** Unique per delivery kind (a webhook event id): a replay is recognised. */
  eventId?: string;
};

/** An incoming return or notification, as raw as it came (the signature covers the raw bytes). */
export type Delivery = {
  rawBody: string;
  headers: Record<string, string | string[] | undefined>;
  /** Parsed form or query fields (JazzCash posts a form; its return may be a GET). */
  fields: Record<string, string>;
};

/**
 * How money enters escrow. Every provider hosts its own checkout page and confirms through a signed
 * notification (`POST /api/payments/webhooks/{provider}`) or the payer's signed return; no provider
 * is ever called while a database row is locked.
 */
export interface PaymentProvider {
  readonly method: PaymentMethod;
  /** The name on the fund button. */
  readonly name: string;
  /** False for the sandbox: it moves no real money (every screen says so). */
  readonly real: boolean;
  readonly currencies: readonly Currency[];
  /** Card fee in basis points the client pays on top (0: none). */
  readonly feeBasisPoints: number;
  /** True when money can go back through the provider; otherwise it goes to the client's wallet. */
  readonly refunds: boolean;
  startCheckout(input: CheckoutInput): Promise<Checkout>;
  /** Verifies a webhook or return; throws HttpError 401 for a bad signature, 400 for junk. */
  verify(kind: 'webhook' | 'return', delivery: Delivery): Promise<Confirmation>;
  /**
   * True when the provider's answer to `inquire` names the amount and currency it took, from a source
   * we trust (Stripe's API with our secret key): reconciliation may then fund from it. JazzCash's
   * inquiry carries no amount we can trust, so its differences are only recorded.
   */
  readonly inquiryProvesPayment: boolean;
  /** Asks the provider for the status of a checkout (reconciliation). */
  inquire(reference: string, input: { amount: number; currency: Currency }): Promise<Confirmation>;
  /**
   * Closes the checkout on the provider's side too (Stripe: expire the session), after ours was
   * cancelled or expired, so the payer cannot pay it afterwards. Best effort: a checkout paid in the
   * meantime is confirmed by its notification and then funds or goes back like any late success.
   */
  closeCheckout?(reference: string): Promise<void>;
  /** The body a notification is answered with, when the provider expects one (JazzCash's IPN). */
  acknowledge?(applied: string): unknown;
  /** Returns a succeeded payment's money to the payer; the provider's refund reference. */
  refund?(
    reference: string,
    input: { amount: number; currency: Currency; paymentId: string; idempotencyKey: string },
  ): Promise<string>;
}

/** A provider that did not answer in time. */
export class ProviderUnavailable extends Error {}

/** `fetch` with a deadline: a provider that hangs is a ProviderUnavailable, never a hung request. */
export async function callProvider(url: string, init: RequestInit, timeoutMs: number): Promise<Response> {
  try {
    return await fetch(url, { ...init, signal: AbortSignal.timeout(timeoutMs) });
  } catch (err) {
    throw new ProviderUnavailable(`Payment provider unreachable: ${(err as Error).name}`);
  }
}
