import { and, eq, inArray } from 'drizzle-orm';
import type { Currency } from '@kt/shared';
import type { Executor } from '../../db/executor.ts';
import { ledgerAccounts, ledgerTransfers } from '../../db/schema.ts';
import { conflict, pgErrorCode } from '../../lib/errors.ts';

/**
 * The double-entry ledger (docs/decisions/015-ledger.md): the only record of money. Code only ever
 * inserts transfers; the database moves the balances (trigger) and refuses a negative one (CHECK).
 */

export type AccountSpec =
  | { kind: 'world'; provider: string; currency: Currency }
  /** Money a provider confirmed, on its way into escrow or back out (issue 31). */
  | { kind: 'clearing'; provider: string; currency: Currency }
  | { kind: 'fees'; currency: Currency }
  | { kind: 'escrow'; contractId: string; currency: Currency }
  | { kind: 'pending' | 'available' | 'withdrawing'; userId: string; currency: Currency };

export function accountKey(spec: AccountSpec): string {
  switch (spec.kind) {
    case 'world':
      return `world:${spec.provider}:${spec.currency}`;
    case 'clearing':
      return `clearing:${spec.provider}:${spec.currency}`;
    case 'fees':
      return `fees:${spec.currency}`;
    case 'escrow':
      return `escrow:${spec.contractId}:${spec.currency}`;
    default:
      return `${spec.kind}:${spec.userId}:${spec.currency}`;
  }
}

/** The account's id, opening it on first use (concurrent openers get the same row). */
export async function accountId(db: Executor, spec: AccountSpec): Promise<string> {
  const key = accountKey(spec);
  await db
    .insert(ledgerAccounts)
    .values({
      key,
      kind: spec.kind,
      currency: spec.currency,
      userId: 'userId' in spec ? spec.userId : null,
      contractId: 'contractId' in spec ? spec.contractId : null,
    })
    .onConflictDoNothing({ target: ledgerAccounts.key });
  const [row] = await db
    .select({ id: ledgerAccounts.id })
    .from(ledgerAccounts)
    .where(eq(ledgerAccounts.key, key));
  return row!.id;
}

export type TransferInput = {
  /** Unique per domain event, e.g. `milestone:<id>:release`: the same event never moves money twice. */
  key: string;
  from: AccountSpec;
  to: AccountSpec;
  amount: number;
  currency: Currency;
  /** `withdraw` reserves a withdrawal, `payout` posts it (its fee is a `fee`), `void` returns it. */
  kind: 'fund' | 'release' | 'fee' | 'refund' | 'available' | 'withdraw' | 'payout' | 'void';
  contractId?: string;
  milestoneId?: string;
};

/**
 * Records a transfer in the caller's transaction. A key already used is a 409 (`ifNew` makes it a
 * no-op returning false instead, for timers that may run twice).
 */
export async function transfer(
  db: Executor,
  t: TransferInput,
  opts: { ifNew?: boolean } = {},
): Promise<boolean> {
  if (!Number.isSafeInteger(t.amount) || t.amount <= 0)
    throw new RangeError(`Bad transfer amount ${t.amount}`);
  const [debit, credit] = [await accountId(db, t.from), await accountId(db, t.to)];
  const values = {
    key: t.key,
    debitAccountId: debit,
    creditAccountId: credit,
    amount: t.amount,
    currency: t.currency,
    kind: t.kind,
    contractId: t.contractId ?? null,
    milestoneId: t.milestoneId ?? null,
  };
  if (opts.ifNew) {
    const rows = await db
      .insert(ledgerTransfers)
      .values(values)
      .onConflictDoNothing({ target: ledgerTransfers.key })
      .returning({ id: ledgerTransfers.id });
    return rows.length === 1;
  }
  try {
    await db.insert(ledgerTransfers).values(values);
    return true;
  } catch (err) {
    if (pgErrorCode(err) === '23505') throw conflict('This payment has already been made');
    throw err;
  }
}

/** A user's pending and available balances per currency. */
export async function userBalances(db: Executor, userId: string) {
  const rows = await db
    .select({ kind: ledgerAccounts.kind, currency: ledgerAccounts.currency, balance: ledgerAccounts.balance })
    .from(ledgerAccounts)
    .where(and(eq(ledgerAccounts.userId, userId), inArray(ledgerAccounts.kind, ['pending', 'available'])));
  return rows.map((r) => ({
    kind: r.kind as 'pending' | 'available',
    currency: r.currency as Currency,
    balance: r.balance,
  }));
}

/** A user's pending and available balances, one line per currency they have earned in. */
export async function balancesOf(db: Executor, userId: string) {
  const rows = await userBalances(db, userId);
  const currencies = [...new Set(rows.map((r) => r.currency))].sort();
  return currencies.map((currency) => ({
    currency,
    pending: rows.find((r) => r.currency === currency && r.kind === 'pending')?.balance ?? 0,
    available: rows.find((r) => r.currency === currency && r.kind === 'available')?.balance ?? 0,
  }));
}

/** The balance of one account (0 when it was never opened). */
export async function balanceOf(db: Executor, spec: AccountSpec): Promise<number> {
  const [row] = await db
    .select({ balance: ledgerAccounts.balance })
    .from(ledgerAccounts)
    .where(eq(ledgerAccounts.key, accountKey(spec)));
  return row?.balance ?? 0;
}
