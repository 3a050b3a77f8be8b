import Stripe from 'stripe';
import type { Currency } from '@kt/shared';
import { badRequest, unauthorized } from '../../lib/errors.ts';
import { ProviderUnavailable, type Confirmation, type PaymentProvider } from './provider.ts';

/**
 * Stripe Checkout for cards (USD and PKR), through the official `stripe` package (decision 033):
 *  - a Checkout Session per payment (`POST /v1/checkout/sessions`, mode `payment`, one line item of
 *    the milestone's amount in the currency's minor unit — Stripe treats both USD and PKR as
 *    two-decimal currencies, which is also ours — `metadata.payment_id` our payment id);
 *  - `checkout.session.completed` / `checkout.session.expired` webhooks verified with
 *    `stripe.webhooks.constructEvent` over the raw body (default tolerance: 300 s);
 *  - the payer's return is no proof of payment: the session is retrieved from Stripe
 *    (`GET /v1/checkout/sessions/{id}`), and only a `paid` session with our amount and currency funds;
 *  - refunds with `POST /v1/refunds` on the session's payment_intent.
 */

export type StripeConfig = { secretKey?: string; webhookSecret?: string; apiUrl?: string };

/** Stripe allows a Checkout Session to expire between 30 minutes and 24 hours after creation. */
const MIN_EXPIRY_MS = 30 * 60_000 + 60_000;
const MAX_EXPIRY_MS = 24 * 3_600_000 - 60_000;

/** The package's options to reach STRIPE_API_URL instead of api.stripe.com (tests: a local server). */
export function stripeHostOptions(apiUrl: string | undefined): Stripe.StripeConfig {
  if (!apiUrl) return {};
  const u = new URL(apiUrl);
  const protocol = u.protocol === 'http:' ? 'http' : 'https';
  return { host: u.hostname, port: u.port || (protocol === 'http' ? 80 : 443), protocol };
}

type Session = Stripe.Checkout.Session;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** Our payment id, when the text is one (anything else names no payment of ours). */
const ourId = (v: string | undefined | null) => (v && UUID.test(v) ? v : undefined);

/** What a Checkout Session says about our payment. */
export function sessionConfirmation(session: Session, eventId?: string): Confirmation {
  const paymentId = ourId(session.metadata?.payment_id);
  let outcome: Confirmation['outcome'];
  if (session.status === 'complete' && session.payment_status === 'paid') outcome = 'succeeded';
  else if (session.status === 'expired') outcome = 'expired';
  else outcome = 'pending';
  return {
    ...(paymentId ? { paymentId } : {}),
    reference: session.id,
    outcome,
    merchantOk: true, // our secret key or webhook secret proves the account
    amount: typeof session.amount_total === 'number' ? session.amount_total : undefined,
    currency: session.currency ? session.currency.toUpperCase() : undefined,
    code: `${session.status ?? 'unknown'}/${session.payment_status ?? 'unknown'}`,
    message: `Stripe Checkout Session ${session.status ?? ''} (${session.payment_status ?? ''})`.slice(
      0,
      300,
    ),
    eventId: eventId ?? `${session.id}:${session.status}:${session.payment_status}`,
  };
}

/** A network failure, a timeout or Stripe's own 5xx: the provider did not answer. */
function unavailable(err: unknown): Error {
  if (err instanceof Stripe.errors.StripeError) {
    const e = err as Stripe.errors.StripeError;
    if (
      e.type === 'StripeConnectionError' ||
      e.type === 'StripeAPIError' ||
      e.type === 'StripeRateLimitError' ||
      (e.statusCode ?? 0) >= 500
    ) {
      return new ProviderUnavailable(`Stripe unreachable: ${e.type}`);
    }
    return new StripeRefused(`${e.type}: ${e.code ?? ''} ${e.message}`.slice(0, 300));
  }
  return err instanceof Error ? err : new Error(String(err));
}

/** Stripe answered and refused (an invalid request, a refused refund): retrying will not help. */
export class StripeRefused extends Error {}

