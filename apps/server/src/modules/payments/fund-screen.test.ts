/**
 * What the fund screen reads and does besides funding (issue 31): cancelling an open checkout, where
 * a refund went (the client's wallet when the provider cannot refund), and the sandbox flag of the
 * wallet. JazzCash runs against its local stand-in (test-jazzcash.ts).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, createTestApp, type TestContext } from '../../../test/helpers.ts';
import { expectLedgerOk, makeParties, offer, step, type Parties } from '../contracts/test-kit.ts';
import { startJazzcashStandIn } from './test-jazzcash.ts';

const CREDS = { merchantId: 'MC31002', password: 'pw31fund', salt: 'salt31fund' };
let t: TestContext;
let jc: Awaited<ReturnType<typeof startJazzcashStandIn>>;
let p: Parties;

beforeAll(async () => {
  jc = await startJazzcashStandIn(CREDS);
  t = await createTestApp({
    PAYMENTS_PROVIDERS: 'sandbox,jazzcash',
    JAZZCASH_MERCHANT_ID: CREDS.merchantId,
    JAZZCASH_PASSWORD: CREDS.password,
    JAZZCASH_INTEGRITY_SALT: CREDS.salt,
    JAZZCASH_URL: jc.url,
  });
  p = await makeParties(t.app);
}, 120_000);
afterAll(async () => {
  await t?.close();
  await jc?.close();
});

async function accepted(amount: number, currency: 'PKR' | 'USD') {
  const c = await offer(t.app, p, [amount], currency);
  await step(t.app, p.freelancer, `/api/contracts/${c._id}/accept`);
  return { contractId: c._id, milestoneId: c.milestones[0]!._id };
}

async function openJazzcash(milestoneId: string) {
  const res = await as(t.app, p.client).post(
    `/api/milestones/${milestoneId}/fund`,
    { method: 'jazzcash' },
    { 'idempotency-key': `k-${milestoneId}-${Math.random()}` },
  );
  expect(res.statusCode, res.body).toBe(201);
  const form = res.json().next.form as { action: string; fields: Record<string, string> };
  const page = await fetch(form.action, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(form.fields).toString(),
  });
  expect(page.status).toBe(200);
  return { paymentId: res.json().payment.id as string, ref: form.fields.pp_TxnRefNo! };
}

const milestoneOf = async (contractId: string) =>
  (await as(t.app, p.client).get(`/api/contracts/${contractId}`)).json().contract.milestones[0];

describe('the fund screen’s server side', () => {
  it('cancel: the client only, idempotent, the milestone pending again and resumable by a new checkout', async () => {
    const { contractId, milestoneId } = await accepted(300_000, 'PKR');
    const { paymentId } = await openJazzcash(milestoneId);
    expect(await milestoneOf(contractId)).toMatchObject({
      status: 'funding',
      awaitingPayment: { id: paymentId, method: 'jazzcash' },
    });
    // Resume: the same checkout, with the form to post again.
    const resume = await as(t.app, p.client).get(`/api/payments/${paymentId}`);
    expect(resume.json().next.form.fields.pp_Amount).toBe('300000');

    expect((await as(t.app, p.freelancer).post(`/api/payments/${paymentId}/cancel`)).statusCode).toBe(404);
    expect((await milestoneOf(contractId)).status).toBe('funding');
    for (let i = 0; i < 2; i++) {
      const cancel = await as(t.app, p.client).post(`/api/payments/${paymentId}/cancel`);
      expect(cancel.statusCode, cancel.body).toBe(200);
      expect(cancel.json().payment.status).toBe('cancelled');
      expect(cancel.json().next).toBeUndefined();
      expect(cancel.json().contract.milestones[0]).toMatchObject({
        status: 'pending',
        awaitingPayment: null,
      });
    }
    const events = (await as(t.app, p.client).get(`/api/contracts/${contractId}`)).json().contract.activity;
    expect(events.filter((e: { kind: string }) => e.kind === 'payment_cancelled')).toHaveLength(1);
    // A new checkout after the cancel.
    const again = await openJazzcash(milestoneId);
    expect(again.paymentId).not.toBe(paymentId);
    expect((await milestoneOf(contractId)).awaitingPayment.id).toBe(again.paymentId);
  });

  it('says where a refund went: the wallet for JazzCash (no refund API), back to the provider for the sandbox', async () => {
    const jazz = await accepted(150_000, 'PKR');
    const { ref } = await openJazzcash(jazz.milestoneId);
    const ipn = await t.app.inject({
      method: 'POST',
      url: '/api/payments/webhooks/jazzcash',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify(jc.result(ref, '000')),
    });
    expect(ipn.statusCode, ipn.body).toBe(200);
    const sandbox = await accepted(10_000, 'USD');
    await step(t.app, p.client, `/api/milestones/${sandbox.milestoneId}/fund`);
    for (const { contractId, milestoneId } of [jazz, sandbox]) {
      expect((await milestoneOf(contractId)).refundedTo).toBeNull();
      await step(t.app, p.client, `/api/milestones/${milestoneId}/request-refund`, { reason: 'Late' });
      const m = (await milestoneOf(contractId)) as { amount: number };
      await step(t.app, p.freelancer, `/api/milestones/${milestoneId}/refund`, { amount: m.amount });
    }
    expect(await milestoneOf(jazz.contractId)).toMatchObject({ status: 'refunded', refundedTo: 'wallet' });
    expect(await milestoneOf(sandbox.contractId)).toMatchObject({
      status: 'refunded',
      refundedTo: 'provider',
    });
    const wallet = (await as(t.app, p.client).get('/api/wallet?currency=PKR')).json();
    expect(wallet.wallet.available).toBeGreaterThanOrEqual(150_000);
    await expectLedgerOk(t.app);
  });

  it('the wallet says whether a sandbox moves its money', async () => {
    const sandboxed = (await as(t.app, p.client).get('/api/wallet')).json();
    expect(sandboxed.sandbox).toBe(true);
    const live = await createTestApp({
      PAYMENTS_PROVIDERS: 'jazzcash',
      PAYOUTS_PROVIDER: 'manual',
      JAZZCASH_MERCHANT_ID: CREDS.merchantId,
      JAZZCASH_PASSWORD: CREDS.password,
      JAZZCASH_INTEGRITY_SALT: CREDS.salt,
      JAZZCASH_URL: jc.url,
    });
    try {
      const q = await makeParties(live.app);
      expect((await as(live.app, q.client).get('/api/wallet')).json().sandbox).toBe(false);
    } finally {
      await live.close();
    }
  }, 60_000);
});

describe("the provider's deliveries from its own origin", () => {
  it("JazzCash's page posting the signed return from its origin is not refused as cross-origin", async () => {
    const c = await offer(t.app, p, [120_000], 'PKR');
    await step(t.app, p.freelancer, `/api/contracts/${c._id}/accept`);
    const { ref } = await openJazzcash(c.milestones[0]!._id);
    const back = await t.app.inject({
      method: 'POST',
      url: '/api/payments/return/jazzcash',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        origin: jc.url,
        'sec-fetch-site': 'cross-site',
      },
      payload: new URLSearchParams(jc.result(ref, '000')).toString(),
    });
    expect(back.statusCode, back.body).toBe(303);
    expect(back.headers.location).toBe(`/projects/${c._id}?payment=funded`);
    // Every other state-changing API request from a foreign origin is still refused.
    const other = await as(t.app, p.client).post(`/api/payments/${crypto.randomUUID()}/cancel`, undefined, {
      origin: jc.url,
      'sec-fetch-site': 'cross-site',
    });
    expect(other.statusCode).toBe(403);
    expect(other.json().message).toBe('Cross-origin request refused');
  });
});
