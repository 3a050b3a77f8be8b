/**
 * Dollars paid in rupees (issue 32, PAYOUTS_PROVIDER=manual, FX_PROVIDER=manual): an admin with
 * two-factor enters the day's USD→PKR rate (audited); a dollar withdrawal to a rupee rail is refused
 * with no rate or a stale one, converted at a fresh one and keeps it; the batch file pays the
 * converted rupees; the paid withdrawal's statement line and notification show the rate.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { as, createTestApp, type TestContext, type TestUser } from '../../../test/helpers.ts';
import { makeUser } from '../../../test/factories.ts';
import { auditLog, fxRates, notifications, withdrawals } from '../../db/schema.ts';
import { balanceOf } from '../ledger/ledger.ts';
import { expectLedgerOk } from '../contracts/test-kit.ts';
import { makeStaff } from '../disputes/test-kit.ts';
import { seedAvailable } from '../wallet/test-kit.ts';

let t: TestContext;
let admin: TestUser;
beforeAll(async () => {
  t = await createTestApp({
    PAYOUTS_PROVIDER: 'manual',
    PAYOUT_METHOD_COOLDOWN: '0s',
    WITHDRAWAL_FEE_BANK: '1',
    LIMIT_WITHDRAWALS: '0',
    FX_RATE_MAX_AGE: '36h',
  });
  admin = await makeStaff(t.app, { isAdmin: true });
});
afterAll(() => t.close());

const api = () => as(t.app, admin);

/** A freelancer with $500 available and a bank account (IBAN) to withdraw to. */
async function dollarEarner() {
  const u = await makeUser(t.app);
  await seedAvailable(t.app, u.id, 50_000, 'USD');
  const res = await as(t.app, u).post('/api/wallet/payout-methods', {
    rail: 'bank',
    account: 'PK36SCBL0000001123456702',
    holderName: 'Ayesha Khan',
  });
  expect(res.statusCode, res.body).toBe(201);
  return { u, methodId: res.json().payoutMethod._id as string };
}
const withdraw = (u: TestUser, payoutMethodId: string, amount: number, fxRateId?: string) =>
  as(t.app, u).post('/api/wallet/withdrawals', {
    amount,
    currency: 'USD',
    payoutMethodId,
    ...(fxRateId ? { fxRateId } : {}),
  });
const available = (u: TestUser) => balanceOf(t.app.db, { kind: 'available', userId: u.id, currency: 'USD' });

