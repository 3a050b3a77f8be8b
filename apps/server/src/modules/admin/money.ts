import { desc, eq, sql } from 'drizzle-orm';
import { type AdminWithdrawalDto, type Currency } from '@kt/shared';
import { inTransaction, type Executor } from '../../db/executor.ts';
import { fxRates, payoutMethods, users, withdrawals } from '../../db/schema.ts';
import { conflict, notFound } from '../../lib/errors.ts';
import type { Actor } from '../../policies/policies.ts';
import { recordAudit } from '../audit/audit.ts';
import { notify } from '../notifications/notify.ts';
import type { WalletDeps } from '../wallet/deps.ts';
import { settleWithdrawal, toWithdrawalDto } from '../wallet/withdrawals.ts';

type Row = Record<string, unknown>;
async function rows(db: Executor, query: ReturnType<typeof sql>): Promise<Row[]> {
  const result = (await db.execute(query)) as unknown as { rows: Row[] } | Row[];
  return Array.isArray(result) ? result : result.rows;
}

const select = (db: Executor) =>
  db
    .select({ w: withdrawals, m: payoutMethods, u: users, fx: fxRates })
    .from(withdrawals)
    .innerJoin(payoutMethods, eq(payoutMethods.id, withdrawals.payoutMethodId))
    .innerJoin(users, eq(users.id, withdrawals.userId))
    .leftJoin(fxRates, eq(fxRates.id, withdrawals.fxRateId));

type Joined = Awaited<ReturnType<ReturnType<typeof select>['execute']>>[number];
const toDto = (r: Joined): AdminWithdrawalDto => ({
  ...toWithdrawalDto(r.w, r.m, r.fx),
  user: { _id: r.u.id, name: `${r.u.firstName} ${r.u.lastName}`, email: r.u.email },
});

/** Withdrawals in one status, oldest first for the review queue (newest first otherwise). */
export async function listWithdrawalsFor(db: Executor, status: string) {
  const order = status === 'in_review' ? withdrawals.createdAt : desc(withdrawals.createdAt);
  const found = await select(db).where(eq(withdrawals.status, status)).orderBy(order).limit(200);
  return found.map(toDto);
}

async function loadDto(db: Executor, id: string) {
  const [r] = await select(db).where(eq(withdrawals.id, id));
  if (!r) throw notFound('Withdrawal not found');
  return toDto(r);
}

const REJECTED = 'Not approved by an admin: ';

/**
 * Approves a withdrawal in review: it becomes `processing` and is paid out through the provider as
 * any other withdrawal (job `withdrawal.send`). The row is locked, so an approval and a rejection
 * racing each other cannot both win; approving again is a no-op answered 200.
 */
export async function approveWithdrawal(deps: WalletDeps, db: Executor, actor: Actor, id: string) {
  return inTransaction(db, async (tx) => {
    const [w] = await tx.select().from(withdrawals).where(eq(withdrawals.id, id)).for('update');
    if (!w) throw notFound('Withdrawal not found');
    if (w.status === 'failed') throw conflict('This withdrawal was already rejected or failed');
    if (w.status !== 'in_review') return { withdrawal: await loadDto(tx, id), changed: false };
    await tx
      .update(withdrawals)
      .set({ status: 'processing', updatedAt: new Date() })
      .where(eq(withdrawals.id, id));
    await deps.queue.schedule(tx, 'withdrawal.send', { withdrawalId: id });
    await notify(tx, {
      userId: w.userId,
      type: 'payment',
      kind: 'withdrawal_approved',
      params: { amount: { money: w.amount, currency: w.currency as Currency } },
      link: '/wallet',
    });
    await recordAudit(tx, {
      actorId: actor.id,
      action: 'withdrawal.approve',
      targetType: 'withdrawal',
      targetId: id,
      details: { amount: w.amount, currency: w.currency, userId: w.userId },
    });
    return { withdrawal: await loadDto(tx, id), changed: true };
  });
}

/**
 * Rejects a withdrawal in review: its hold is voided back to the available balance (transfer
 * `withdrawal:<id>:void`, once) and the user is told why. Rejecting again is a no-op answered 200;
 * rejecting one already approved is a 409.
 */
export async function rejectWithdrawal(db: Executor, actor: Actor, id: string, reason: string) {
  return inTransaction(db, async (tx) => {
    const [w] = await tx.select().from(withdrawals).where(eq(withdrawals.id, id)).for('update');
    if (!w) throw notFound('Withdrawal not found');
    if (w.status === 'failed' && w.failureReason?.startsWith(REJECTED))
      return { withdrawal: await loadDto(tx, id), changed: false };
    if (w.status !== 'in_review') throw conflict('Only a withdrawal waiting for approval can be rejected');
    await settleWithdrawal(tx, id, { paid: false, reason: `${REJECTED}${reason}` });
    await recordAudit(tx, {
      actorId: actor.id,
      action: 'withdrawal.reject',
      targetType: 'withdrawal',
      targetId: id,
      reason,
      details: { amount: w.amount, currency: w.currency, userId: w.userId },
    });
    return { withdrawal: await loadDto(tx, id), changed: true };
  });
}

/** The trial balance per currency: every balance summed (zero when the books balance), and fees earned. */
export async function trialBalance(db: Executor) {
  const found = await rows(
    db,
    sql`select a.currency,
          coalesce(sum(a.balance), 0) as sum,
          count(*) as accounts,
          (select count(*) from ledger_transfers t where t.currency = a.currency) as transfers,
          coalesce(sum(a.balance) filter (where a.kind = 'fees'), 0) as fees
        from ledger_accounts a group by a.currency order by a.currency`,
  );
  return found.map((r) => ({
    currency: String(r.currency),
    sum: Number(r.sum),
    accounts: Number(r.accounts),
    transfers: Number(r.transfers),
    feesEarned: Number(r.fees),
  }));
}
