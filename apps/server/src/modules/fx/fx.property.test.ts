/**
 * Dollars paid in rupees through a payout batch, over random rates, amounts and bank outcomes driven
 * through the real API (issue 32). For each history:
 * - each line of the batch pays the net converted at the withdrawal's rate, within half a paisa of
 *   the exact product (the one documented rounding), and the batch total is the sum of its lines;
 * - the ledger stays in dollars and balanced: the payout clearing account takes exactly the nets
 *   paid, the fees account the fees, a failed line's whole amount is back in its owner's balance,
 *   and no dollar is created or lost (each owner's available + what was paid = what they had);
 * - every ledger check passes.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { as, createTestApp, type TestContext, type TestUser } from '../../../test/helpers.ts';
import { makeUser } from '../../../test/factories.ts';
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
    WITHDRAWAL_FEE_BANK: '1.5',
    LIMIT_WITHDRAWALS: '0',
  });
  admin = await makeStaff(t.app, { isAdmin: true });
});
afterAll(() => t.close());

const SEED = 5_000_000; // $50,000
const rateText = fc
  .tuple(fc.integer({ min: 1, max: 2000 }), fc.integer({ min: 0, max: 999_999 }))
  .map(([whole, micro]) => `${whole}.${String(micro).padStart(6, '0')}`);
const line = fc.record({ amount: fc.integer({ min: 1_000, max: SEED }), paid: fc.boolean() });
const world = (kind: 'world' | 'fees') =>
  kind === 'world'
    ? balanceOf(t.app.db, { kind: 'world', provider: 'payout-manual', currency: 'USD' })
    : balanceOf(t.app.db, { kind: 'fees', currency: 'USD' });

describe('dollar withdrawals paid in rupees (property)', () => {
  it('converting never creates or loses money beyond the documented rounding; the ledger stays balanced', async () => {
    await fc.assert(
      fc.asyncProperty(rateText, fc.array(line, { minLength: 1, maxLength: 3 }), async (rate, lines) => {
        const api = as(t.app, admin);
        const set = await api.post('/api/admin/fx-rates', { rate, source: 'Property test' });
        expect(set.statusCode, set.body).toBe(201);
        const micros = set.json().rate.rateMicros as number;
        const people = [];
        for (const l of lines) {
          const u = await makeUser(t.app);
          await seedAvailable(t.app, u.id, SEED, 'USD');
          const m = await as(t.app, u).post('/api/wallet/payout-methods', {
            rail: 'bank',
            account: 'PK36SCBL0000001123456702',
            holderName: 'Ayesha Khan',
          });
          const res = await as(t.app, u).post('/api/wallet/withdrawals', {
            amount: l.amount,
            currency: 'USD',
            payoutMethodId: m.json().payoutMethod._id,
          });
          expect(res.statusCode, res.body).toBe(201);
          people.push({ u, ...l, w: res.json().withdrawal });
        }
        const [worldBefore, feesBefore] = [await world('world'), await world('fees')];
        const batch = (await api.post('/api/admin/payout-batches', { rail: 'bank' })).json().batch;
        expect(batch.count).toBe(people.length);
        for (const item of batch.items) {
          const exact = BigInt(item.net) * BigInt(micros);
          const diff = BigInt(item.amountPkr) * 1_000_000n - exact;
          expect(diff > -500_000n && diff <= 500_000n).toBe(true);
        }
        expect(batch.total).toBe(
          batch.items.reduce((s: number, i: { amountPkr: number }) => s + i.amountPkr, 0),
        );
        const file = (await api.get(`/api/admin/payout-batches/${batch._id}/file`)).body as string;
        for (const item of batch.items)
          expect(file).toContain(
            `${item.reference},PK36SCBL0000001123456702,Ayesha Khan,${(item.amountPkr / 100).toFixed(2)},`,
          );

        await api.post(`/api/admin/payout-batches/${batch._id}/sent`);
        const ref = (id: string) =>
          batch.items.find((i: { withdrawalId: string }) => i.withdrawalId === id).reference;
        const res = await api.post(`/api/admin/payout-batches/${batch._id}/results`, {
          rows: people.map((p) => ({
            reference: ref(p.w._id),
            status: p.paid ? 'paid' : 'failed',
            ...(p.paid ? {} : { reason: 'Account closed' }),
          })),
        });
        expect(res.statusCode, res.body).toBe(200);
        const paid = people.filter((p) => p.paid);
        expect((await world('world')) - worldBefore).toBe(paid.reduce((s, p) => s + p.w.net, 0));
        expect((await world('fees')) - feesBefore).toBe(paid.reduce((s, p) => s + p.w.fee, 0));
        for (const p of people) {
          const left = await balanceOf(t.app.db, { kind: 'available', userId: p.u.id, currency: 'USD' });
          expect(left + (p.paid ? p.amount : 0)).toBe(SEED);
        }
        await expectLedgerOk(t.app);
      }),
      { numRuns: 4 },
    );
  }, 600_000);
});
