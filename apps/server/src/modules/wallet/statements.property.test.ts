/**
 * Random runs of fundings, releases (with the platform fee), refunds, holds ending, withdrawals and
 * their outcomes (paid with a fee, or failed and returned), spread over the past months, checked
 * against a simple model: for the client and the freelancer, the statements of consecutive months
 * chain (one closing is the next opening), each adds up (opening + in − out = closing, the running
 * balance ends at the closing), each month's closing is the model's balance at the month's end, and
 * the last closing is the wallet's balance today. Transfers are back-dated through the ledger's
 * insert (the API cannot date money in the past), so the trigger and CHECKs still apply.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { monthBounds, monthOf, platformFee, type StatementDto } from '@kt/shared';
import { as, createTestApp, type TestContext, type TestUser } from '../../../test/helpers.ts';
import type { AccountSpec, TransferInput } from '../ledger/ledger.ts';
import { makeParties, offer, step } from '../contracts/test-kit.ts';
import { transferAt } from './test-kit.ts';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Op = {
  kind: 'fund' | 'release' | 'refund' | 'available' | 'withdraw' | 'settle';
  /** Minor units for a funding, a percentage of the balance it draws on otherwise. */
  size: number;
  paid: boolean;
  /** Time since the previous operation. */
  gapMs: number;
};

const op: fc.Arbitrary<Op> = fc.record({
  kind: fc.constantFrom('fund', 'release', 'refund', 'available', 'withdraw', 'settle'),
  size: fc.integer({ min: 1, max: 100 }),
  paid: fc.boolean(),
  // Up to ~40 days, with a bias towards landing exactly on a month boundary now and then.
  gapMs: fc.oneof(fc.integer({ min: 0, max: 40 * 86_400_000 }), fc.constant(0)),
});

const nextMonth = (m: string) => monthOf(monthBounds(m).to);

async function chain(u: TestUser, balanceAt: (end: Date) => number, today: number) {
  const listed = (await as(t.app, u).get('/api/wallet/statements')).json().months as { month: string }[];
  const months = listed.map((m) => m.month);
  expect([...months].sort().reverse()).toEqual(months);
  const current = monthOf(new Date());
  if (months.length === 0) return expect(today).toBe(0);
  let previous = 0;
  for (let m = months.at(-1)!; m <= current; m = nextMonth(m)) {
    const res = await as(t.app, u).get(`/api/wallet/statements/${m}`);
    expect(res.statusCode, res.body).toBe(200);
    const s = res.json().statement as StatementDto;
    const usd = s.currencies.find((c) => c.currency === 'USD');
    const opening = usd?.opening ?? 0;
    const closing = usd?.closing ?? 0;
    const entries = usd?.entries ?? [];
    expect(opening, `opening of ${m}`).toBe(previous);
    const moved = entries.reduce((sum, e) => sum + e.moneyIn - e.moneyOut, 0);
    expect(closing, `closing of ${m}`).toBe(opening + moved);
    if (entries.length > 0) expect(entries.at(-1)!.balance).toBe(closing);
    for (const e of entries) {
      expect(e.date >= s.from && e.date < s.to, `${e.date} in ${m}`).toBe(true);
      expect(e.moneyIn === 0 || e.moneyOut === 0).toBe(true);
    }
    expect(months.includes(m), `${m} listed`).toBe(entries.length > 0);
    expect(closing, `model at the end of ${m}`).toBe(
      balanceAt(new Date(Math.min(Date.parse(s.to), Date.now()))),
    );
    previous = closing;
  }
  expect(previous).toBe(today);
}

