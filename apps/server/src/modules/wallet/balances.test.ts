/** GET /api/wallet and /api/wallet/entries: balances, upcoming availability, entries with running balances and a cursor. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, createTestApp, type TestContext } from '../../../test/helpers.ts';
import { contractIn, makeParties } from '../contracts/test-kit.ts';
import { ENTRIES_PAGE } from './balances.ts';
import { seedAvailable } from './test-kit.ts';
import { makeUser } from '../../../test/factories.ts';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp({ FUNDS_HOLD: '5d' });
});
afterAll(() => t.close());

describe('wallet balances and entries', () => {
  it('a freelancer sees pending money with the day it becomes available; the client sees escrow and spending', async () => {
    const p = await makeParties(t.app);
    await contractIn(t.app, p, 'released');
    const { contractId } = await contractIn(t.app, p, 'funded');
    const f = (await as(t.app, p.freelancer).get('/api/wallet')).json();
    expect(f.wallet).toEqual({
      currency: 'USD',
      pending: 9_500,
      available: 0,
      withdrawing: 0,
      inEscrow: 0,
      totalEarned: 9_500,
      totalSpent: 0,
    });
    expect(f.upcoming).toHaveLength(1);
    expect(f.upcoming[0].amount).toBe(9_500);
    const days = (Date.parse(f.upcoming[0].availableAt) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(4.99);
    expect(days).toBeLessThanOrEqual(5);
    expect(f.withdrawal.min).toBe(1_000);

    const c = (await as(t.app, p.client).get('/api/wallet')).json();
    expect(c.wallet).toMatchObject({ inEscrow: 10_000, totalSpent: 20_000, pending: 0, available: 0 });
    const entries = (await as(t.app, p.client).get('/api/wallet/entries')).json().entries;
    const mine = entries.filter((e: { contract: { _id: string } | null }) => e.contract?._id === contractId);
    expect(
      mine.map((e: { kind: string; amount: number; balance: number; account: string }) => [
        e.kind,
        e.account,
        e.amount,
        e.balance,
      ]),
    ).toEqual([['fund', 'escrow', 10_000, 10_000]]);
    expect(mine[0].description).toBe('Paid into escrow');
    expect(mine[0].milestone.title).toBe('Part 1');
  });

  it('pages newest first with a cursor, and the running balance adds up', async () => {
    const u = await makeUser(t.app);
    for (let i = 1; i <= ENTRIES_PAGE + 5; i++) await seedAvailable(t.app, u.id, i * 100);
    const first = (await as(t.app, u).get('/api/wallet/entries')).json();
    expect(first.entries).toHaveLength(ENTRIES_PAGE);
    expect(first.entries[0].amount).toBe((ENTRIES_PAGE + 5) * 100);
    const total = ((ENTRIES_PAGE + 5) * (ENTRIES_PAGE + 6) * 100) / 2;
    expect(first.entries[0].balance).toBe(total);
    expect(first.entries[1].balance).toBe(total - first.entries[0].amount);
    const second = (await as(t.app, u).get(`/api/wallet/entries?cursor=${first.nextCursor}`)).json();
    expect(second.entries).toHaveLength(5);
    expect(second.nextCursor).toBeNull();
    expect(second.entries.at(-1).balance).toBe(100);
    expect((await as(t.app, u).get('/api/wallet/entries?cursor=nonsense')).statusCode).toBe(400);
    expect((await as(t.app, u).get('/api/wallet/entries?account=world')).statusCode).toBe(400);
    const other = await makeUser(t.app);
    expect((await as(t.app, other).get('/api/wallet/entries')).json().entries).toEqual([]);
  });
});
