/**
 * Stripe Checkout end to end through the real `stripe` package pointed at a local server that speaks
 * Stripe's REST protocol (test-stripe.ts), with webhooks signed by the package's own
 * `generateTestHeaderString` and verified by its `constructEvent`.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { as, createTestApp, type TestContext } from '../../../test/helpers.ts';
import { loadConfig } from '../../config.ts';
import { auditLog, milestones, paymentIssues, payments } from '../../db/schema.ts';
import { inTransaction } from '../../db/executor.ts';
import { balanceOf } from '../ledger/ledger.ts';
import { contractsDeps } from '../contracts/deps.ts';
import { expectLedgerOk, makeParties, offer, step, type Parties } from '../contracts/test-kit.ts';
import { refundMilestone, refundPayment } from './refunds.ts';
import { startStripeStandIn } from './test-stripe.ts';

const KEYS = { secretKey: 'sk_test_31stripe', webhookSecret: 'whsec_31stripe' };
let t: TestContext;
let st: Awaited<ReturnType<typeof startStripeStandIn>>;
let p: Parties;

beforeAll(async () => {
  st = await startStripeStandIn(KEYS);
  t = await createTestApp({
    PAYMENTS_PROVIDERS: 'sandbox,stripe',
    STRIPE_SECRET_KEY: KEYS.secretKey,
    STRIPE_WEBHOOK_SECRET: KEYS.webhookSecret,
    STRIPE_API_URL: st.url,
    PAYMENTS_PROVIDER_TIMEOUT: '2s',
  });
  p = await makeParties(t.app);
}, 120_000);
afterAll(async () => {
  await t?.close();
  await st?.close();
});

async function milestone(amount: number, currency: 'USD' | 'PKR' = 'USD') {
  const c = await offer(t.app, p, [amount], currency);
  await step(t.app, p.freelancer, `/api/contracts/${c._id}/accept`);
  return { contractId: c._id, milestoneId: c.milestones[0]!._id };
}

async function fundStripe(milestoneId: string, key = `k-${milestoneId}-${Math.random()}`) {
  const res = await as(t.app, p.client).post(
    `/api/milestones/${milestoneId}/fund`,
    { method: 'stripe' },
    { 'idempotency-key': key },
  );
  if (res.statusCode !== 201) {
    const rows = await t.app.db.select().from(payments).where(eq(payments.milestoneId, milestoneId));
    expect(res.statusCode, `${res.body} ${JSON.stringify(rows.map((r) => r.confirmation))}`).toBe(201);
  }
  const body = res.json();
  const sessionId = /\/pay\/(cs_test_[0-9a-f]+)$/.exec(body.next.redirectUrl as string)![1]!;
  return { body, paymentId: body.payment.id as string, sessionId, session: st.sessions.get(sessionId)! };
}

const webhook = (payload: string, signature = st.sign(payload)) =>
  t.app.inject({
    method: 'POST',
    url: '/api/payments/webhooks/stripe',
    headers: { 'content-type': 'application/json', 'stripe-signature': signature },
    payload,
  });
const completed = (sessionId: string, overrides = {}) =>
  st.event('checkout.session.completed', st.markPaid(sessionId), overrides);
const status = async (contractId: string) =>
  (await as(t.app, p.client).get(`/api/contracts/${contractId}`)).json().contract.milestones[0]
    .status as string;
const escrow = (contractId: string, currency = 'USD') =>
  balanceOf(t.app.db, { kind: 'escrow', contractId, currency: currency as 'USD' });
const paymentRow = async (id: string) =>
  (await t.app.db.select().from(payments).where(eq(payments.id, id)))[0]!;

describe('Stripe configuration', () => {
  it('refuses stripe in PAYMENTS_PROVIDERS without its keys, naming them', () => {
    expect(() => loadConfig({ NODE_ENV: 'test', PAYMENTS_PROVIDERS: 'stripe' })).toThrow(
      /PAYMENTS_PROVIDERS names stripe: set STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET/,
    );
    expect(() =>
      loadConfig({ NODE_ENV: 'test', PAYMENTS_PROVIDERS: 'stripe', STRIPE_SECRET_KEY: 'sk_test_x' }),
    ).toThrow(/set STRIPE_WEBHOOK_SECRET/);
  });
});

describe('funding through Stripe Checkout', () => {
  it('opens a Checkout Session in the minor unit with our payment id, and a signed completed event funds once', async () => {
    const { contractId, milestoneId } = await milestone(12_345);
    const c = (await as(t.app, p.client).get(`/api/contracts/${contractId}`)).json().contract;
    expect(c.paymentMethods).toContainEqual(
      expect.objectContaining({ method: 'stripe', name: 'Card (Stripe)', real: true, feeBasisPoints: 0 }),
    );
    const key = `fund-${milestoneId}`;
    const { body, paymentId, sessionId } = await fundStripe(milestoneId, key);
    expect(body.payment).toMatchObject({ method: 'stripe', status: 'awaiting_payment', amount: 12_345 });
    expect(body.next.redirectUrl).toBe(`${st.url}/pay/${sessionId}`);
    const sent = st.requests.filter((r) => r.path === '/v1/checkout/sessions').at(-1)!.body;
    expect(sent).toMatchObject({
      mode: 'payment',
      allowed_payment_method_types: ['card'],
      line_items: [{ quantity: '1', price_data: { currency: 'usd', unit_amount: '12345' } }],
      metadata: { payment_id: paymentId },
      client_reference_id: paymentId,
      success_url: `http://localhost:80/api/payments/return/stripe?payment=${paymentId}&session_id={CHECKOUT_SESSION_ID}`,
      cancel_url: `http://localhost:80/api/payments/return/stripe?payment=${paymentId}&cancelled=1`,
    });
    // Our checkout expires after PAYMENT_CHECKOUT_EXPIRES (1h); Stripe's session with it.
    expect(Number(sent.expires_at) * 1000).toBeGreaterThan(Date.now() + 55 * 60_000);

    // A retry with the same key answers the same checkout.
    const again = await fundStripe(milestoneId, key);
    expect(again.sessionId).toBe(sessionId);
    expect(await status(contractId)).toBe('funding');

    const event = completed(sessionId);
    expect((await webhook(event)).statusCode).toBe(200);
    expect((await webhook(event)).statusCode).toBe(200); // a replay
    const back = await t.app.inject({
      method: 'GET',
      url: `/api/payments/return/stripe?payment=${paymentId}&session_id=${sessionId}`,
    });
    expect(back.statusCode).toBe(303);
    expect(back.headers.location).toBe(`/projects/${contractId}?payment=funded`);
    expect(await escrow(contractId)).toBe(12_345);
    expect(await status(contractId)).toBe('funded');
    expect((await paymentRow(paymentId)).status).toBe('succeeded');
    expect(await balanceOf(t.app.db, { kind: 'clearing', provider: 'stripe', currency: 'USD' })).toBe(0);
    await expectLedgerOk(t.app);
  });

  it('PKR goes to Stripe in paisa (a two-decimal currency), and the return alone funds only after Stripe says paid', async () => {
    const { contractId, milestoneId } = await milestone(250_000, 'PKR');
    const { paymentId, sessionId } = await fundStripe(milestoneId);
    const sent = st.requests.filter((r) => r.path === '/v1/checkout/sessions').at(-1)!.body;
    expect(sent.line_items).toEqual([
      expect.objectContaining({
        price_data: expect.objectContaining({ currency: 'pkr', unit_amount: '250000' }),
      }),
    ]);
    const url = `/api/payments/return/stripe?payment=${paymentId}&session_id=${sessionId}`;
    // The browser comes back before paying (or forges the return): Stripe says open, nothing funds.
    const early = await t.app.inject({ method: 'GET', url });
    expect(early.headers.location).toBe(`/projects/${contractId}?payment=pending`);
    expect(await escrow(contractId, 'PKR')).toBe(0);
    // Paid on Stripe, no webhook yet: the return asks Stripe (a session retrieve) and funds.
    st.markPaid(sessionId);
    const back = await t.app.inject({ method: 'GET', url });
    expect(back.headers.location).toBe(`/projects/${contractId}?payment=funded`);
    expect(await escrow(contractId, 'PKR')).toBe(250_000);
    // The webhook arriving afterwards changes nothing.
    expect(
      (await webhook(st.event('checkout.session.completed', st.sessions.get(sessionId)!))).statusCode,
    ).toBe(200);
    expect(await escrow(contractId, 'PKR')).toBe(250_000);
    await expectLedgerOk(t.app);
  });

  it('a cancel return keeps the checkout open to resume; a cancel expires the session at Stripe; an expired session puts the milestone back to pending', async () => {
    const { contractId, milestoneId } = await milestone(5_000);
    const { paymentId, sessionId } = await fundStripe(milestoneId);
    const cancel = await t.app.inject({
      method: 'GET',
      url: `/api/payments/return/stripe?payment=${paymentId}&cancelled=1`,
    });
    expect(cancel.headers.location).toBe(`/projects/${contractId}?payment=cancelled`);
    const open = (await as(t.app, p.client).get(`/api/payments/${paymentId}`)).json();
    expect(open.payment.status).toBe('awaiting_payment');
    expect(open.next.redirectUrl).toBe(`${st.url}/pay/${sessionId}`);

    // Cancelled on our side: the session is expired at Stripe too, so nobody pays it afterwards.
    const meanwhile = await as(t.app, p.client).post(`/api/milestones/${milestoneId}/fund`, {
      method: 'stripe',
    });
    expect(meanwhile.statusCode).toBe(409); // still funding: a second checkout is refused meanwhile
    const cancelled = await as(t.app, p.client).post(`/api/payments/${paymentId}/cancel`);
    expect(cancelled.json().payment.status).toBe('cancelled');
    expect(st.sessions.get(sessionId)!.status).toBe('expired');
    expect(await status(contractId)).toBe('pending');
    const second = await fundStripe(milestoneId);
    const expired = st.event('checkout.session.expired', st.expire(second.sessionId));
    expect((await webhook(expired)).statusCode).toBe(200);
    expect((await paymentRow(second.paymentId)).status).toBe('expired');
    expect(await status(contractId)).toBe('pending');
    // Replayed, and a junk return: nothing changes, nothing breaks.
    expect((await webhook(expired)).statusCode).toBe(200);
    const junk = await t.app.inject({ method: 'GET', url: '/api/payments/return/stripe?payment=nope' });
    expect(junk.statusCode).toBe(303);
    expect(junk.headers.location).toBe('/projects?payment=invalid');
    expect(await status(contractId)).toBe('pending');
  });

  it('a forged, stale or missing signature funds nothing and is kept for the operator', async () => {
    const { contractId, milestoneId } = await milestone(7_000);
    const { sessionId } = await fundStripe(milestoneId);
    const event = completed(sessionId);
    const before = (await t.app.db.select().from(paymentIssues)).length;
    const forged = await webhook(event, st.sign(event, 'whsec_not_ours'));
    expect(forged.statusCode).toBe(401);
    expect(forged.json().message).not.toContain('whsec');
    const stale = await webhook(
      event,
      st.sign(event, KEYS.webhookSecret, Math.floor(Date.now() / 1000) - 600),
    );
    expect(stale.statusCode).toBe(401);
    const altered = await webhook(event.replace('"amount_total":7000', '"amount_total":1'), st.sign(event));
    expect(altered.statusCode).toBe(401);
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/payments/webhooks/stripe',
          headers: { 'content-type': 'application/json' },
          payload: event,
        })
      ).statusCode,
    ).toBe(401);
    const issues = await t.app.db.select().from(paymentIssues);
    expect(issues.length - before).toBe(4);
    expect(issues.slice(before).every((i) => i.problem === 'bad_signature')).toBe(true);
    expect(await escrow(contractId)).toBe(0);
    expect(await status(contractId)).toBe('funding');
  });

  it('a signed completed session with the wrong amount or currency, or unpaid, funds nothing, is kept and audited', async () => {
    const { contractId, milestoneId } = await milestone(30_000);
    const { paymentId, sessionId } = await fundStripe(milestoneId);
    st.markPaid(sessionId);
    const s = st.sessions.get(sessionId)!;
    for (const wrong of [{ amount_total: 29_999 }, { currency: 'pkr' }]) {
      expect((await webhook(st.event('checkout.session.completed', s, wrong))).statusCode).toBe(200);
    }
    const unpaid = st.event('checkout.session.completed', s, { payment_status: 'unpaid' });
    expect((await webhook(unpaid)).statusCode).toBe(200);
    expect(await escrow(contractId)).toBe(0);
    const kept = await t.app.db
      .select()
      .from(paymentIssues)
      .where(and(eq(paymentIssues.paymentId, paymentId), eq(paymentIssues.problem, 'mismatch')));
    expect(kept.map((k) => k.detail)).toEqual([
      expect.stringContaining('amount 29999 instead of 30000'),
      expect.stringContaining('currency PKR instead of USD'),
    ]);
    const audited = await t.app.db.select().from(auditLog).where(eq(auditLog.targetId, paymentId));
    expect(audited.map((a) => a.action)).toEqual(['payment.mismatch', 'payment.mismatch']);
    // The right event still funds it; an event type we do not use is acknowledged and ignored.
    expect((await webhook(st.event('checkout.session.completed', s))).statusCode).toBe(200);
    expect(await escrow(contractId)).toBe(30_000);
    const other = await webhook(st.event('charge.refunded', s));
    expect(other.statusCode).toBe(200);
    expect(other.json().message).toMatch(/ignored/);
    await expectLedgerOk(t.app);
  });

  it('reordered events: an expiry after the success changes nothing; a success after our own expiry still funds once', async () => {
    const a = await milestone(4_000);
    const fa = await fundStripe(a.milestoneId);
    const paid = completed(fa.sessionId);
    const lateExpiry = st.event('checkout.session.expired', st.sessions.get(fa.sessionId)!, {
      status: 'expired',
      payment_status: 'unpaid',
    });
    expect((await webhook(paid)).statusCode).toBe(200);
    expect((await webhook(lateExpiry)).statusCode).toBe(200);
    expect((await paymentRow(fa.paymentId)).status).toBe('succeeded');
    expect(await escrow(a.contractId)).toBe(4_000);

    const b = await milestone(6_000);
    const fb = await fundStripe(b.milestoneId);
    const { closeCheckout } = await import('./service.ts');
    await closeCheckout(contractsDeps(t.app), t.app.db, fb.paymentId, 'expired');
    expect(await status(b.contractId)).toBe('pending');
    const late = completed(fb.sessionId);
    expect((await webhook(late)).statusCode).toBe(200);
    expect((await webhook(late)).statusCode).toBe(200);
    expect(await status(b.contractId)).toBe('funded');
    expect(await escrow(b.contractId)).toBe(6_000);
    await expectLedgerOk(t.app);
  });

  it('a Stripe that times out holds no row meanwhile, answers 502, and leaves the milestone fundable', async () => {
    const { contractId, milestoneId } = await milestone(8_000);
    st.setDelay(7_000);
    const pending = as(t.app, p.client).post(
      `/api/milestones/${milestoneId}/fund`,
      { method: 'stripe' },
      { 'idempotency-key': `slow-${milestoneId}` },
    );
    await new Promise((r) => setTimeout(r, 250));
    // While Stripe hangs, the milestone and its payment can be locked at once by anyone else.
    const locked = await inTransaction(t.app.db, async (tx) => {
      const [m] = await tx.select().from(milestones).where(eq(milestones.id, milestoneId)).for('update', {
        noWait: true,
      });
      const open = await tx
        .select()
        .from(payments)
        .where(eq(payments.milestoneId, milestoneId))
        .for('update', { noWait: true });
      return { m: m!.status, payments: open.map((x) => x.status) };
    });
    expect(locked).toEqual({ m: 'funding', payments: ['awaiting_payment'] });
    const res = await pending;
    st.setDelay(0);
    expect(res.statusCode).toBe(502);
    expect(res.json().message).toBe('The payment provider did not answer; please try again');
    expect(await status(contractId)).toBe('pending');
    // Recoverable: a new attempt opens a checkout.
    const { body } = await fundStripe(milestoneId);
    expect(body.payment.status).toBe('awaiting_payment');
    expect(await status(contractId)).toBe('funding');
  }, 40_000);

  it('two checkouts that both succeed: escrow holds the milestone once, the second is refunded through Stripe', async () => {
    const { contractId, milestoneId } = await milestone(20_000);
    const a = await fundStripe(milestoneId);
    // The payer paid A on Stripe, but its webhook is late; the client cancels A on our side (Stripe
    // refuses to expire a paid session) and pays again with B.
    const paidA = completed(a.sessionId);
    const cancelA = await as(t.app, p.client).post(`/api/payments/${a.paymentId}/cancel`);
    expect(cancelA.statusCode).toBe(200);
    expect(st.sessions.get(a.sessionId)!.status).toBe('complete');
    const b = await fundStripe(milestoneId);
    const walletBefore = await balanceOf(t.app.db, {
      kind: 'available',
      userId: p.client.id,
      currency: 'USD',
    });
    expect((await webhook(completed(b.sessionId))).statusCode).toBe(200);
    expect((await webhook(paidA)).statusCode).toBe(200);
    expect((await paymentRow(a.paymentId)).status).toBe('refunding');
    const deps = contractsDeps(t.app);
    // The refund job (run here directly; the queue may run it too: the idempotency key keeps it one).
    await Promise.all([
      refundPayment(deps, t.app.db, a.paymentId),
      refundPayment(deps, t.app.db, a.paymentId),
    ]);
    const row = await paymentRow(a.paymentId);
    expect(row.status).toBe('refunded');
    const intent = st.sessions.get(a.sessionId)!.payment_intent;
    const sent = st.refunds.filter((r) => r.payment_intent === intent);
    expect(sent).toEqual([expect.objectContaining({ amount: 20_000, id: row.refundReference })]);
    expect(await escrow(contractId)).toBe(20_000);
    expect(await balanceOf(t.app.db, { kind: 'available', userId: p.client.id, currency: 'USD' })).toBe(
      walletBefore,
    );
    expect(await balanceOf(t.app.db, { kind: 'clearing', provider: 'stripe', currency: 'USD' })).toBe(0);
    const c = (await as(t.app, p.client).get(`/api/contracts/${contractId}`)).json().contract;
    expect(c.activity.map((e: { message: string }) => e.message)).toContainEqual(
      expect.stringContaining('is being refunded to your card'),
    );
    await expectLedgerOk(t.app);
  });

  it('a refund Stripe does not answer is retried later; one Stripe refuses is kept for the operator and audited', async () => {
    const { milestoneId } = await milestone(11_000);
    const a = await fundStripe(milestoneId);
    const paidA = completed(a.sessionId);
    await as(t.app, p.client).post(`/api/payments/${a.paymentId}/cancel`);
    const b = await fundStripe(milestoneId);
    await webhook(completed(b.sessionId));
    // Stripe hangs from before the second success: the queued refund job fails too (retried later).
    st.setDelay(7_000);
    st.setRefuseRefunds('charge_disputed');
    const deps = contractsDeps(t.app);
    try {
      await webhook(paidA);
      expect((await paymentRow(a.paymentId)).status).toBe('refunding');
      // Thrown to the queue, which tries again later; nothing changed meanwhile.
      await expect(refundPayment(deps, t.app.db, a.paymentId)).rejects.toThrow(/Stripe unreachable/);
    } finally {
      st.setDelay(0);
    }
    expect((await paymentRow(a.paymentId)).status).toBe('refunding');
    // The charge was disputed in the meantime: Stripe refuses the refund (set since the start, so
    // the queued job, whenever it runs, is refused too; each refusal is kept).
    await refundPayment(deps, t.app.db, a.paymentId);
    expect((await paymentRow(a.paymentId)).status).toBe('refunding');
    const kept = await t.app.db
      .select()
      .from(paymentIssues)
      .where(and(eq(paymentIssues.paymentId, a.paymentId), eq(paymentIssues.problem, 'refund_failed')));
    expect(kept.length).toBeGreaterThanOrEqual(1);
    expect(kept[0]!.detail).toMatch(/refused by stripe: .*charge_disputed/);
    const audited = await t.app.db.select().from(auditLog).where(eq(auditLog.targetId, a.paymentId));
    expect(audited.map((x) => x.action)).toContain('payment.refund-failed');
    const intent = st.sessions.get(a.sessionId)!.payment_intent!;
    expect(st.refunds.filter((r) => r.payment_intent === intent)).toHaveLength(0);
    await expectLedgerOk(t.app);
    st.setRefuseRefunds(undefined);
  }, 40_000);

  it('a milestone refund goes back through Stripe on the payment that funded it, once', async () => {
    const { contractId, milestoneId } = await milestone(10_000);
    const f = await fundStripe(milestoneId);
    await webhook(completed(f.sessionId));
    await step(t.app, p.client, `/api/milestones/${milestoneId}/request-refund`, {
      reason: 'Not what we agreed',
    });
    await step(t.app, p.freelancer, `/api/milestones/${milestoneId}/refund`, { amount: 6_000 });
    const deps = contractsDeps(t.app);
    await refundMilestone(deps, t.app.db, milestoneId);
    await refundMilestone(deps, t.app.db, milestoneId);
    const intent = st.sessions.get(f.sessionId)!.payment_intent;
    expect(st.refunds.filter((r) => r.payment_intent === intent)).toEqual([
      expect.objectContaining({ amount: 6_000 }),
    ]);
    expect((await paymentRow(f.paymentId)).refundReference).toMatch(/^re_test_/);
    expect(await escrow(contractId)).toBe(0);
    expect(await balanceOf(t.app.db, { kind: 'available', userId: p.client.id, currency: 'USD' })).toBe(0);
    await expectLedgerOk(t.app);
  });
});
