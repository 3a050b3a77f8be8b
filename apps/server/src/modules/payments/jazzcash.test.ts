/**
 * JazzCash Page Redirection v1.1 end to end against a local server that speaks it
 * (test-jazzcash.ts): the merchant form, the payer's signed return, the IPN, the status inquiry.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { as, createTestApp, type TestContext } from '../../../test/helpers.ts';
import { auditLog, paymentIssues, payments } from '../../db/schema.ts';
import { balanceOf } from '../ledger/ledger.ts';
import { expectLedgerOk, makeParties, offer, step, type Parties } from '../contracts/test-kit.ts';
import { jazzcashHashString, jazzcashProvider, jazzcashSecureHash } from './jazzcash.ts';
import { ProviderUnavailable } from './provider.ts';
import { closeCheckout } from './service.ts';
import { contractsDeps } from '../contracts/deps.ts';
import { startJazzcashStandIn, standInHash } from './test-jazzcash.ts';

const CREDS = { merchantId: 'MC31001', password: 'pw31x9y8z7', salt: 'salt31a2b3c4' };
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

type Form = { action: string; fields: Record<string, string> };

/** A PKR contract accepted by the freelancer; its first milestone's id. */
async function pkrMilestone(amount = 250_000) {
  const c = await offer(t.app, p, [amount], 'PKR');
  await step(t.app, p.freelancer, `/api/contracts/${c._id}/accept`);
  return { contractId: c._id, milestoneId: c.milestones[0]!._id };
}

async function fundJazzcash(milestoneId: string, key = `k-${milestoneId}-${Math.random()}`) {
  const res = await as(t.app, p.client).post(
    `/api/milestones/${milestoneId}/fund`,
    { method: 'jazzcash' },
    { 'idempotency-key': key },
  );
  expect(res.statusCode, res.body).toBe(201);
  const body = res.json();
  const form = body.next.form as Form;
  // The browser posts the form to the provider's page, which opens the transaction there.
  const page = await openOnProvider(form);
  expect(page.status, page.html).toBe(200);
  return { body, form, ref: form.fields.pp_TxnRefNo as string, page };
}

/** The browser posting the merchant form to JazzCash's page. */
async function openOnProvider(form: Form) {
  const res = await fetch(form.action, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(form.fields).toString(),
  });
  return { status: res.status, html: await res.text() };
}

const deliverReturn = (fields: Record<string, string>) =>
  t.app.inject({
    method: 'POST',
    url: '/api/payments/return/jazzcash',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(fields).toString(),
  });
const deliverIpn = (fields: Record<string, string>) =>
  t.app.inject({
    method: 'POST',
    url: '/api/payments/webhooks/jazzcash',
    headers: { 'content-type': 'application/json' },
    payload: JSON.stringify(fields),
  });
const resign = (fields: Record<string, string>) => ({
  ...fields,
  pp_SecureHash: standInHash(CREDS.salt, fields),
});

const milestoneStatus = async (contractId: string) =>
  (await as(t.app, p.client).get(`/api/contracts/${contractId}`)).json().contract.milestones[0]
    .status as string;
const escrow = (contractId: string) => balanceOf(t.app.db, { kind: 'escrow', contractId, currency: 'PKR' });

describe('JazzCash pp_SecureHash', () => {
  it('matches a fixed worked example: salt, then the non-empty pp_ values sorted by name, joined with &', () => {
    const fields = {
      pp_Version: '1.1',
      pp_TxnType: 'MWALLET',
      pp_Language: 'EN',
      pp_MerchantID: 'MC12345',
      pp_SubMerchantID: '',
      pp_Password: 'x0y1z2w3v4',
      pp_BankID: '',
      pp_ProductID: '',
      pp_TxnRefNo: 'T20250101120000',
      pp_Amount: '25000',
      pp_TxnCurrency: 'PKR',
      pp_TxnDateTime: '20250101120000',
      pp_BillReference: 'billRef',
      pp_Description: 'Description of transaction',
      pp_TxnExpiryDateTime: '20250102120000',
      pp_ReturnURL: 'https://example.com/return',
    };
    expect(jazzcashHashString('a1b2c3d4e5', fields)).toBe(
      'a1b2c3d4e5&25000&billRef&Description of transaction&EN&MC12345&x0y1z2w3v4&https://example.com/return&PKR&20250101120000&20250102120000&T20250101120000&MWALLET&1.1',
    );
    // Computed with `openssl dgst -sha256 -hmac a1b2c3d4e5` over the string above, not by our code.
    expect(jazzcashSecureHash('a1b2c3d4e5', fields)).toBe(
      '3DFA15A4D3EBE9432874694C187140F2B8F4F928815339E89FD195F8C76981F8',
    );
    expect(jazzcashSecureHash('a1b2c3d4e5', { ...fields, pp_SecureHash: 'ignored' })).toBe(
      '3DFA15A4D3EBE9432874694C187140F2B8F4F928815339E89FD195F8C76981F8',
    );
  });
});

