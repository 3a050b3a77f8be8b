/**
 * Payout batches (issue 32, PAYOUTS_PROVIDER=manual; docs/decisions/034-payout-batches.md). An
 * operator gathers the withdrawals ready to pay on one rail into a batch, downloads its transfer
 * file for the bank's bulk-transfer portal, marks it sent, then uploads the bank's results, which
 * settle each withdrawal once through settleWithdrawal (paid posts the hold, failed voids it).
 */
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import {
  PAYOUT_RAIL_LABELS,
  formatRate,
  type Currency,
  type PayoutBatchDetailDto,
  type PayoutBatchDto,
  type PayoutRail,
  type PayoutResultRow,
  say,
} from '@kt/shared';
import type { Tx } from '../../db/client.ts';
import { inTransaction, type Executor } from '../../db/executor.ts';
import { fxRates, payoutBatches, payoutMethods, users, withdrawals } from '../../db/schema.ts';
import { conflict, notFound } from '../../lib/errors.ts';
import type { Actor } from '../../policies/policies.ts';
import { recordAudit } from '../audit/audit.ts';
import { notify } from '../notifications/notify.ts';
import { maskAccount } from '../wallet/methods.ts';
import { settleWithdrawal } from '../wallet/withdrawals.ts';
import { transferFile } from './csv.ts';

type BatchRow = typeof payoutBatches.$inferSelect;

/**
 * Batches pay rupees: the transfer file's amount column is in PKR. A rupee withdrawal pays its net;
 * a dollar one pays the rupees it was converted to when requested (`payout_amount`, decision 034).
 */
const BATCH_CURRENCY: Currency = 'PKR';
const rupeesOf = (w: { amount: number; fee: number; payoutAmount: number | null }) =>
  w.payoutAmount ?? w.amount - w.fee;

