/**
 * Reconciliation against both local providers: Stripe's session retrieve proves a payment (paid,
 * amount, currency) and may confirm it; JazzCash's inquiry does not, so its differences are only
 * kept for the operator and audited.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { as, createTestApp, type TestContext } from '../../../test/helpers.ts';
import { auditLog, paymentIssues, payments } from '../../db/schema.ts';
import { balanceOf } from '../ledger/ledger.ts';
import { contractsDeps } from '../contracts/deps.ts';
import { expectLedgerOk, makeParties, offer, step, type Parties } from '../contracts/test-kit.ts';
import { reconcilePayments } from './reconcile.ts';
import { startJazzcashStandIn } from './test-jazzcash.ts';
import { startStripeStandIn } from './test-stripe.ts';

const JC = { merchantId: 'MCREC01', password: 'recpw12345', salt: 'recsalt4321' };
const ST = { secretKey: 'sk_test_reconcile', webhookSecret: 'whsec_reconcile' };
let t: TestContext;
let jc: Awaited<ReturnType<typeof startJazzcashStandIn>>;
let st: Awaited<ReturnType<typeof startStripeStandIn>>;
let p: Parties;

beforeAll(async () => {
  jc = await startJazzcashStandIn(JC);
  st = await startStripeStandIn(ST);
  t = await createTestApp({
    PAYMENTS_PROVIDERS: 'sandbox,jazzcash,stripe',
    JAZZCASH_MERCHANT_ID: JC.merchantId,
    JAZZCASH_PASSWORD: JC.password,
    JAZZCASH_INTEGRITY_SALT: JC.salt,
    JAZZCASH_URL: jc.url,
    STRIPE_SECRET_KEY: ST.secretKey,
    STRIPE_WEBHOOK_SECRET: ST.webhookSecret,
    STRIPE_API_URL: st.url,
    PAYMENTS_PROVIDER_TIMEOUT: '1s',
  });
  p = await makeParties(t.app);
}, 120_000);
afterAll(async () => {
  await t?.close();
  await jc?.close();
  await st?.close();
});

const reconcile = () => reconcilePayments(contractsDeps(t.app), t.app.db);

async function open(method: 'stripe' | 'jazzcash', amount: number) {
  const c = await offer(t.app, p, [amount], 'PKR');
  await step(t.app, p.freelancer, `/api/contracts/${c._id}/accept`);
  const res = await as(t.app, p.client).post(`/api/milestones/${c.milestones[0]!._id}/fund`, { method });
  expect(res.statusCode, res.body).toBe(201);
  const body = res.json();
  let ref: string;
  if (method === 'stripe') {
    ref = /\/pay\/(cs_test_[0-9a-f]+)$/.exec(body.next.redirectUrl as string)![1]!;
  } else {
    ref = body.next.form.fields.pp_TxnRefNo as string;
    // The payer opens JazzCash's page, which records the transaction.
    await fetch(body.next.form.action, { method: 'POST', body: new URLSearchParams(body.next.form.fields) });
  }
  return { contractId: c._id as string, paymentId: body.payment.id as string, ref };
}

const escrow = (contractId: string) => balanceOf(t.app.db, { kind: 'escrow', contractId, currency: 'PKR' });
const statusOf = async (id: string) =>
  (await t.app.db.select().from(payments).where(eq(payments.id, id)))[0]!.status;
const issuesOf = (paymentId: string) =>
  t.app.db
    .select()
    .from(paymentIssues)
    .where(and(eq(paymentIssues.paymentId, paymentId), eq(paymentIssues.problem, 'reconcile')));

describe('payments reconciliation', () => {
  it('schedules itself in the queue', async () => {
    expect(await t.app.queue.pending('payments.reconcile')).toBeGreaterThanOrEqual(1);
  });

  it('Stripe: a paid session whose webhook never came is confirmed from the session retrieve; an expired one closes', async () => {
    const paid = await open('stripe', 150_000);
    const wrong = await open('stripe', 160_000);
    const gone = await open('stripe', 170_000);
    const waiting = await open('stripe', 180_000);
    st.markPaid(paid.ref);
    st.markPaid(wrong.ref, { amount_total: 100 });
    st.expire(gone.ref);
    const report = await reconcile();
    expect(report).toMatchObject({ unreachable: 0 });
    expect(report.applied).toBeGreaterThanOrEqual(2);
    expect(await statusOf(paid.paymentId)).toBe('succeeded');
    expect(await escrow(paid.contractId)).toBe(150_000);
    // Paid with the wrong amount: kept (once) and audited, nothing funded.
    expect(await statusOf(wrong.paymentId)).toBe('awaiting_payment');
    expect(await escrow(wrong.contractId)).toBe(0);
    const mismatch = await issuesOf(wrong.paymentId);
    expect(mismatch.map((i) => i.detail)).toEqual([
      'stripe says succeeded (complete/paid) for 100 PKR instead of 160000 PKR: nothing was funded',
    ]);
    const audited = await t.app.db.select().from(auditLog).where(eq(auditLog.targetId, wrong.paymentId));
    expect(audited.map((x) => x.action)).toEqual(['payment.reconcile-difference']);
    expect(await statusOf(gone.paymentId)).toBe('expired');
    expect(await statusOf(waiting.paymentId)).toBe('awaiting_payment');
    // A second run changes nothing more, and keeps no second issue.
    await reconcile();
    expect(await escrow(paid.contractId)).toBe(150_000);
    expect(await issuesOf(wrong.paymentId)).toHaveLength(1);
    await expectLedgerOk(t.app);
  });

  it('JazzCash: a success only the inquiry knows is kept for the operator and audited, never funded', async () => {
    const a = await open('jazzcash', 90_000);
    jc.result(a.ref, '000'); // paid at JazzCash; the return and IPN never reached us
    const report = await reconcile();
    expect(report.differences).toBeGreaterThanOrEqual(1);
    expect(await statusOf(a.paymentId)).toBe('awaiting_payment');
    expect(await escrow(a.contractId)).toBe(0);
    const kept = await issuesOf(a.paymentId);
    expect(kept).toHaveLength(1);
    expect(kept[0]!.detail).toMatch(
      /jazzcash says succeeded \(000\), we have it awaiting_payment: nothing was funded/,
    );
    const audited = await t.app.db.select().from(auditLog).where(eq(auditLog.targetId, a.paymentId));
    expect(audited.map((x) => x.action)).toEqual(['payment.reconcile-difference']);
    // Kept once while it stays open for the operator.
    await reconcile();
    expect(await issuesOf(a.paymentId)).toHaveLength(1);
    // It shows in the console's "Payments that need a look".
    const { openPaymentIssues } = await import('./service.ts');
    expect((await openPaymentIssues(t.app.db)).map((i) => i.paymentId)).toContain(a.paymentId);
  });

  it('JazzCash: money recorded as come in that the inquiry calls failed is a difference', async () => {
    const b = await open('jazzcash', 95_000);
    const paid = jc.result(b.ref, '000');
    const ipn = await t.app.inject({
      method: 'POST',
      url: '/api/payments/webhooks/jazzcash',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify(paid),
    });
    expect(ipn.statusCode).toBe(200);
    expect(await escrow(b.contractId)).toBe(95_000);
    jc.result(b.ref, '199'); // JazzCash now reports the transaction failed
    await reconcile();
    const kept = await issuesOf(b.paymentId);
    expect(kept).toHaveLength(1);
    expect(kept[0]!.detail).toMatch(
      /jazzcash says failed \(199\), but the money is recorded as come in \(succeeded\)/,
    );
    expect(await escrow(b.contractId)).toBe(95_000); // nothing is taken back automatically
    await expectLedgerOk(t.app);
  });

  it('a provider that does not answer changes nothing and is counted unreachable', async () => {
    const c = await open('jazzcash', 99_000);
    jc.result(c.ref, '000');
    jc.setInquiryDelay(1_500);
    try {
      const before = (await t.app.db.select().from(paymentIssues)).length;
      const report = await reconcile();
      expect(report.unreachable).toBeGreaterThanOrEqual(1);
      // After three failures in a row JazzCash is left alone for the rest of the run.
      expect(report.unreachable).toBeLessThanOrEqual(3);
      expect((await t.app.db.select().from(paymentIssues)).length).toBe(before);
      expect(await statusOf(c.paymentId)).toBe('awaiting_payment');
    } finally {
      jc.setInquiryDelay(0);
    }
  }, 30_000);
});
