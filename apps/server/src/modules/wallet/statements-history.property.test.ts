/**
 * Both sides' statements against the ledger and the receipts, over random contract histories driven
 * through the real API (issue 32): milestones left unfunded, funded, released, refunded in full or in
 * part, or split by a dispute both parties agree on. For each history:
 * - each statement reconciles: opening + money in − money out = closing, the running balance ends at
 *   the closing, and the closing is what the ledger holds for that user (their accounts, or the
 *   escrow of the contracts they pay for);
 * - the freelancer's statement has, per milestone paid to them, the released amount in and the
 *   platform fee out as a line of its own, equal to the milestone's receipt (fee and net);
 * - the client's statement shows paid in = funded, released, refunded and split as the milestones
 *   say, and opening + paid in − released − refunded − split = closing;
 * - every ledger check passes.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { monthOf, platformFee, type ContractDto, type StatementCurrencyDto } from '@kt/shared';
import { as, createTestApp, type TestContext, type TestUser } from '../../../test/helpers.ts';
import { balanceOf } from '../ledger/ledger.ts';
import { expectLedgerOk, makeParties, offer, step } from '../contracts/test-kit.ts';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp({ LIMIT_MILESTONE_ACTIONS: '0', LIMIT_OFFERS: '0', LIMIT_DISPUTES: '0' });
});
afterAll(() => t.close());

type Fate =
  | { kind: 'pending' | 'funded' | 'released' }
  | { kind: 'refunded'; part: number }
  | { kind: 'split'; part: number };

const fate: fc.Arbitrary<Fate> = fc.oneof(
  fc.constantFrom({ kind: 'pending' as const }, { kind: 'funded' as const }, { kind: 'released' as const }),
  fc.record({ kind: fc.constant('refunded' as const), part: fc.integer({ min: 1, max: 100 }) }),
  fc.record({ kind: fc.constant('split' as const), part: fc.integer({ min: 0, max: 100 }) }),
);
const milestone = fc.record({ amount: fc.integer({ min: 100, max: 10_000_000 }), fate });

const month = monthOf(new Date());
async function statementOf(u: TestUser): Promise<StatementCurrencyDto | undefined> {
  const res = await as(t.app, u).get(`/api/wallet/statements/${month}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().statement.currencies.find((c: StatementCurrencyDto) => c.currency === 'USD');
}

function reconciles(s: StatementCurrencyDto) {
  const moved = s.entries.reduce((sum, e) => sum + e.moneyIn - e.moneyOut, 0);
  expect(s.closing).toBe(s.opening + moved);
  expect(s.totals.moneyIn - s.totals.moneyOut).toBe(moved);
  if (s.entries.length > 0) expect(s.entries.at(-1)!.balance).toBe(s.closing);
}

async function live(p: Awaited<ReturnType<typeof makeParties>>, ms: { amount: number; fate: Fate }[]) {
  const c = await offer(
    t.app,
    p,
    ms.map((m) => m.amount),
  );
  await step(t.app, p.freelancer, `/api/contracts/${c._id}/accept`);
  for (const [i, m] of ms.entries()) {
    const id = c.milestones[i]!._id;
    const url = (a: string) => `/api/milestones/${id}/${a}`;
    if (m.fate.kind === 'pending') continue;
    await step(t.app, p.client, url('fund'));
    if (m.fate.kind === 'released') {
      await step(t.app, p.freelancer, url('submit'), { message: 'Done' });
      await step(t.app, p.client, url('approve'));
    } else if (m.fate.kind === 'refunded') {
      const amount = Math.max(1, Math.floor((m.amount * m.fate.part) / 100));
      await step(t.app, p.client, url('request-refund'), { reason: 'Not what we agreed' });
      await step(t.app, p.freelancer, url('refund'), { amount });
    } else if (m.fate.kind === 'split') {
      const toFreelancer = Math.floor((m.amount * m.fate.part) / 100);
      const res = await as(t.app, p.client).post(url('dispute'), {
        reason: 'We disagree about the work delivered',
        proposal: { toFreelancer, toClient: m.amount - toFreelancer },
      });
      expect(res.statusCode, res.body).toBe(201);
      const accepted = await as(t.app, p.freelancer).post(`/api/disputes/${res.json().dispute._id}/respond`, {
        accept: true,
      });
      expect(accepted.statusCode, accepted.body).toBeLessThan(300);
    }
  }
  return (await as(t.app, p.client).get(`/api/contracts/${c._id}`)).json().contract as ContractDto;
}

describe('statements over random contract histories', () => {
  it("both sides' statements reconcile, agree with the ledger and with each milestone's receipt", async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(milestone, { minLength: 1, maxLength: 4 }), async (ms) => {
        const p = await makeParties(t.app);
        const c = await live(p, ms);
        const usd = 'USD' as const;

        // The freelancer: what the ledger holds for them, and a release line plus a fee line per paid milestone.
        const f = await statementOf(p.freelancer);
        const held =
          (await balanceOf(t.app.db, { kind: 'pending', userId: p.freelancer.id, currency: usd })) +
          (await balanceOf(t.app.db, { kind: 'available', userId: p.freelancer.id, currency: usd })) +
          (await balanceOf(t.app.db, { kind: 'withdrawing', userId: p.freelancer.id, currency: usd }));
        const paid = c.milestones.filter((m) => m.releasedAmount > 0);
        if (!f) {
          expect(paid).toEqual([]);
          expect(held).toBe(0);
        } else {
          reconciles(f);
          expect(f.opening).toBe(0);
          expect(f.closing).toBe(held);
          for (const m of paid) {
            const receipt = platformFee(m.releasedAmount, Math.round(c.feePercent * 100));
            const lines = f.entries.filter((e) => e.milestone?._id === m._id);
            expect(lines.map((e) => [e.kind, e.moneyIn, e.moneyOut])).toEqual(
              receipt.fee > 0
                ? [
                    ['release', m.releasedAmount, 0],
                    ['fee', 0, receipt.fee],
                  ]
                : [['release', m.releasedAmount, 0]],
            );
            expect(lines.reduce((s, e) => s + e.moneyIn - e.moneyOut, 0)).toBe(receipt.net);
          }
          expect(f.totals.earned).toBe(paid.reduce((s, m) => s + m.releasedAmount, 0));
          expect(f.totals.fees).toBe(c.totals.fees);
          expect(f.closing).toBe(c.totals.released - c.totals.fees);
        }

        // The client: paid in, released, refunded and split as the milestones say; closing = escrow.
        const s = await statementOf(p.client);
        const escrow = await balanceOf(t.app.db, { kind: 'escrow', contractId: c._id, currency: usd });
        expect(escrow).toBe(c.totals.inEscrow);
        if (!s) {
          expect(c.totals.funded).toBe(0);
        } else {
          reconciles(s);
          const split = c.milestones.filter((m) => m.status === 'split');
          const plain = c.milestones.filter((m) => m.status !== 'split');
          expect(s.totals.paidIn).toBe(c.totals.funded);
          expect(s.totals.released).toBe(plain.reduce((a, m) => a + m.releasedAmount, 0));
          expect(s.totals.refunded).toBe(plain.reduce((a, m) => a + m.refundedAmount, 0));
          expect(s.totals.split).toBe(split.reduce((a, m) => a + m.amount, 0));
          expect(s.totals.fees).toBe(0);
          expect(s.opening + s.totals.paidIn - s.totals.released - s.totals.refunded - s.totals.split).toBe(
            s.closing,
          );
          expect(s.closing).toBe(escrow);
        }
        await expectLedgerOk(t.app);
      }),
      { numRuns: 8 },
    );
  }, 600_000);
});