/** "27 Nov 2026". */
export const bankDay = (d: Date) =>
  d.toLocaleDateString('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });

const reference = (batchNumber: number, line: number) =>
  `KT${String(batchNumber).padStart(5, '0')}-${String(line).padStart(3, '0')}`;

function toDto(b: BatchRow, counts: { paid: number; failed: number }): PayoutBatchDto {
  return {
    _id: b.id,
    number: b.number,
    rail: b.rail as PayoutRail,
    currency: b.currency as Currency,
    status: b.status as PayoutBatchDto['status'],
    count: b.count,
    total: b.total,
    paid: counts.paid,
    failed: counts.failed,
    createdAt: b.createdAt.toISOString(),
    sentAt: b.sentAt?.toISOString() ?? null,
    settledAt: b.settledAt?.toISOString() ?? null,
    cancelledAt: b.cancelledAt?.toISOString() ?? null,
  };
}

async function items(db: Executor, batchId: string) {
  return db
    .select({ w: withdrawals, m: payoutMethods, u: users, fx: fxRates })
    .from(withdrawals)
    .innerJoin(payoutMethods, eq(payoutMethods.id, withdrawals.payoutMethodId))
    .innerJoin(users, eq(users.id, withdrawals.userId))
    .leftJoin(fxRates, eq(fxRates.id, withdrawals.fxRateId))
    .where(eq(withdrawals.batchId, batchId))
    .orderBy(asc(withdrawals.providerReference));
}

export async function batchDetail(db: Executor, id: string): Promise<PayoutBatchDetailDto> {
  const [b] = await db.select().from(payoutBatches).where(eq(payoutBatches.id, id));
  if (!b) throw notFound('Payout batch not found');
  const rows = await items(db, id);
  const count = (s: string) => rows.filter((r) => r.w.status === s).length;
  return {
    ...toDto(b, { paid: count('paid'), failed: count('failed') }),
    items: rows.map(({ w, m, u, fx }) => ({
      withdrawalId: w.id,
      reference: w.providerReference ?? '',
      amount: w.amount,
      fee: w.fee,
      net: w.amount - w.fee,
      currency: w.currency as Currency,
      amountPkr: rupeesOf(w),
      rate: w.fxRateMicros !== null ? formatRate(w.fxRateMicros) : null,
      rateSource: fx?.source ?? null,
      status: w.status,
      holderName: m.holderName,
      account: maskAccount(m.account),
      user: { _id: u.id, name: `${u.firstName} ${u.lastName}` },
      bankReference: w.bankReference,
      failureReason: w.failureReason,
    })),
  };
}

export async function listBatches(db: Executor): Promise<PayoutBatchDto[]> {
  const found = await db.select().from(payoutBatches).orderBy(desc(payoutBatches.createdAt)).limit(100);
  const counts = await db
    .select({
      batchId: withdrawals.batchId,
      status: withdrawals.status,
      n: sql<number>`count(*)`.mapWith(Number),
    })
    .from(withdrawals)
    .where(sql`${withdrawals.batchId} is not null`)
    .groupBy(withdrawals.batchId, withdrawals.status);
  const n = (id: string, s: string) => counts.find((c) => c.batchId === id && c.status === s)?.n ?? 0;
  return found.map((b) => toDto(b, { paid: n(b.id, 'paid'), failed: n(b.id, 'failed') }));
}

async function lockBatch(tx: Tx, id: string) {
  const [b] = await tx.select().from(payoutBatches).where(eq(payoutBatches.id, id)).for('update');
  if (!b) throw notFound('Payout batch not found');
  return b;
}

/**
 * Gathers every withdrawal ready to pay (processing, PKR, provider manual, in no batch) on `rail`
 * into a new batch. The claiming UPDATE re-checks `batch_id is null` on each row it waits for, so
 * two batches created at once never share a withdrawal. Nothing ready: 409, no batch.
 */
export async function createBatch(db: Executor, actor: Actor, rail: PayoutRail, provider: string) {
  return inTransaction(db, async (tx) => {
    const [b] = await tx
      .insert(payoutBatches)
      .values({ rail, currency: BATCH_CURRENCY, count: 0, total: 0, createdBy: actor.id })
      .returning();
    const now = new Date();
    const claimed = (await tx.execute(sql`
      update withdrawals w set batch_id = ${b!.id}, queued_at = ${now.toISOString()}, updated_at = ${now.toISOString()}
      from payout_methods m
      where m.id = w.payout_method_id and m.rail = ${rail} and w.status = 'processing'
        and w.batch_id is null and w.provider = ${provider}
        and coalesce(w.payout_currency, w.currency) = ${BATCH_CURRENCY}
      returning w.id, w.user_id, w.amount, w.fee, w.currency, w.payout_amount, w.created_at`)) as unknown as
      { rows: Record<string, unknown>[] } | Record<string, unknown>[];
    const list = (Array.isArray(claimed) ? claimed : claimed.rows)
      .map((r) => ({
        id: String(r.id),
        userId: String(r.user_id),
        amount: Number(r.amount),
        fee: Number(r.fee),
        currency: String(r.currency) as Currency,
        payoutAmount: r.payout_amount === null ? null : Number(r.payout_amount),
        createdAt: String(r.created_at),
      }))
      .sort((x, y) =>
        x.createdAt < y.createdAt ? -1 : x.createdAt > y.createdAt ? 1 : x.id < y.id ? -1 : 1,
      );
    if (list.length === 0) throw conflict(`No withdrawals are ready to pay by ${PAYOUT_RAIL_LABELS[rail]}`);
    for (const [i, w] of list.entries())
      await tx
        .update(withdrawals)
        .set({ providerReference: reference(b!.number, i + 1) })
        .where(eq(withdrawals.id, w.id));
    const total = list.reduce((s, w) => s + rupeesOf(w), 0);
    await tx.update(payoutBatches).set({ count: list.length, total }).where(eq(payoutBatches.id, b!.id));
    await notify(
      tx,
      list.map((w) => ({
        userId: w.userId,
        type: 'payment' as const,
        kind: 'withdrawal_queued' as const,
        params: {
          amount: { money: w.amount, currency: w.currency as Currency },
          rail: { say: say(`rail.${rail}`) },
        },
        link: '/wallet',
      })),
    );
    await recordAudit(tx, {
      actorId: actor.id,
      action: 'payout_batch.create',
      targetType: 'payout_batch',
      targetId: b!.id,
      details: { rail, count: list.length, total, currency: BATCH_CURRENCY },
    });
    return batchDetail(tx, b!.id);
  });
}

/** The transfer file of a batch that is not cancelled (docs/payout-batches.md). */
export async function batchFile(db: Executor, actor: Actor, id: string) {
  return inTransaction(db, async (tx) => {
    const [b] = await tx.select().from(payoutBatches).where(eq(payoutBatches.id, id));
    if (!b) throw notFound('Payout batch not found');
    if (b.status === 'cancelled') throw conflict('This payout batch was cancelled');
    const rows = await items(tx, id);
    await recordAudit(tx, {
      actorId: actor.id,
      action: 'payout_batch.download',
      targetType: 'payout_batch',
      targetId: id,
      details: { count: rows.length },
    });
    return {
      name: `payout-batch-${b.number}-${b.rail}.csv`,
      body: transferFile(
        b.number,
        rows.map(({ w, m }) => ({
          reference: w.providerReference ?? '',
          account: m.account,
          holderName: m.holderName,
          amountPkr: rupeesOf(w),
        })),
      ),
    };
  });
}

/** The operator sent the file to the bank: each withdrawal becomes `sent`, and its owner is told. */
export async function markSent(db: Executor, actor: Actor, id: string) {
  return inTransaction(db, async (tx) => {
    const b = await lockBatch(tx, id);
    if (b.status !== 'open') {
      if (b.status === 'sent' || b.status === 'settled')
        return { batch: await batchDetail(tx, id), changed: false };
      throw conflict('This payout batch was cancelled');
    }
    const now = new Date();
    await tx
      .update(payoutBatches)
      .set({ status: 'sent', sentAt: now, updatedAt: now })
      .where(eq(payoutBatches.id, id));
    const moved = await tx
      .update(withdrawals)
      .set({ status: 'sent', sentAt: now, updatedAt: now })
      .where(and(eq(withdrawals.batchId, id), eq(withdrawals.status, 'processing')))
      .returning();
    await notify(
      tx,
      moved.map((w) => ({
        userId: w.userId,
        type: 'payment' as const,
        kind: 'withdrawal_sent' as const,
        params: {
          amount: { money: w.amount - w.fee, currency: w.currency as Currency },
          pkr:
            w.payoutAmount !== null
              ? { say: say('fx.pkr', { pkr: { money: w.payoutAmount, currency: 'PKR' } }) }
              : '',
          day: { day: now.toISOString() },
        },
        link: '/wallet',
      })),
    );
    await recordAudit(tx, {
      actorId: actor.id,
      action: 'payout_batch.sent',
      targetType: 'payout_batch',
      targetId: id,
      details: { count: moved.length },
    });
    return { batch: await batchDetail(tx, id), changed: true };
  });
}

/** Cancels an open batch: its withdrawals are ready to pay again (in a later batch). */
export async function cancelBatch(db: Executor, actor: Actor, id: string) {
  return inTransaction(db, async (tx) => {
    const b = await lockBatch(tx, id);
    if (b.status === 'cancelled') return { batch: await batchDetail(tx, id), changed: false };
    if (b.status !== 'open') throw conflict('A payout batch can be cancelled only before it is sent');
    const now = new Date();
    await tx
      .update(withdrawals)
      .set({ batchId: null, queuedAt: null, providerReference: null, updatedAt: now })
      .where(and(eq(withdrawals.batchId, id), eq(withdrawals.status, 'processing')));
    await tx
      .update(payoutBatches)
      .set({ status: 'cancelled', cancelledAt: now, updatedAt: now })
      .where(eq(payoutBatches.id, id));
    await recordAudit(tx, {
      actorId: actor.id,
      action: 'payout_batch.cancel',
      targetType: 'payout_batch',
      targetId: id,
      details: { count: b.count },
    });
    return { batch: await batchDetail(tx, id), changed: true };
  });
}

/**
 * The bank's results: each row's reference is looked up in this batch; a sent withdrawal is settled
 * (paid: the hold is posted, with the bank's reference; failed: voided, the money back with the
 * bank's reason); one already settled is unchanged; a reference not in the batch is listed as
 * unknown and changes nothing. Once every withdrawal is settled the batch is `settled`.
 */
export async function recordResults(db: Executor, actor: Actor, id: string, rows: PayoutResultRow[]) {
  return inTransaction(db, async (tx) => {
    const b = await lockBatch(tx, id);
    if (b.status === 'open') throw conflict('Mark the batch as sent before recording its results');
    if (b.status === 'cancelled') throw conflict('This payout batch was cancelled');
    const settled: string[] = [];
    const unchanged: string[] = [];
    const unknown: string[] = [];
    for (const r of rows) {
      const [w] = await tx
        .select({ id: withdrawals.id })
        .from(withdrawals)
        .where(and(eq(withdrawals.batchId, id), eq(withdrawals.providerReference, r.reference)));
      if (!w) {
        unknown.push(r.reference);
        continue;
      }
      const done = await settleWithdrawal(
        tx,
        w.id,
        r.status === 'paid'
          ? { paid: true, ...(r.bankReference ? { bankReference: r.bankReference } : {}) }
          : { paid: false, reason: r.reason || 'The bank did not say why' },
      );
      (done ? settled : unchanged).push(r.reference);
    }
    const [open] = await tx
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(withdrawals)
      .where(and(eq(withdrawals.batchId, id), sql`${withdrawals.status} not in ('paid', 'failed')`));
    if (b.status === 'sent' && open!.n === 0) {
      const now = new Date();
      await tx
        .update(payoutBatches)
        .set({ status: 'settled', settledAt: now, updatedAt: now })
        .where(eq(payoutBatches.id, id));
    }
    await recordAudit(tx, {
      actorId: actor.id,
      action: 'payout_batch.results',
      targetType: 'payout_batch',
      targetId: id,
      details: { rows: rows.length, settled, unchanged, unknown },
    });
    return { batch: await batchDetail(tx, id), settled, unchanged, unknown };
  });
}
