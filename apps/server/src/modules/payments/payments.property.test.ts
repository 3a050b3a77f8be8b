/**
 * Payments that confirm late, twice, or never, against a simple model (issue 31): random sequences
 * of checkouts (JazzCash and Stripe, through their local stand-ins), provider confirmations
 * delivered any number of times and in any order, failures, cancels, expiries and sandbox fundings
 * on a PKR contract. After every step the escrow, the client's wallet and every ledger invariant
 * (both clearing accounts included) must equal the model's. A second success goes back to the
 * client's wallet for JazzCash (no refund API) and through Stripe's refund API for Stripe (never
 * the wallet).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { as, createTestApp, type TestContext } from '../../../test/helpers.ts';
import { balanceOf } from '../ledger/ledger.ts';
import { expectLedgerOk, makeParties, offer, step } from '../contracts/test-kit.ts';
import { contractsDeps } from '../contracts/deps.ts';
import { refundPayment } from './refunds.ts';
import { closeCheckout } from './service.ts';
import { startJazzcashStandIn } from './test-jazzcash.ts';
import { startStripeStandIn } from './test-stripe.ts';

const CREDS = { merchantId: 'MCPROP1', password: 'proppw1234', salt: 'propsalt987' };
const STRIPE = { secretKey: 'sk_test_prop', webhookSecret: 'whsec_prop' };
let t: TestContext;
let jc: Awaited<ReturnType<typeof startJazzcashStandIn>>;
let st: Awaited<ReturnType<typeof startStripeStandIn>>;
beforeAll(async () => {
  jc = await startJazzcashStandIn(CREDS);
  st = await startStripeStandIn(STRIPE);
  t = await createTestApp({
    PAYMENTS_PROVIDERS: 'sandbox,jazzcash,stripe',
    JAZZCASH_MERCHANT_ID: CREDS.merchantId,
    JAZZCASH_PASSWORD: CREDS.password,
    JAZZCASH_INTEGRITY_SALT: CREDS.salt,
    JAZZCASH_URL: jc.url,
    STRIPE_SECRET_KEY: STRIPE.secretKey,
    STRIPE_WEBHOOK_SECRET: STRIPE.webhookSecret,
    STRIPE_API_URL: st.url,
  });
}, 120_000);
afterAll(async () => {
  await t?.close();
  await jc?.close();
  await st?.close();
});

type Provider = 'jazzcash' | 'stripe';
type Op =
  | { kind: 'checkout'; m: number; provider: Provider }
  | { kind: 'sandbox'; m: number }
  | { kind: 'confirm'; pay: number; times: number }
  | { kind: 'fail'; pay: number }
  | { kind: 'cancel'; pay: number }
  | { kind: 'expire'; pay: number };

const idx = fc.nat({ max: 5 });
const op: fc.Arbitrary<Op> = fc.oneof(
  {
    weight: 3,
    arbitrary: fc.record({
      kind: fc.constant('checkout' as const),
      m: idx,
      provider: fc.constantFrom<Provider>('jazzcash', 'stripe'),
    }),
  },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('sandbox' as const), m: idx }) },
  {
    weight: 4,
    arbitrary: fc.record({
      kind: fc.constant('confirm' as const),
      pay: idx,
      times: fc.integer({ min: 1, max: 3 }),
    }),
  },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('fail' as const), pay: idx }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('cancel' as const), pay: idx }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('expire' as const), pay: idx }) },
);

type Pay = { id: string; ref: string; m: number; provider: Provider; status: 'open' | 'in' | 'closed' };

describe('payments against a model', () => {
  it('escrow holds each milestone at most once; every confirmed rupee is in escrow, back in the wallet (JazzCash) or refunded to the card (Stripe)', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(op, { minLength: 4, maxLength: 18 }), async (ops) => {
        const p = await makeParties(t.app);
        const c = await offer(t.app, p, [10_000, 25_000], 'PKR');
        await step(t.app, p.freelancer, `/api/contracts/${c._id}/accept`);
        const ms = c.milestones.map((m) => ({ id: m._id, amount: m.amount, status: 'pending' }));
        const pays: Pay[] = [];
        /** card: what went back through Stripe's refund API. */
        const model = { escrow: 0, wallet: 0, card: 0 };
        const deliver = (fields: Record<string, string>) =>
          t.app.inject({
            method: 'POST',
            url: '/api/payments/webhooks/jazzcash',
            headers: { 'content-type': 'application/json' },
            payload: JSON.stringify(fields),
          });
        const stripeEvent = (payload: string) =>
          t.app.inject({
            method: 'POST',
            url: '/api/payments/webhooks/stripe',
            headers: { 'content-type': 'application/json', 'stripe-signature': st.sign(payload) },
            payload,
          });
        /** A payment that stops being open: its milestone is pending again unless another is open. */
        const close = (pay: Pay) => {
          pay.status = 'closed';
          const m = ms[pay.m]!;
          if (m.status === 'funding' && !pays.some((x) => x.m === pay.m && x.status === 'open'))
            m.status = 'pending';
        };

        for (const o of ops) {
          if (o.kind === 'checkout' || o.kind === 'sandbox') {
            const m = ms[o.m % ms.length]!;
            const res = await as(t.app, p.client).post(`/api/milestones/${m.id}/fund`, {
              method: o.kind === 'checkout' ? o.provider : 'sandbox',
            });
            const expected = m.status === 'pending' ? 201 : 409;
            expect(res.statusCode, res.body).toBe(expected);
            if (expected === 201 && o.kind === 'checkout' && o.provider === 'stripe') {
              pays.push({
                id: res.json().payment.id,
                ref: /\/pay\/(cs_test_[0-9a-f]+)$/.exec(res.json().next.redirectUrl as string)![1]!,
                m: o.m % ms.length,
                provider: 'stripe',
                status: 'open',
              });
              m.status = 'funding';
            } else if (expected === 201 && o.kind === 'checkout') {
              const form = res.json().next.form;
              // The payer opens the provider's page (which records the transaction).
              const page = await fetch(form.action, {
                method: 'POST',
                body: new URLSearchParams(form.fields),
              });
              expect(page.status).toBe(200);
              pays.push({
                id: res.json().payment.id,
                ref: form.fields.pp_TxnRefNo,
                m: o.m % ms.length,
                provider: 'jazzcash',
                status: 'open',
              });
              m.status = 'funding';
            } else if (expected === 201) {
              m.status = 'funded';
              model.escrow += m.amount;
            }
          } else if (pays.length > 0) {
            const pay = pays[o.pay % pays.length]!;
            const m = ms[pay.m]!;
            const session = pay.provider === 'stripe' ? st.sessions.get(pay.ref)! : undefined;
            if (o.kind === 'confirm' && session?.status === 'expired') {
              // Stripe takes no payment on an expired session: nothing to confirm.
            } else if (o.kind === 'confirm') {
              if (session) {
                const event = st.event('checkout.session.completed', st.markPaid(pay.ref));
                for (let i = 0; i < o.times; i += 1) expect((await stripeEvent(event)).statusCode).toBe(200);
              } else {
                const fields = jc.result(pay.ref, '000');
                for (let i = 0; i < o.times; i += 1) expect((await deliver(fields)).statusCode).toBe(200);
              }
              if (pay.status !== 'in') {
                // Late or not, the money came in: into escrow if the milestone still waits, else back
                // (JazzCash: the client's wallet; Stripe: refunded to the card by the refund job).
                if (m.status === 'funding' || m.status === 'pending') {
                  m.status = 'funded';
                  model.escrow += m.amount;
                } else if (pay.provider === 'stripe') {
                  model.card += m.amount;
                } else {
                  model.wallet += m.amount;
                }
                pay.status = 'in';
              }
            } else if (o.kind === 'fail') {
              if (session?.status === 'open') {
                const event = st.event('checkout.session.expired', st.expire(pay.ref));
                expect((await stripeEvent(event)).statusCode).toBe(200);
                if (pay.status === 'open') close(pay);
              } else if (!session) {
                expect((await deliver(jc.result(pay.ref, '199'))).statusCode).toBe(200);
                if (pay.status === 'open') close(pay);
              }
            } else if (o.kind === 'cancel') {
              const res = await as(t.app, p.client).post(`/api/payments/${pay.id}/cancel`);
              expect(res.statusCode).toBe(200);
              if (pay.status === 'open') close(pay);
            } else {
              await closeCheckout(contractsDeps(t.app), t.app.db, pay.id, 'expired');
              if (pay.status === 'open') close(pay);
            }
          }
          const detail = (await as(t.app, p.client).get(`/api/contracts/${c._id}`)).json().contract;
          expect(detail.milestones.map((m: { status: string }) => m.status)).toEqual(ms.map((m) => m.status));
          expect(await balanceOf(t.app.db, { kind: 'escrow', contractId: c._id, currency: 'PKR' })).toBe(
            model.escrow,
          );
          expect(await balanceOf(t.app.db, { kind: 'available', userId: p.client.id, currency: 'PKR' })).toBe(
            model.wallet,
          );
          await expectLedgerOk(t.app);
        }
        // The refund job (run here, the queue may have run it already): every Stripe rupee that
        // came back went through Stripe's refund API, once.
        const deps = contractsDeps(t.app);
        for (const pay of pays.filter((x) => x.provider === 'stripe'))
          await refundPayment(deps, t.app.db, pay.id);
        const intents = new Set(
          pays.filter((x) => x.provider === 'stripe').map((x) => st.sessions.get(x.ref)!.payment_intent),
        );
        const refunded = st.refunds.filter((r) => intents.has(r.payment_intent));
        expect(refunded.reduce((a, r) => a + r.amount, 0)).toBe(model.card);
        await expectLedgerOk(t.app);
      }),
      { numRuns: 12 },
    );
  }, 400_000);
});