describe('USD→PKR rate for dollar withdrawals paid in rupees', () => {
  it('refuses a dollar withdrawal while no rate has been set, and reserves nothing', async () => {
    const { u, methodId } = await dollarEarner();
    const wallet = (await as(t.app, u).get('/api/wallet?currency=USD')).json();
    expect(wallet.withdrawal.fx).toEqual({ rate: null, usable: false, maxAgeHours: 36 });
    const res = await withdraw(u, methodId, 10_000);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(
      'Dollar withdrawals to rupee accounts are paused: no dollar to rupee rate has been set yet. Please try again later.',
    );
    expect(await available(u)).toBe(50_000);
  });

  it('refuses a dollar withdrawal when the newest rate is older than FX_RATE_MAX_AGE', async () => {
    const { u, methodId } = await dollarEarner();
    await t.app.db.insert(fxRates).values({
      base: 'USD',
      quote: 'PKR',
      rateMicros: 280_000_000,
      source: 'Old board rate',
      provider: 'manual',
      createdBy: admin.id,
      createdAt: new Date(Date.now() - 37 * 3_600_000),
    });
    const wallet = (await as(t.app, u).get('/api/wallet?currency=USD')).json();
    expect(wallet.withdrawal.fx).toMatchObject({
      usable: false,
      rate: { rate: '280.00', source: 'Old board rate' },
    });
    const res = await withdraw(u, methodId, 10_000);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toMatch(
      /^Dollar withdrawals to rupee accounts are paused: the dollar to rupee rate is out of date \(set \d{1,2} [A-Z][a-z]{2} \d{4}, \d{2}:\d{2}\)\. Please try again once today's rate is set\.$/,
    );
    expect(await available(u)).toBe(50_000);
  });

  it('only an admin with two-factor enters a rate; it is audited, listed with its source and time', async () => {
    const noTwoFactor = await makeStaff(t.app, { isAdmin: true, twoFactor: false });
    const freelancer = await makeUser(t.app);
    const body = { rate: '278.4512', source: 'State Bank of Pakistan' };
    expect((await as(t.app, noTwoFactor).post('/api/admin/fx-rates', body)).statusCode).toBe(403);
    expect((await as(t.app, freelancer).post('/api/admin/fx-rates', body)).statusCode).toBe(403);
    expect((await as(t.app, freelancer).get('/api/admin/fx-rates')).statusCode).toBe(403);
    for (const rate of ['0', '-3', '278.1234567', 'abc', '1e3', '278,45.1.2'])
      expect((await api().post('/api/admin/fx-rates', { ...body, rate })).statusCode, rate).toBe(400);

    const res = await api().post('/api/admin/fx-rates', body);
    expect(res.statusCode, res.body).toBe(201);
    const rate = res.json().rate;
    expect(rate).toMatchObject({ base: 'USD', quote: 'PKR', rate: '278.4512', rateMicros: 278_451_200 });
    expect(res.json().message).toBe('Rate set: Rs 278.4512 per $1');
    const [row] = await t.app.db.select().from(fxRates).where(eq(fxRates.id, rate._id));
    expect(row).toMatchObject({
      rateMicros: 278_451_200,
      source: 'State Bank of Pakistan',
      createdBy: admin.id,
    });
    const [entry] = await t.app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetId, rate._id), eq(auditLog.action, 'fx_rate.create')));
    expect(entry).toMatchObject({
      actorId: admin.id,
      details: { rate: '278.4512', source: 'State Bank of Pakistan' },
    });

    const list = (await api().get('/api/admin/fx-rates')).json();
    expect(list.current).toMatchObject({ usable: true, rate: { _id: rate._id } });
    expect(list.rates[0]).toMatchObject({ _id: rate._id, enteredBy: expect.any(String) });
    expect(list).toMatchObject({ provider: 'manual', maxAgeHours: 36 });
  });

  it('converts a dollar withdrawal at the fresh rate, stores it, pays it in rupees in the batch file', async () => {
    const rate = (
      await api().post('/api/admin/fx-rates', { rate: '278.45', source: 'HBL board rate' })
    ).json().rate;
    const { u, methodId } = await dollarEarner();
    const wallet = (await as(t.app, u).get('/api/wallet?currency=USD')).json();
    expect(wallet.withdrawal.fx).toMatchObject({ usable: true, rate: { _id: rate._id, rate: '278.45' } });
    // A rupee wallet needs no conversion.
    expect((await as(t.app, u).get('/api/wallet?currency=PKR')).json().withdrawal.fx).toBeNull();

    // The user confirmed an older rate than the newest: refused, nothing reserved.
    const stale = await withdraw(u, methodId, 10_001, '00000000-0000-4000-8000-000000000000');
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toBe(
      'The dollar to rupee rate has changed: check the new rupee amount and confirm again.',
    );
    expect(await available(u)).toBe(50_000);

    // $100.01, 1 % fee $1.00 → $99.01 net → 9901 × 278.45 = Rs 27,569.3345 → Rs 27,569.33.
    const res = await withdraw(u, methodId, 10_001, rate._id);
    expect(res.statusCode, res.body).toBe(201);
    const w = res.json().withdrawal;
    expect(w).toMatchObject({ amount: 10_001, fee: 100, net: 9_901, currency: 'USD', status: 'processing' });
    expect(w.fx).toEqual({
      amount: 2_756_933,
      currency: 'PKR',
      rate: '278.45',
      source: 'HBL board rate',
      asOf: rate.asOf,
    });
    const [row] = await t.app.db.select().from(withdrawals).where(eq(withdrawals.id, w._id));
    expect(row).toMatchObject({
      fxRateId: rate._id,
      fxRateMicros: 278_450_000,
      payoutAmount: 2_756_933,
      payoutCurrency: 'PKR',
    });
    // A newer rate later does not change what this withdrawal pays.
    await api().post('/api/admin/fx-rates', { rate: '300', source: 'HBL board rate' });

    const created = await api().post('/api/admin/payout-batches', { rail: 'bank' });
    expect(created.statusCode, created.body).toBe(201);
    const batch = created.json().batch;
    expect(batch.currency).toBe('PKR');
    const item = batch.items.find((i: { withdrawalId: string }) => i.withdrawalId === w._id);
    expect(item).toMatchObject({ net: 9_901, currency: 'USD', amountPkr: 2_756_933, rate: '278.45' });
    expect(batch.total).toBe(batch.items.reduce((s: number, i: { amountPkr: number }) => s + i.amountPkr, 0));
    const file = await api().get(`/api/admin/payout-batches/${batch._id}/file`);
    expect(file.body.split('\r\n')).toContainEqual(
      expect.stringMatching(
        new RegExp(`^${item.reference},PK36SCBL0000001123456702,Ayesha Khan,27569\\.33,`),
      ),
    );

    const worldBefore = await balanceOf(t.app.db, {
      kind: 'world',
      provider: 'payout-manual',
      currency: 'USD',
    });
    await api().post(`/api/admin/payout-batches/${batch._id}/sent`);
    const paid = await api().post(`/api/admin/payout-batches/${batch._id}/results`, {
      rows: batch.items.map((i: { reference: string }) => ({ reference: i.reference, status: 'paid' })),
    });
    expect(paid.statusCode, paid.body).toBe(200);
    // The ledger stays in dollars: the clearing account took the net in USD.
    expect(
      (await balanceOf(t.app.db, { kind: 'world', provider: 'payout-manual', currency: 'USD' })) -
        worldBefore,
    ).toBe(batch.items.reduce((s: number, i: { net: number }) => s + i.net, 0));
    const told = await t.app.db.select().from(notifications).where(eq(notifications.userId, u.id));
    expect(told.map((n) => n.body)).toContainEqual(
      expect.stringMatching(
        /^\$99\.01 was paid to Bank account \(IBAN\) •••• 6702 as Rs 27,569\.33 at Rs 278\.45 per \$1 \(HBL board rate, \d{1,2} [A-Z][a-z]{2} \d{4}\)\.$/,
      ),
    );
    const month = new Date().toISOString().slice(0, 7);
    const statement = (await as(t.app, u).get(`/api/wallet/statements/${month}`)).json().statement;
    const usd = statement.currencies.find((c: { currency: string }) => c.currency === 'USD');
    expect(usd.entries.map((e: { description: string }) => e.description)).toContainEqual(
      expect.stringMatching(
        /^Withdrawal paid to Bank account \(IBAN\) •••• 6702: Rs 27,569\.33 at Rs 278\.45 per \$1 \(HBL board rate, /,
      ),
    );
    expect(usd.opening + usd.totals.moneyIn - usd.totals.moneyOut).toBe(usd.closing);
    await expectLedgerOk(t.app);
  }, 180_000);
});
