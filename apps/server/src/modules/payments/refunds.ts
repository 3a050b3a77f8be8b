import { and, eq, isNull } from 'drizzle-orm';
import type { Currency } from '@kt/shared';
import { inTransaction, type Executor } from '../../db/executor.ts';
import { ledgerTransfers, payments } from '../../db/schema.ts';
import { recordAudit } from '../audit/audit.ts';
import type { ContractsDeps } from '../contracts/deps.ts';
import { transfer } from '../ledger/ledger.ts';
import { ProviderUnavailable } from './provider.ts';
import { keepIssue } from './service.ts';

/**
 * Money going back through the provider that took it (providers with `refunds`: Stripe). The ledger
 * and the provider are never touched in one step: a job calls the provider outside any transaction
 * with an idempotency key derived from the domain event (a retried job never refunds twice), then
 * records its answer. A provider that does not answer is retried by the queue; one that refuses is
 * kept for the operator ("Payments that need a look") and audited.
 */

declare module '../../queue/jobs.ts' {
  interface QueueJobs {
    /** A milestone's escrow returned to the client (refund, dispute split) through its provider. */
    'payments.milestone-refund': { milestoneId: string };
  }
}

async function refused(db: Executor, p: typeof payments.$inferSelect, what: string, err: Error) {
  const detail = `${what} was refused by ${p.method}: ${err.message}`.slice(0, 500);
  await keepIssue(db, { paymentId: p.id, provider: p.method, problem: 'refund_failed', detail, payload: {} });
  await recordAudit(db, {
    actorId: p.payerId,
    action: 'payment.refund-failed',
    targetType: 'payment',
    targetId: p.id,
    reason: detail,
    details: { provider: p.method },
  });
}

/**
 * The `payments.refund` job: a second success for a milestone already funded (status `refunding`,
 * its money in clearing) goes back through the provider, then clearing → world (`payment:<id>:refund`).
 */
export async function refundPayment(deps: ContractsDeps, db: Executor, paymentId: string) {
  const [p] = await db.select().from(payments).where(eq(payments.id, paymentId));
  if (!p || p.status !== 'refunding') return;
  const provider = deps.payments.get(p.method);
  if (!provider?.refund || !p.reference) {
    await refused(db, p, 'A refund', new Error('the provider is not configured or cannot refund'));
    return;
  }
  let refundReference: string;
  try {
    refundReference = await provider.refund(p.reference, {
      amount: p.amount,
      currency: p.currency as Currency,
      paymentId: p.id,
      idempotencyKey: `payment:${p.id}:refund`,
    });
  } catch (err) {
    if (err instanceof ProviderUnavailable) throw err; // the queue tries again later
    await refused(db, p, `The refund of a second payment`, err as Error);
    return;
  }
  await inTransaction(db, async (tx) => {
    const [locked] = await tx.select().from(payments).where(eq(payments.id, p.id)).for('update');
    if (locked?.status !== 'refunding') return;
    const currency = p.currency as Currency;
    await transfer(
      tx,
      {
        key: `payment:${p.id}:refund`,
        from: { kind: 'clearing', provider: p.method, currency },
        to: { kind: 'world', provider: p.method, currency },
        amount: p.amount,
        currency,
        kind: 'refund',
      },
      { ifNew: true },
    );
    await tx
      .update(payments)
      .set({ status: 'refunded', refundReference, updatedAt: new Date() })
      .where(eq(payments.id, p.id));
    await recordAudit(tx, {
      actorId: p.payerId,
      action: 'payment.refunded',
      targetType: 'payment',
      targetId: p.id,
      reason: `A second payment for a milestone already funded was refunded through ${p.method}`,
      details: { provider: p.method, refundReference },
    });
  });
}

/**
 * The `payments.milestone-refund` job: the ledger already moved `milestone:<id>:refund` from escrow
 * to the provider (a refund or a dispute split, in the settling transaction); this asks the provider
 * to send that amount back on the milestone's payment, once, and keeps its reference on the payment.
 */
export async function refundMilestone(deps: ContractsDeps, db: Executor, milestoneId: string) {
  const key = `milestone:${milestoneId}:refund`;
  const [moved] = await db
    .select({ amount: ledgerTransfers.amount, currency: ledgerTransfers.currency })
    .from(ledgerTransfers)
    .where(eq(ledgerTransfers.key, key));
  const [p] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.milestoneId, milestoneId), eq(payments.status, 'succeeded')))
    .limit(1);
  if (!moved || !p || p.refundReference) return;
  const provider = deps.payments.get(p.method);
  if (!provider?.refunds) return; // the sandbox, or money that went to the client's wallet
  if (!provider.refund || !p.reference) {
    await refused(db, p, 'A milestone refund', new Error('the provider is not configured'));
    return;
  }
  let refundReference: string;
  try {
    refundReference = await provider.refund(p.reference, {
      amount: moved.amount,
      currency: moved.currency as Currency,
      paymentId: p.id,
      idempotencyKey: key,
    });
  } catch (err) {
    if (err instanceof ProviderUnavailable) throw err;
    await refused(db, p, `The refund of ${moved.amount} (minor units) of a milestone`, err as Error);
    return;
  }
  await inTransaction(db, async (tx) => {
    const done = await tx
      .update(payments)
      .set({ refundReference, updatedAt: new Date() })
      .where(and(eq(payments.id, p.id), isNull(payments.refundReference)))
      .returning({ id: payments.id });
    if (done.length === 0) return;
    await recordAudit(tx, {
      actorId: p.payerId,
      action: 'payment.refunded',
      targetType: 'payment',
      targetId: p.id,
      reason: `${moved.amount} (minor units) of the milestone's escrow refunded through ${p.method}`,
      details: { provider: p.method, refundReference, amount: moved.amount },
    });
  });
}