export function stripeProvider(config: StripeConfig, timeoutMs: number): PaymentProvider {
  const webhookSecret = config.webhookSecret ?? '';
  const stripe = new Stripe(config.secretKey ?? 'sk_unset', {
    ...stripeHostOptions(config.apiUrl),
    timeout: timeoutMs,
    // One retry of a dropped connection, with the same idempotency key (the package adds it).
    maxNetworkRetries: 1,
    telemetry: false,
  });

  const call = async <T>(f: () => Promise<T>): Promise<T> => {
    try {
      return await f();
    } catch (err) {
      throw unavailable(err);
    }
  };
  const retrieve = (id: string) => call(() => stripe.checkout.sessions.retrieve(id));

  return {
    method: 'stripe',
    name: 'Card (Stripe)',
    real: true,
    currencies: ['USD', 'PKR'] as const satisfies readonly Currency[],
    // The platform absorbs Stripe's card fee: the client pays the milestone's amount (decision 033).
    feeBasisPoints: 0,
    refunds: true,
    inquiryProvesPayment: true,

    async startCheckout(input) {
      const lifetime = Math.min(
        MAX_EXPIRY_MS,
        Math.max(MIN_EXPIRY_MS, input.expiresAt.getTime() - Date.now()),
      );
      const back = (extra: string) =>
        `${input.returnUrl}?payment=${encodeURIComponent(input.paymentId)}${extra}`;
      const session = await call(() =>
        stripe.checkout.sessions.create(
          {
            mode: 'payment',
            // Cards only (the API version this package pins filters with allowed_payment_method_types).
            allowed_payment_method_types: ['card'],
            line_items: [
              {
                quantity: 1,
                price_data: {
                  currency: input.currency.toLowerCase(),
                  unit_amount: input.amount,
                  product_data: { name: input.description.slice(0, 250) || 'Milestone' },
                },
              },
            ],
            client_reference_id: input.paymentId,
            metadata: { payment_id: input.paymentId },
            payment_intent_data: { metadata: { payment_id: input.paymentId } },
            expires_at: Math.floor((Date.now() + lifetime) / 1000),
            success_url: back('&session_id={CHECKOUT_SESSION_ID}'),
            cancel_url: back('&cancelled=1'),
          },
          // A retried request (same payment) gets the same session back.
          { idempotencyKey: `checkout:${input.paymentId}` },
        ),
      );
      if (!session.url) throw new ProviderUnavailable('Stripe answered a session without a page URL');
      return { reference: session.id, next: { redirectUrl: session.url } };
    },

    async verify(kind, delivery) {
      if (kind === 'return') {
        // The browser's word proves nothing: ask Stripe about the session it names.
        const paymentId = ourId(delivery.fields.payment);
        const sessionId = delivery.fields.session_id;
        if (!paymentId && !sessionId) throw badRequest('Not a Stripe return');
        const left = {
          ...(paymentId ? { paymentId } : {}),
          reference: '',
          merchantOk: true,
          amount: undefined,
          currency: undefined,
        };
        if (delivery.fields.cancelled === '1' || !sessionId || !/^cs_[A-Za-z0-9_]{1,200}$/.test(sessionId)) {
          return {
            ...left,
            outcome: 'cancelled',
            code: 'cancelled',
            message: 'The payer left Stripe’s page',
          };
        }
        try {
          return sessionConfirmation(await retrieve(sessionId));
        } catch {
          // Stripe did not answer now: the webhook (or reconciliation) will decide.
          return { ...left, outcome: 'pending', code: 'unconfirmed', message: 'Stripe did not answer' };
        }
      }
      const signature = delivery.headers['stripe-signature'];
      if (!signature || Array.isArray(signature)) throw unauthorized('Missing Stripe-Signature');
      let event: Stripe.Event;
      try {
        event = stripe.webhooks.constructEvent(delivery.rawBody, signature, webhookSecret);
      } catch {
        throw unauthorized('Invalid or expired Stripe-Signature');
      }
      switch (event.type) {
        case 'checkout.session.completed':
        case 'checkout.session.async_payment_succeeded':
        case 'checkout.session.expired':
          return sessionConfirmation(event.data.object, event.id);
        case 'checkout.session.async_payment_failed':
          return { ...sessionConfirmation(event.data.object, event.id), outcome: 'failed' };
        default:
          return {
            reference: '',
            outcome: 'irrelevant',
            merchantOk: true,
            amount: undefined,
            currency: undefined,
            code: event.type,
            message: `Stripe event ${event.type} is not used`,
            eventId: event.id,
          };
      }
    },

    async closeCheckout(reference) {
      await call(() => stripe.checkout.sessions.expire(reference));
    },

    async inquire(reference) {
      return sessionConfirmation(await retrieve(reference));
    },

    async refund(reference, input) {
      const session = await retrieve(reference);
      const intent =
        typeof session.payment_intent === 'string' ? session.payment_intent : session.payment_intent?.id;
      if (!intent) throw new StripeRefused(`Session ${reference} has no payment_intent to refund`);
      const refund = await call(() =>
        stripe.refunds.create(
          {
            payment_intent: intent,
            amount: input.amount,
            metadata: { payment_id: input.paymentId },
          },
          { idempotencyKey: input.idempotencyKey },
        ),
      );
      if (refund.status === 'failed' || refund.status === 'canceled') {
        throw new StripeRefused(`Stripe refund ${refund.id} ${refund.status}`);
      }
      return refund.id;
    },
  };
}
