/**
 * Payout batches with PAYOUTS_PROVIDER=manual (issue 32): create, file, sent, results with paid,
 * failed and unknown rows (CSV and JSON), a second results file changing nothing, cancel before
 * sent, concurrent creation taking each withdrawal once, the admin-with-two-factor guard, the audit
 * trail and what the freelancer is told at each step. The bank is the operator here: its results
 * file follows docs/payout-batches.md.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { as, createTestApp, type TestContext, type TestUser } from '../../../test/helpers.ts';
import { makeUser } from '../../../test/factories.ts';
import { auditLog, notifications } from '../../db/schema.ts';
import { balanceOf } from '../ledger/ledger.ts';
import { expectLedgerOk } from '../contracts/test-kit.ts';
import { makeStaff } from '../disputes/test-kit.ts';
import { addJazzCash, seedAvailable } from '../wallet/test-kit.ts';

let t: TestContext;
let admin: TestUser;
beforeAll(async () => {
  t = await createTestApp({
    PAYOUTS_PROVIDER: 'manual',
    PAYOUT_METHOD_COOLDOWN: '0s',
    WITHDRAWAL_FEE_JAZZCASH: '1',
    LIMIT_WITHDRAWALS: '0',
  });
  admin = await makeStaff(t.app, { isAdmin: true });
});
afterAll(() => t.close());

/** A freelancer with Rs 10,000 available who withdraws `amount` to JazzCash. */
async function withdrawer(amount = 500_000) {
  const u = await makeUser(t.app);
  await seedAvailable(t.app, u.id, 1_000_000, 'PKR');
  const payoutMethodId = await addJazzCash(t.app, u);
  const res = await as(t.app, u).post('/api/wallet/withdrawals', { amount, currency: 'PKR', payoutMethodId });
  expect(res.statusCode, res.body).toBe(201);
  return { u, id: res.json().withdrawal._id as string };
}
const withdrawalOf = async (u: TestUser, id: string) =>
  (await as(t.app, u).get('/api/wallet/withdrawals'))
    .json()
    .withdrawals.find((w: { _id: string }) => w._id === id);
const titles = async (u: TestUser) =>
  (await t.app.db.select().from(notifications).where(eq(notifications.userId, u.id))).map((n) => [
    n.title,
    n.body,
  ]);
const available = (u: TestUser) => balanceOf(t.app.db, { kind: 'available', userId: u.id, currency: 'PKR' });
const api = () => as(t.app, admin);

