/**
 * Random runs of earnings (funded and released, some partly refunded), withdrawals (some too small or
 * too large) and their outcomes (posted, voided, or settled again) against a simple model: every
 * reply is what the model predicts, the user's balances equal the model's after each step, and every
 * ledger invariant holds (sum zero, no negative balance but the world's, holds equal open withdrawals,
 * each withdrawal posted or voided at most once).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { platformFee } from '@kt/shared';
import { as, createTestApp, type TestContext } from '../../../test/helpers.ts';
import { inTransaction } from '../../db/executor.ts';
import { makeAvailable } from '../contracts/settle.ts';
import { expectLedgerOk, makeParties, offer, step } from '../contracts/test-kit.ts';
import { addJazzCash, balances } from './test-kit.ts';
import { settleWithdrawal } from './withdrawals.ts';

let t: TestContext;
beforeAll(async () => {
  // Every withdrawal waits for review, so the queue leaves them alone and the test settles them.
  t = await createTestApp({
    FUNDS_HOLD: '1d',
    PAYOUT_METHOD_COOLDOWN: '0s',
    WITHDRAWAL_REVIEW_ABOVE: '0.00',
    WITHDRAWAL_FEE_JAZZCASH: '1.5',
  });
});
afterAll(() => t.close());

type Op =
  | { kind: 'earn'; amount: number; refund: number }
  | { kind: 'withdraw'; amount: number }
  | { kind: 'settle'; index: number; paid: boolean };

const op: fc.Arbitrary<Op> = fc.oneof(
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('earn' as const),
      amount: fc.integer({ min: 100, max: 500_000 }),
      refund: fc.integer({ min: 0, max: 100 }),
    }),
  },
  {
    weight: 3,
    arbitrary: fc.record({
      kind: fc.constant('withdraw' as const),
      amount: fc.oneof(fc.integer({ min: 1, max: 600_000 }), fc.integer({ min: 1000, max: 5000 })),
    }),
  },
  {
    weight: 3,
    arbitrary: fc.record({
      kind: fc.constant('settle' as const),
      index: fc.nat({ max: 9 }),
      paid: fc.boolean(),
    }),
  },
);

describe('wallet ledger against a model', () => {
  it('random earnings, withdrawals, payouts and failures keep balances equal to the model and every invariant true', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(op, { minLength: 3, maxLength: 12 }), async (ops) => {
        const p = await makeParties(t.app);
        const f = p.freelancer;
        const methodId = await addJazzCash(t.app, f);
        const model = { available: 0, withdrawing: 0 };
        const withdrawals: { id: string; amount: number; open: boolean }[] = [];
        for (const o of ops) {
          if (o.kind === 'earn') {
            const c = await offer(t.app, p, [o.amount]);
            const mid = c.milestones[0]!._id;
            await step(t.app, f, `/api/contracts/${c._id}/accept`);
            await step(t.app, p.client, `/api/milestones/${mid}/fund`);
            const refunded = Math.floor((o.amount * o.refund) / 100);
            if (o.refund > 0 && refunded > 0) {
              await step(t.app, p.client, `/api/milestones/${mid}/request-refund`, { reason: 'Not needed' });
              await step(t.app, f, `/api/milestones/${mid}/refund`, { amount: refunded });
            } else {
              await step(t.app, f, `/api/milestones/${mid}/submit`, { message: 'Done' });
              await step(t.app, p.client, `/api/milestones/${mid}/approve`);
            }
            const released = o.amount - (o.refund > 0 && refunded > 0 ? refunded : 0);
            await inTransaction(t.app.db, (tx) => makeAvailable(tx, mid));
            model.available += released > 0 ? platformFee(released, 500).net : 0;
          } else if (o.kind === 'withdraw') {
            const res = await as(t.app, f).post('/api/wallet/withdrawals', {
              amount: o.amount,
              payoutMethodId: methodId,
            });
            const expected = o.amount < 1000 ? 400 : o.amount > model.available ? 409 : 201;
            expect(res.statusCode, res.body).toBe(expected);
            if (expected === 201) {
              withdrawals.push({ id: res.json().withdrawal._id, amount: o.amount, open: true });
              model.available -= o.amount;
              model.withdrawing += o.amount;
            }
          } else if (withdrawals.length > 0) {
            const w = withdrawals[o.index % withdrawals.length]!;
            const moved = await inTransaction(t.app.db, (tx) =>
              settleWithdrawal(tx, w.id, o.paid ? { paid: true } : { paid: false, reason: 'Rail refused' }),
            );
            expect(moved).toBe(w.open);
            if (w.open) {
              w.open = false;
              model.withdrawing -= w.amount;
              if (!o.paid) model.available += w.amount;
            }
          }
          expect(await balances(t.app, f.id)).toEqual(model);
        }
        await expectLedgerOk(t.app);
      }),
      { numRuns: 6 },
    );
  }, 400_000);
});