describe('statements against a model', () => {
  it('consecutive months chain, add up, match the model at each month end and the wallet today', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(op, { minLength: 1, maxLength: 25 }),
        fc.integer({ min: 0, max: 30 * 86_400_000 }),
        async (ops, startOffset) => {
          const p = await makeParties(t.app);
          const c = await offer(t.app, p);
          await step(t.app, p.freelancer, `/api/contracts/${c._id}/accept`);
          const escrow: AccountSpec = { kind: 'escrow', contractId: c._id, currency: 'USD' };
          const f = (kind: 'pending' | 'available' | 'withdrawing'): AccountSpec => ({
            kind,
            userId: p.freelancer.id,
            currency: 'USD',
          });
          const world: AccountSpec = { kind: 'world', provider: 'sandbox', currency: 'USD' };
          const fees: AccountSpec = { kind: 'fees', currency: 'USD' };
          const bal = { escrow: 0, pending: 0, available: 0, withdrawing: 0 };
          // What each party holds after each dated step: [time, client's escrow, freelancer's total].
          const history: [number, number, number][] = [];
          let at = Date.UTC(2024, 0, 1) + startOffset;
          const move = async (
            from: AccountSpec,
            to: AccountSpec,
            amount: number,
            kind: TransferInput['kind'],
          ) => {
            if (amount <= 0) return;
            await transferAt(
              t.app,
              {
                key: `test:${kind}:${randomUUID()}`,
                from,
                to,
                amount,
                currency: 'USD',
                kind,
                contractId: c._id,
              },
              new Date(at),
            );
          };
          for (const o of ops) {
            at += o.gapMs;
            const part = (of: number) => Math.max(1, Math.floor((of * o.size) / 100));
            if (o.kind === 'fund') {
              await move(world, escrow, o.size * 1_000, 'fund');
              bal.escrow += o.size * 1_000;
            } else if (o.kind === 'release' && bal.escrow > 0) {
              const amount = part(bal.escrow);
              const { fee, net } = platformFee(amount, 500);
              await move(escrow, f('pending'), net, 'release');
              await move(escrow, fees, fee, 'fee');
              bal.escrow -= amount;
              bal.pending += net;
            } else if (o.kind === 'refund' && bal.escrow > 0) {
              const amount = part(bal.escrow);
              await move(escrow, world, amount, 'refund');
              bal.escrow -= amount;
            } else if (o.kind === 'available' && bal.pending > 0) {
              await move(f('pending'), f('available'), bal.pending, 'available');
              bal.available += bal.pending;
              bal.pending = 0;
            } else if (o.kind === 'withdraw' && bal.available > 0) {
              const amount = part(bal.available);
              await move(f('available'), f('withdrawing'), amount, 'withdraw');
              bal.available -= amount;
              bal.withdrawing += amount;
            } else if (o.kind === 'settle' && bal.withdrawing > 0) {
              const amount = bal.withdrawing;
              if (o.paid) {
                const { fee, net } = platformFee(amount, 150);
                await move(
                  f('withdrawing'),
                  { kind: 'world', provider: 'payout-sandbox', currency: 'USD' },
                  net,
                  'payout',
                );
                await move(f('withdrawing'), fees, fee, 'fee');
              } else {
                await move(f('withdrawing'), f('available'), amount, 'void');
                bal.available += amount;
              }
              bal.withdrawing = 0;
            }
            history.push([at, bal.escrow, bal.pending + bal.available + bal.withdrawing]);
          }
          const before = (end: Date, i: 1 | 2) =>
            history.filter(([time]) => time < end.getTime()).at(-1)?.[i] ?? 0;

          const w = async (u: TestUser) => (await as(t.app, u).get('/api/wallet')).json().wallet;
          const fw = await w(p.freelancer);
          expect(fw.pending + fw.available + fw.withdrawing).toBe(
            bal.pending + bal.available + bal.withdrawing,
          );
          expect((await w(p.client)).inEscrow).toBe(bal.escrow);
          await chain(p.client, (end) => before(end, 1), bal.escrow);
          await chain(p.freelancer, (end) => before(end, 2), bal.pending + bal.available + bal.withdrawing);
        },
      ),
      { numRuns: 12 },
    );
  }, 300_000);
});