describe('payout batches', () => {
  it('create, file, sent, results (paid, failed, unknown) settling each once; the freelancer is told each step', async () => {
    const a = await withdrawer(500_000);
    const b = await withdrawer(300_000);
    const c = await withdrawer(200_000);
    // The manual provider never pays by itself: they wait, ready to pay.
    expect((await withdrawalOf(a.u, a.id)).status).toBe('processing');

    const created = await api().post('/api/admin/payout-batches', { rail: 'jazzcash' });
    expect(created.statusCode, created.body).toBe(201);
    const batch = created.json().batch;
    const mine = batch.items.filter((i: { withdrawalId: string }) =>
      [a.id, b.id, c.id].includes(i.withdrawalId),
    );
    expect(mine).toHaveLength(3);
    const ref = (id: string) =>
      batch.items.find((i: { withdrawalId: string }) => i.withdrawalId === id).reference;
    expect(ref(a.id)).toMatch(/^KT\d{5}-\d{3}$/);
    expect((await withdrawalOf(a.u, a.id)).queuedAt).not.toBeNull();
    expect(await titles(a.u)).toContainEqual(['Queued for payment', expect.stringContaining('Rs 5,000.00')]);
    // Nothing else is ready: a second batch is refused and nothing is taken twice.
    expect((await api().post('/api/admin/payout-batches', { rail: 'jazzcash' })).statusCode).toBe(409);

    const file = await api().get(`/api/admin/payout-batches/${batch._id}/file`);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toMatch(/^text\/csv/);
    expect(file.headers['content-disposition']).toMatch(
      /^attachment; filename="payout-batch-\d+-jazzcash\.csv"$/,
    );
    const lines = file.body.trimEnd().split('\r\n');
    expect(lines[0]).toBe('reference,account,account_title,amount_pkr,purpose');
    // 1 % fee: Rs 5,000 withdrawn, Rs 4,950 paid to the account.
    expect(lines).toContainEqual(
      expect.stringMatching(new RegExp(`^${ref(a.id)},03001234567,Ayesha Khan,4950\\.00,`)),
    );
    expect(lines).toHaveLength(batch.count + 1);

    const early = await api().post(`/api/admin/payout-batches/${batch._id}/results`, {
      rows: [{ reference: ref(a.id), status: 'paid' }],
    });
    expect(early.statusCode).toBe(409);

    const sent = await api().post(`/api/admin/payout-batches/${batch._id}/sent`);
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json().batch.status).toBe('sent');
    const w = await withdrawalOf(a.u, a.id);
    expect(w.status).toBe('sent');
    expect(w.sentAt).not.toBeNull();
    expect(await titles(a.u)).toContainEqual([
      expect.stringMatching(/^Sent to your bank on \d{1,2} [A-Z][a-z]{2} \d{4}$/),
      expect.any(String),
    ]);
    // Cancelling after it was sent is refused.
    expect((await api().post(`/api/admin/payout-batches/${batch._id}/cancel`)).statusCode).toBe(409);

    const csv = [
      'reference,status,bank_reference,reason',
      `${ref(a.id)},paid,JC-778812,`,
      `${ref(b.id)},failed,,"Account closed, please update"`,
      'KT99999-001,paid,X,',
    ].join('\r\n');
    const before = await available(b.u);
    const res = await api().post(`/api/admin/payout-batches/${batch._id}/results`, csv, {
      'content-type': 'text/csv',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      settled: [ref(a.id), ref(b.id)],
      unchanged: [],
      unknown: ['KT99999-001'],
    });
    expect((await withdrawalOf(a.u, a.id)).status).toBe('paid');
    const failed = await withdrawalOf(b.u, b.id);
    expect(failed).toMatchObject({ status: 'failed', failureReason: 'Account closed, please update' });
    expect(await available(b.u)).toBe(before + 300_000);
    expect(await titles(b.u)).toContainEqual([
      'Withdrawal failed',
      expect.stringMatching(/^Failed: Account closed, please update, the money is back in your balance/),
    ]);
    expect(await titles(a.u)).toContainEqual(['Paid', expect.stringContaining('Rs 4,950.00')]);
    expect(
      await balanceOf(t.app.db, { kind: 'world', provider: 'payout-manual', currency: 'PKR' }),
    ).toBeGreaterThanOrEqual(495_000);

    // The same file again changes nothing.
    const worldBefore = await balanceOf(t.app.db, {
      kind: 'world',
      provider: 'payout-manual',
      currency: 'PKR',
    });
    const again = await api().post(`/api/admin/payout-batches/${batch._id}/results`, csv, {
      'content-type': 'text/csv; charset=utf-8',
    });
    expect(again.json()).toMatchObject({
      settled: [],
      unchanged: [ref(a.id), ref(b.id)],
      unknown: ['KT99999-001'],
    });
    expect(await available(b.u)).toBe(before + 300_000);
    expect(await balanceOf(t.app.db, { kind: 'world', provider: 'payout-manual', currency: 'PKR' })).toBe(
      worldBefore,
    );

    // The rest as JSON: the batch is settled once every withdrawal is.
    const rest = batch.items
      .map((i: { reference: string }) => i.reference)
      .filter((r: string) => r !== ref(a.id) && r !== ref(b.id));
    const json = await api().post(`/api/admin/payout-batches/${batch._id}/results`, {
      rows: rest.map((reference: string) => ({ reference, status: 'paid', bankReference: `B-${reference}` })),
    });
    expect(json.statusCode, json.body).toBe(200);
    expect(json.json().batch).toMatchObject({ status: 'settled' });
    expect(json.json().batch.paid + json.json().batch.failed).toBe(batch.count);

    const bad = await api().post(
      `/api/admin/payout-batches/${batch._id}/results`,
      'reference,status\r\nX,maybe',
      { 'content-type': 'text/csv' },
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Line 2: status must be paid or failed');

    const actions = (
      await t.app.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.targetId, batch._id), eq(auditLog.actorId, admin.id)))
    ).map((e) => e.action);
    expect(actions).toEqual(
      expect.arrayContaining([
        'payout_batch.create',
        'payout_batch.download',
        'payout_batch.sent',
        'payout_batch.results',
      ]),
    );
    const list = await api().get('/api/admin/payout-batches');
    expect(list.json().batches.map((x: { _id: string }) => x._id)).toContain(batch._id);
    await expectLedgerOk(t.app);
  }, 180_000);

  it('a batch cancelled before it is sent lets its withdrawals go into the next one', async () => {
    const a = await withdrawer(150_000);
    const first = (await api().post('/api/admin/payout-batches', { rail: 'jazzcash' })).json().batch;
    const cancelled = await api().post(`/api/admin/payout-batches/${first._id}/cancel`);
    expect(cancelled.json().batch.status).toBe('cancelled');
    expect((await withdrawalOf(a.u, a.id)).queuedAt).toBeNull();
    expect((await api().get(`/api/admin/payout-batches/${first._id}/file`)).statusCode).toBe(409);
    const second = (await api().post('/api/admin/payout-batches', { rail: 'jazzcash' })).json().batch;
    expect(second.items.map((i: { withdrawalId: string }) => i.withdrawalId)).toContain(a.id);
    await api().post(`/api/admin/payout-batches/${second._id}/cancel`);
    await expectLedgerOk(t.app);
  }, 120_000);

  it('batches created at once take each withdrawal exactly once', async () => {
    const ids = [];
    for (let i = 0; i < 6; i++) ids.push((await withdrawer(100_000 + i)).id);
    const replies = await Promise.all(
      Array.from({ length: 5 }, () => api().post('/api/admin/payout-batches', { rail: 'jazzcash' })),
    );
    const ok = replies.filter((r) => r.statusCode === 201);
    expect(ok.length).toBeGreaterThanOrEqual(1);
    for (const r of replies) expect([201, 409]).toContain(r.statusCode);
    const taken = ok.flatMap((r) =>
      r.json().batch.items.map((i: { withdrawalId: string }) => i.withdrawalId),
    );
    expect(new Set(taken).size).toBe(taken.length);
    for (const id of ids) expect(taken.filter((x) => x === id)).toHaveLength(1);
    for (const r of ok) await api().post(`/api/admin/payout-batches/${r.json().batch._id}/cancel`);
  }, 180_000);

  it('only an admin with two-factor on may run batches', async () => {
    const noTwoFactor = await makeStaff(t.app, { isAdmin: true, twoFactor: false });
    const freelancer = await makeUser(t.app);
    expect((await as(t.app, noTwoFactor).get('/api/admin/payout-batches')).statusCode).toBe(403);
    expect((await as(t.app, freelancer).post('/api/admin/payout-batches', { rail: 'bank' })).statusCode).toBe(
      403,
    );
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/payout-batches' })).statusCode).toBe(401);
  });
});
