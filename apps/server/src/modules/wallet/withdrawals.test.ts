/**
 * Withdrawals: the rules (400/403/409 with the ledger unchanged), the two-phase hold posted or voided
 * once through the sandbox provider on the queue, idempotency replay, fifty concurrent withdrawals.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { as, createTestApp, type TestContext } from '../../../test/helpers.ts';
import { makeUser } from '../../../test/factories.ts';
import { payoutMethods, withdrawals } from '../../db/schema.ts';
import { inTransaction } from '../../db/executor.ts';
import { balanceOf } from '../ledger/ledger.ts';
import { expectLedgerOk } from '../contracts/test-kit.ts';
import { walletDeps } from './deps.ts';
import { addJazzCash, balances, seedAvailable, until } from './test-kit.ts';
import { sendWithdrawal, settleWithdrawal } from './withdrawals.ts';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp({
    QUEUE_POLL_INTERVAL: '500ms',
    PAYOUT_METHOD_COOLDOWN: '0s',
    SANDBOX_PAYOUT_DELAY: '0s',
    WITHDRAWAL_FEE_JAZZCASH: '1',
    WITHDRAWAL_REVIEW_ABOVE: '5000.00',
    // The limit on withdrawals has its own test (write-limits); here fifty race for one balance.
    LIMIT_WITHDRAWALS: '0',
  });
});
afterAll(() => t.close());

async function funded(amount = 10_000) {
  const u = await makeUser(t.app);
  await seedAvailable(t.app, u.id, amount);
  const methodId = await addJazzCash(t.app, u);
  return { u, methodId };
}

const statusOf = (user: { cookie: string }, id: string) => async () =>
  (await as(t.app, user).get('/api/wallet/withdrawals'))
    .json()
    .withdrawals.find((w: { _id: string }) => w._id === id);

describe('withdrawals', () => {
  it('reserves, pays out through the sandbox and posts the hold: net to the rail, fee to the platform', async () => {
    const { u, methodId } = await funded();
    const res = await as(t.app, u).post('/api/wallet/withdrawals', {
      amount: 5_000,
      payoutMethodId: methodId,
    });
    expect(res.statusCode, res.body).toBe(201);
    const w = res.json().withdrawal;
    expect(w).toMatchObject({ amount: 5_000, fee: 50, net: 4_950, currency: 'USD' });
    expect(['processing', 'sent', 'paid']).toContain(w.status);
    const done = await until(statusOf(u, w._id), (x) => x.status === 'paid');
    expect(done.status).toBe('paid');
    expect(await balances(t.app, u.id)).toEqual({ available: 5_000, withdrawing: 0 });
    expect(
      await balanceOf(t.app.db, { kind: 'world', provider: 'payout-sandbox', currency: 'USD' }),
    ).toBeGreaterThanOrEqual(4_950);
    const wallet = (await as(t.app, u).get('/api/wallet')).json();
    expect(wallet.wallet).toMatchObject({ available: 5_000, withdrawing: 0, pending: 0 });
    const entries = (await as(t.app, u).get('/api/wallet/entries?account=available')).json().entries;
    expect(
      entries.map((e: { kind: string; amount: number; balance: number }) => [e.kind, e.amount, e.balance]),
    ).toEqual([
      ['withdraw', -5_000, 5_000],
      ['fund', 10_000, 10_000],
    ]);
    await expectLedgerOk(t.app);
  });

  it('an amount ending in 13 cents fails at the sandbox: the hold is voided back to available', async () => {
    const { u, methodId } = await funded();
    const res = await as(t.app, u).post('/api/wallet/withdrawals', {
      amount: 2_013,
      payoutMethodId: methodId,
    });
    expect(res.statusCode, res.body).toBe(201);
    const done = await until(statusOf(u, res.json().withdrawal._id), (x) => x.status === 'failed');
    expect(done.status).toBe('failed');
    expect(done.failureReason).toContain('13 cents');
    expect(await balances(t.app, u.id)).toEqual({ available: 10_000, withdrawing: 0 });
    await expectLedgerOk(t.app);
  });

  it.each([
    [{ amount: 0 }, 400, 'more than zero'],
    [{ amount: -100 }, 400, 'more than zero'],
    [{ amount: 10.5 }, 400, 'whole number of cents'],
    [{ amount: '1000' }, 400, 'whole number'],
    [{ amount: 999 }, 400, 'smallest withdrawal is $10.00'],
    [{ amount: 10_001 }, 409, 'more than your available balance'],
  ])('refuses %j (%i) and leaves the ledger unchanged', async (body, code, words) => {
    const { u, methodId } = await funded();
    const res = await as(t.app, u).post('/api/wallet/withdrawals', { payoutMethodId: methodId, ...body });
    expect(res.statusCode).toBe(code);
    expect(res.json().message).toContain(words);
    expect(await balances(t.app, u.id)).toEqual({ available: 10_000, withdrawing: 0 });
    expect((await as(t.app, u).get('/api/wallet/withdrawals')).json().withdrawals).toEqual([]);
  });

  it("refuses a method in cool-down (409) and another user's method (403)", async () => {
    const { u, methodId } = await funded();
    await t.app.db
      .update(payoutMethods)
      .set({ usableAt: new Date(Date.now() + 86_400_000) })
      .where(eq(payoutMethods.id, methodId));
    const cooling = await as(t.app, u).post('/api/wallet/withdrawals', {
      amount: 2_000,
      payoutMethodId: methodId,
    });
    expect(cooling.statusCode).toBe(409);
    expect(cooling.json().message).toContain('can be used from');
    const other = await funded();
    const theirs = await as(t.app, u).post('/api/wallet/withdrawals', {
      amount: 2_000,
      payoutMethodId: other.methodId,
    });
    expect(theirs.statusCode).toBe(403);
    expect(await balances(t.app, u.id)).toEqual({ available: 10_000, withdrawing: 0 });
    expect(await balances(t.app, other.u.id)).toEqual({ available: 10_000, withdrawing: 0 });
  });

  it('replays the same Idempotency-Key once, and refuses it with another body', async () => {
    const { u, methodId } = await funded();
    const body = { amount: 3_000, payoutMethodId: methodId };
    const headers = { 'idempotency-key': 'withdraw-once-1' };
    const first = await as(t.app, u).post('/api/wallet/withdrawals', body, headers);
    const again = await as(t.app, u).post('/api/wallet/withdrawals', body, headers);
    expect(first.statusCode, first.body).toBe(201);
    expect(again.statusCode).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json().withdrawal._id).toBe(first.json().withdrawal._id);
    const other = await as(t.app, u).post('/api/wallet/withdrawals', { ...body, amount: 4_000 }, headers);
    expect(other.statusCode).toBe(409);
    const list = (await as(t.app, u).get('/api/wallet/withdrawals')).json().withdrawals;
    expect(list).toHaveLength(1);
    expect((await balances(t.app, u.id)).available).toBe(7_000);
  });

  it('fifty concurrent withdrawals of the whole balance: exactly one succeeds', async () => {
    const { u, methodId } = await funded(20_000);
    const results = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        as(t.app, u).post(
          '/api/wallet/withdrawals',
          { amount: 20_000, payoutMethodId: methodId },
          {
            'idempotency-key': `all-${i}`,
          },
        ),
      ),
    );
    const codes = results.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 201)).toHaveLength(1);
    expect(codes.filter((c) => c !== 201).every((c) => c === 409)).toBe(true);
    expect((await balances(t.app, u.id)).available).toBe(0);
    const list = (await as(t.app, u).get('/api/wallet/withdrawals')).json().withdrawals;
    expect(list.map((w: { amount: number }) => w.amount)).toEqual([20_000]);
    await expectLedgerOk(t.app);
  }, 120_000);

  it('a large withdrawal waits for review; a provider timeout leaves the hold intact; settling twice moves money once', async () => {
    const { u, methodId } = await funded(900_000);
    const res = await as(t.app, u).post('/api/wallet/withdrawals', {
      amount: 600_000,
      payoutMethodId: methodId,
    });
    expect(res.statusCode, res.body).toBe(201);
    const id = res.json().withdrawal._id;
    expect(res.json().withdrawal.status).toBe('in_review');
    expect(await balances(t.app, u.id)).toEqual({ available: 300_000, withdrawing: 600_000 });

    // An admin approves (the console is the disputes issue): the provider times out, then recovers.
    await t.app.db.update(withdrawals).set({ status: 'processing' }).where(eq(withdrawals.id, id));
    const deps = walletDeps(t.app);
    const calls: string[] = [];
    const flaky = {
      ...deps,
      provider: {
        ...deps.provider,
        send: async (req: { withdrawalId: string }) => {
          calls.push(req.withdrawalId);
          if (calls.length === 1) throw new Error('timeout');
          return { reference: 'ref-1' };
        },
      },
    };
    await expect(sendWithdrawal(flaky, t.app.db, id)).rejects.toThrow('timeout');
    expect((await statusOf(u, id)()).status).toBe('processing');
    expect(await balances(t.app, u.id)).toEqual({ available: 300_000, withdrawing: 600_000 });
    await sendWithdrawal(flaky, t.app.db, id);
    expect(calls).toEqual([id, id]);

    const settled = await inTransaction(t.app.db, (tx) => settleWithdrawal(tx, id, { paid: true }));
    const twice = await inTransaction(t.app.db, (tx) =>
      settleWithdrawal(tx, id, { paid: false, reason: 'late' }),
    );
    expect([settled, twice]).toEqual([true, false]);
    // The queued confirm job finds it settled and does nothing.
    await new Promise((r) => setTimeout(r, 1500));
    expect((await statusOf(u, id)()).status).toBe('paid');
    expect(await balances(t.app, u.id)).toEqual({ available: 300_000, withdrawing: 0 });
    await expectLedgerOk(t.app);
  });

  it('GET /api/wallet needs a signed-in user', async () => {
    expect((await as(t.app, null).get('/api/wallet')).statusCode).toBe(401);
    expect((await as(t.app, null).post('/api/wallet/withdrawals', {})).statusCode).toBe(401);
  });
});