describe('funding through JazzCash', () => {
  it('offers the methods of the currency; method may be left out only when one is configured', async () => {
    const usd = await offer(t.app, p, [10_000], 'USD');
    expect(usd.paymentMethods.map((m) => m.method)).toEqual(['sandbox']);
    await step(t.app, p.freelancer, `/api/contracts/${usd._id}/accept`);
    const sandbox = await as(t.app, p.client).post(`/api/milestones/${usd.milestones[0]!._id}/fund`);
    expect(sandbox.statusCode, sandbox.body).toBe(201);
    expect(sandbox.json().next).toBeUndefined();
    expect(sandbox.json().payment).toMatchObject({ method: 'sandbox', status: 'succeeded' });
    expect(sandbox.json().contract.milestones[0].status).toBe('funded');
    const jazzOnUsd = await as(t.app, p.client).post(`/api/milestones/${usd.milestones[0]!._id}/fund`, {
      method: 'jazzcash',
    });
    expect(jazzOnUsd.statusCode).toBe(409); // funded already: state before method

    const { milestoneId, contractId } = await pkrMilestone();
    const c = (await as(t.app, p.client).get(`/api/contracts/${contractId}`)).json().contract;
    expect(c.paymentMethods.map((m: { method: string }) => m.method)).toEqual(['sandbox', 'jazzcash']);
    const noMethod = await as(t.app, p.client).post(`/api/milestones/${milestoneId}/fund`);
    expect(noMethod.statusCode).toBe(400);
    expect(noMethod.json().message).toMatch(/Choose a payment method/);
    const freelancer = await as(t.app, p.freelancer).post(`/api/milestones/${milestoneId}/fund`, {
      method: 'jazzcash',
    });
    expect(freelancer.statusCode).toBe(403);
    const stranger = await as(t.app, p.stranger).post(`/api/milestones/${milestoneId}/fund`, {
      method: 'jazzcash',
    });
    expect(stranger.statusCode).toBe(404);
    expect(await milestoneStatus(contractId)).toBe('pending');
  });

  it('opens the hosted page, and the signed return funds the milestone once whatever the order and number of deliveries', async () => {
    const { contractId, milestoneId } = await pkrMilestone(250_000);
    const key = `fund-${milestoneId}`;
    const { body, form, ref, page } = await fundJazzcash(milestoneId, key);
    expect(body.payment).toMatchObject({
      method: 'jazzcash',
      status: 'awaiting_payment',
      amount: 250_000,
      currency: 'PKR',
    });
    expect(form.action).toBe(`${jc.url}/CustomerPortal/transactionmanagement/merchantform/`);
    expect(form.fields).toMatchObject({
      pp_Version: '1.1',
      pp_MerchantID: CREDS.merchantId,
      pp_Amount: '250000',
      pp_TxnCurrency: 'PKR',
      pp_ReturnURL: 'http://localhost:80/api/payments/return/jazzcash',
    });
    expect(ref).toMatch(/^[A-Z0-9]{1,20}$/);
    expect(body.contract.milestones[0].status).toBe('funding');
    expect(body.contract.milestones[0].awaitingPayment).toMatchObject({
      id: body.payment.id,
      method: 'jazzcash',
    });

    // A retry with the same key answers the same checkout; nothing new is opened.
    const again = await fundJazzcash(milestoneId, key);
    expect(again.body.payment.id).toBe(body.payment.id);
    expect(again.ref).toBe(ref);
    // Funding while a checkout is open is refused (the milestone is funding).
    const other = await as(t.app, p.client).post(`/api/milestones/${milestoneId}/fund`, {
      method: 'jazzcash',
    });
    expect(other.statusCode).toBe(409);

    // The provider's page accepted our form and hash (its own hash implementation).
    expect(page.html).toContain('Pay Rs 2500.00');
    expect(await escrow(contractId)).toBe(0);

    const paid = jc.result(ref, '000');
    // IPN first, then the return, then both again: funded once.
    const ipn = await deliverIpn(paid);
    expect(ipn.statusCode, ipn.body).toBe(200);
    const back = await deliverReturn(paid);
    expect(back.statusCode).toBe(303);
    expect(back.headers.location).toBe(`/projects/${contractId}?payment=funded`);
    expect((await deliverIpn(paid)).statusCode).toBe(200);
    expect((await deliverReturn(paid)).headers.location).toBe(`/projects/${contractId}?payment=funded`);
    expect(await escrow(contractId)).toBe(250_000);
    expect(await milestoneStatus(contractId)).toBe('funded');
    expect(await balanceOf(t.app.db, { kind: 'clearing', provider: 'jazzcash', currency: 'PKR' })).toBe(0);
    const payment = (await as(t.app, p.client).get(`/api/payments/${body.payment.id}`)).json();
    expect(payment.payment.status).toBe('succeeded');
    expect(payment.next).toBeUndefined();
    expect((await as(t.app, p.stranger).get(`/api/payments/${body.payment.id}`)).statusCode).toBe(404);
    await expectLedgerOk(t.app);
  });

  it('a forged or altered signature funds nothing and is kept for the operator', async () => {
    const { contractId, milestoneId } = await pkrMilestone();
    const { ref } = await fundJazzcash(milestoneId);
    const paid = jc.result(ref, '000');
    const forged = { ...paid, pp_SecureHash: standInHash('not-the-salt', paid) };
    const before = (await t.app.db.select().from(paymentIssues)).length;
    expect((await deliverIpn(forged)).statusCode).toBe(401);
    expect((await deliverIpn({ ...paid, pp_Amount: '1' })).statusCode).toBe(401);
    const { pp_SecureHash: _h, ...unsigned } = paid;
    expect((await deliverIpn(unsigned)).statusCode).toBe(401);
    const back = await deliverReturn(forged);
    expect(back.statusCode).toBe(303);
    expect(back.headers.location).toBe('/projects?payment=invalid');
    const issues = await t.app.db.select().from(paymentIssues);
    expect(issues.length - before).toBe(4);
    expect(issues.at(-1)!.problem).toBe('bad_signature');
    expect(JSON.stringify(issues.at(-1)!.payload)).not.toContain(CREDS.password);
    expect(await escrow(contractId)).toBe(0);
    expect(await milestoneStatus(contractId)).toBe('funding');
  });

  it('a signed success with the wrong amount, currency or merchant funds nothing, is kept and audited', async () => {
    const { contractId, milestoneId } = await pkrMilestone(300_000);
    const { body, ref } = await fundJazzcash(milestoneId);
    const paid = jc.result(ref, '000');
    const wrongs: Record<string, string>[] = [
      { pp_Amount: '299999' },
      { pp_TxnCurrency: 'USD' },
      { pp_MerchantID: 'MC99999' },
    ];
    for (const wrong of wrongs) {
      const res = await deliverIpn(resign({ ...paid, ...wrong }));
      expect(res.statusCode).toBe(200);
    }
    expect(await escrow(contractId)).toBe(0);
    const kept = await t.app.db
      .select()
      .from(paymentIssues)
      .where(and(eq(paymentIssues.paymentId, body.payment.id), eq(paymentIssues.problem, 'mismatch')));
    expect(kept.map((k) => k.detail)).toEqual([
      expect.stringContaining('amount 299999 instead of 300000'),
      expect.stringContaining('currency USD instead of PKR'),
      expect.stringContaining('another merchant'),
    ]);
    const audited = await t.app.db.select().from(auditLog).where(eq(auditLog.targetId, body.payment.id));
    expect(audited.map((a) => a.action)).toEqual([
      'payment.mismatch',
      'payment.mismatch',
      'payment.mismatch',
    ]);
    // The right word still funds it afterwards.
    expect((await deliverIpn(paid)).statusCode).toBe(200);
    expect(await escrow(contractId)).toBe(300_000);
    await expectLedgerOk(t.app);
  });

  it('a failure or a cancel puts the milestone back to pending; a late success then still funds it once', async () => {
    const { contractId, milestoneId } = await pkrMilestone();
    const first = await fundJazzcash(milestoneId);
    const failed = await deliverReturn(jc.result(first.ref, '199'));
    expect(failed.headers.location).toBe(`/projects/${contractId}?payment=failed`);
    expect(await milestoneStatus(contractId)).toBe('pending');

    const second = await fundJazzcash(milestoneId);
    const cancel = await as(t.app, p.client).post(`/api/payments/${second.body.payment.id}/cancel`);
    expect(cancel.statusCode, cancel.body).toBe(200);
    expect(cancel.json().payment.status).toBe('cancelled');
    expect(await milestoneStatus(contractId)).toBe('pending');
    expect(
      (await as(t.app, p.stranger).post(`/api/payments/${second.body.payment.id}/cancel`)).statusCode,
    ).toBe(404);

    // The payer had paid before cancelling: the provider's late word still funds the milestone.
    await deliverIpn(jc.result(second.ref, '000'));
    expect(await milestoneStatus(contractId)).toBe('funded');
    expect(await escrow(contractId)).toBe(250_000);
    await expectLedgerOk(t.app);
  });

  it('an expired checkout returns the milestone to pending', async () => {
    const { contractId, milestoneId } = await pkrMilestone();
    const { body } = await fundJazzcash(milestoneId);
    await closeCheckout(contractsDeps(t.app), t.app.db, body.payment.id, 'expired');
    expect(await milestoneStatus(contractId)).toBe('pending');
    const [row] = await t.app.db.select().from(payments).where(eq(payments.id, body.payment.id));
    expect(row!.status).toBe('expired');
  });

  it('two checkouts that both succeed: escrow holds the milestone once, the second goes to the client’s wallet', async () => {
    const { contractId, milestoneId } = await pkrMilestone(200_000);
    const a = await fundJazzcash(milestoneId);
    await as(t.app, p.client).post(`/api/payments/${a.body.payment.id}/cancel`);
    const b = await fundJazzcash(milestoneId);
    const walletBefore = await balanceOf(t.app.db, {
      kind: 'available',
      userId: p.client.id,
      currency: 'PKR',
    });
    await deliverIpn(jc.result(b.ref, '000'));
    await deliverIpn(jc.result(a.ref, '000'));
    await deliverIpn(jc.result(a.ref, '000'));
    expect(await escrow(contractId)).toBe(200_000);
    expect(await balanceOf(t.app.db, { kind: 'available', userId: p.client.id, currency: 'PKR' })).toBe(
      walletBefore + 200_000,
    );
    const [rowA] = await t.app.db.select().from(payments).where(eq(payments.id, a.body.payment.id));
    expect(rowA!.status).toBe('credited');
    const c = (await as(t.app, p.client).get(`/api/contracts/${contractId}`)).json().contract;
    expect(c.activity.map((e: { kind: string }) => e.kind)).toContain('payment_returned');
    await expectLedgerOk(t.app);
  });

  it('the status inquiry answers through the hash, and a provider that times out is reported as unavailable', async () => {
    const { milestoneId } = await pkrMilestone();
    const { ref } = await fundJazzcash(milestoneId);
    const provider = jazzcashProvider(
      { merchantId: CREDS.merchantId, password: CREDS.password, integritySalt: CREDS.salt, url: jc.url },
      300,
    );
    expect((await provider.inquire(ref, { amount: 250_000, currency: 'PKR' })).outcome).toBe('pending');
    jc.result(ref, '000');
    expect((await provider.inquire(ref, { amount: 250_000, currency: 'PKR' })).outcome).toBe('succeeded');
    const wrongSalt = jazzcashProvider(
      { merchantId: CREDS.merchantId, password: CREDS.password, integritySalt: 'other', url: jc.url },
      300,
    );
    await expect(wrongSalt.inquire(ref, { amount: 250_000, currency: 'PKR' })).rejects.toBeInstanceOf(
      ProviderUnavailable,
    );
    jc.setInquiryDelay(1_000);
    await expect(provider.inquire(ref, { amount: 250_000, currency: 'PKR' })).rejects.toBeInstanceOf(
      ProviderUnavailable,
    );
    jc.setInquiryDelay(0);
  });
});
