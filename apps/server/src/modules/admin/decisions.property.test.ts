/**
 * Random runs of withdrawals waiting for review and an admin's decisions on them (approve, reject,
 * repeated, in any order) against a simple model: each reply is what the model predicts (200 for a
 * first decision or a repeat of it, 409 for the opposite one), the user's available balance equals
 * the model's after every step, and every ledger invariant holds.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { eq } from 'drizzle-orm';
import { as, createTestApp, type TestContext, type TestUser } from '../../../test/helpers.ts';
import { makeUser } from '../../../test/factories.ts';
import { users } from '../../db/schema.ts';
import { expectLedgerOk } from '../contracts/test-kit.ts';
import { addJazzCash, balances, seedAvailable } from '../wallet/test-kit.ts';

let t: TestContext;
let admin: TestUser;
beforeAll(async () => {
  t = await createTestApp({
    PAYOUT_METHOD_COOLDOWN: '0s',
    SANDBOX_PAYOUT_DELAY: '0s',
    QUEUE_POLL_INTERVAL: '500ms',
    WITHDRAWAL_REVIEW_ABOVE: '0.00',
  });
  admin = await makeUser(t.app, { isAdmin: true });
  await t.app.db.update(users).set({ twoFactorEnabled: true }).where(eq(users.id, admin.id));
});
afterAll(() => t.close());

type Op = { kind: 'withdraw'; amount: number } | { kind: 'decide'; index: number; approve: boolean };
const op: fc.Arbitrary<Op> = fc.oneof(
  fc.record({
    kind: fc.constant('withdraw' as const),
    // Whole dollars: the sandbox fails amounts ending in 13 cents, which would move money back later.
    amount: fc.integer({ min: 10, max: 300 }).map((n) => n * 100),
  }),
  fc.record({ kind: fc.constant('decide' as const), index: fc.nat({ max: 5 }), approve: fc.boolean() }),
);

describe('admin decisions on withdrawals (property)', () => {
  it('keep the available balance and the ledger exact whatever the order', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(op, { minLength: 1, maxLength: 10 }), async (ops) => {
        const u = await makeUser(t.app);
        await seedAvailable(t.app, u.id, 100_000);
        const methodId = await addJazzCash(t.app, u);
        let available = 100_000;
        const made: { id: string; amount: number; decided: 'approved' | 'rejected' | null }[] = [];
        for (const o of ops) {
          if (o.kind === 'withdraw') {
            const res = await as(t.app, u).post('/api/wallet/withdrawals', {
              amount: o.amount,
              payoutMethodId: methodId,
            });
            if (o.amount <= available) {
              expect(res.statusCode, res.body).toBe(201);
              expect(res.json().withdrawal.status).toBe('in_review');
              made.push({ id: res.json().withdrawal._id, amount: o.amount, decided: null });
              available -= o.amount;
            } else expect(res.statusCode).toBe(409);
          } else {
            const w = made[o.index % Math.max(made.length, 1)];
            if (!w) continue;
            const res = o.approve
              ? await as(t.app, admin).post(`/api/admin/withdrawals/${w.id}/approve`)
              : await as(t.app, admin).post(`/api/admin/withdrawals/${w.id}/reject`, {
                  reason: 'Not this one',
                });
            const wanted = o.approve ? 'approved' : 'rejected';
            if (w.decided === null || w.decided === wanted) {
              expect(res.statusCode, res.body).toBe(200);
              if (w.decided === null && !o.approve) available += w.amount;
              w.decided = wanted;
            } else expect(res.statusCode, res.body).toBe(409);
          }
          expect((await balances(t.app, u.id)).available).toBe(available);
        }
        await expectLedgerOk(t.app);
      }),
      { numRuns: 12 },
    );
  });
});
