/** Payout webhooks: signed events post or void a sent withdrawal once; forged, stale and replayed ones change nothing. */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { as, createTestApp, type TestContext } from '../../../test/helpers.ts';
import { makeUser } from '../../../test/factories.ts';
import { withdrawals } from '../../db/schema.ts';
import { expectLedgerOk } from '../contracts/test-kit.ts';
import { signWebhook } from '../payments/signature.ts';
import { addJazzCash, balances, seedAvailable } from './test-kit.ts';

const SECRET = 'test-webhook-secret-of-enough-length';
let t: TestContext;
beforeAll(async () => {
  // Every withdrawal waits for review: the queue leaves it alone, the test marks it sent.
  t = await createTestApp({
    PAYMENTS_WEBHOOK_SECRET: SECRET,
    PAYOUT_METHOD_COOLDOWN: '0s',
    WITHDRAWAL_REVIEW_ABOVE: '0.00',
  });
});
afterAll(() => t.close());

const deliver = (body: string, signature?: string, provider = 'sandbox') =>
  t.app.inject({
    method: 'POST',
    url: `/api/wallet/webhooks/${provider}`,
    headers: {
      'content-type': 'application/json',
      ...(signature ? { 'payments-signature': signature } : {}),
    },
    payload: body,
  });

async function sentWithdrawal(amount: number) {
  const u = await makeUser(t.app);
  await seedAvailable(t.app, u.id, 10_000);
  const methodId = await addJazzCash(t.app, u);
  const res = await as(t.app, u).post('/api/wallet/withdrawals', { amount, payoutMethodId: methodId });
  expect(res.statusCode, res.body).toBe(201);
  const id = res.json().withdrawal._id as string;
  await t.app.db.update(withdrawals).set({ status: 'sent' }).where(eq(withdrawals.id, id));
  return { u, id };
}

describe('payout webhooks', () => {
  it('a signed payout.paid posts the hold once; forged, stale and replayed deliveries change nothing', async () => {
    const { u, id } = await sentWithdrawal(4_000);
    const body = JSON.stringify({ id: randomUUID(), type: 'payout.paid', withdrawalId: id });
    expect((await deliver(body)).statusCode).toBe(401);
    expect((await deliver(body, signWebhook('wrong-secret', body))).statusCode).toBe(401);
    expect((await deliver(body, signWebhook(SECRET, body, Date.now() - 10 * 60_000))).statusCode).toBe(401);
    expect((await deliver(body, signWebhook(SECRET, body), 'other')).statusCode).toBe(404);
    expect(await balances(t.app, u.id)).toEqual({ available: 6_000, withdrawing: 4_000 });

    const ok = await deliver(body, signWebhook(SECRET, body));
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().message).toBe('Event processed');
    expect(await balances(t.app, u.id)).toEqual({ available: 6_000, withdrawing: 0 });
    const again = await deliver(body, signWebhook(SECRET, body));
    expect(again.json().message).toBe('Event already processed');

    // A different event for the same, already paid withdrawal cannot void it.
    const late = JSON.stringify({
      id: randomUUID(),
      type: 'payout.failed',
      withdrawalId: id,
      reason: 'late',
    });
    expect((await deliver(late, signWebhook(SECRET, late))).statusCode).toBe(200);
    expect(await balances(t.app, u.id)).toEqual({ available: 6_000, withdrawing: 0 });
    const [w] = await t.app.db.select().from(withdrawals).where(eq(withdrawals.id, id));
    expect(w!.status).toBe('paid');
    await expectLedgerOk(t.app);
  });

  it('a signed payout.failed voids the hold back to available; a withdrawal still in review is not touched', async () => {
    const { u, id } = await sentWithdrawal(3_000);
    const body = JSON.stringify({
      id: randomUUID(),
      type: 'payout.failed',
      withdrawalId: id,
      reason: 'Account closed',
    });
    expect((await deliver(body, signWebhook(SECRET, body))).statusCode).toBe(200);
    expect(await balances(t.app, u.id)).toEqual({ available: 10_000, withdrawing: 0 });

    const other = await makeUser(t.app);
    await seedAvailable(t.app, other.id, 5_000);
    const methodId = await addJazzCash(t.app, other);
    const res = await as(t.app, other).post('/api/wallet/withdrawals', {
      amount: 5_000,
      payoutMethodId: methodId,
    });
    const inReview = res.json().withdrawal._id;
    const paid = JSON.stringify({ id: randomUUID(), type: 'payout.paid', withdrawalId: inReview });
    expect((await deliver(paid, signWebhook(SECRET, paid))).statusCode).toBe(200);
    expect(await balances(t.app, other.id)).toEqual({ available: 0, withdrawing: 5_000 });
    const bad = JSON.stringify({ id: 'x', type: 'payout.refunded', withdrawalId: inReview });
    expect((await deliver(bad, signWebhook(SECRET, bad))).statusCode).toBe(400);
    await expectLedgerOk(t.app);
  });
});
