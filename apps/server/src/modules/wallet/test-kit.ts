/** Test helpers for the wallet: money in an available balance, a payout method, waiting on timers. */
import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import type { Currency } from '@kt/shared';
import type { App } from '../../app.ts';
import { as, type TestUser } from '../../../test/helpers.ts';
import { ledgerTransfers } from '../../db/schema.ts';
import { accountId, balanceOf, transfer, type TransferInput } from '../ledger/ledger.ts';

/** Puts `amount` straight into a user's available balance (as if earned), through the ledger. */
export async function seedAvailable(app: App, userId: string, amount: number, currency: Currency = 'USD') {
  await transfer(app.db, {
    key: `test:seed:${randomUUID()}`,
    from: { kind: 'world', provider: 'sandbox', currency },
    to: { kind: 'available', userId, currency },
    amount,
    currency,
    kind: 'fund',
  });
}

export const balances = async (app: App, userId: string, currency: Currency = 'USD') => ({
  available: await balanceOf(app.db, { kind: 'available', userId, currency }),
  withdrawing: await balanceOf(app.db, { kind: 'withdrawing', userId, currency }),
});

export async function addJazzCash(app: App, user: TestUser, account = '03001234567') {
  const res = await as(app, user).post('/api/wallet/payout-methods', {
    rail: 'jazzcash',
    account,
    holderName: 'Ayesha Khan',
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().payoutMethod._id as string;
}

export async function until<T>(read: () => Promise<T>, done: (v: T) => boolean, ms = 20_000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const v = await read();
    if (done(v) || Date.now() > end) return v;
    await new Promise((r) => setTimeout(r, 200));
  }
}

/**
 * A ledger transfer recorded as if it happened at `at` (statements need months in the past): the
 * same insert as `transfer()`, so the trigger moves the balances and the CHECK refuses an overdraw.
 */
export async function transferAt(app: App, t: TransferInput, at: Date) {
  await app.db.insert(ledgerTransfers).values({
    key: t.key,
    debitAccountId: await accountId(app.db, t.from),
    creditAccountId: await accountId(app.db, t.to),
    amount: t.amount,
    currency: t.currency,
    kind: t.kind,
    contractId: t.contractId ?? null,
    milestoneId: t.milestoneId ?? null,
    createdAt: at,
  });
}
