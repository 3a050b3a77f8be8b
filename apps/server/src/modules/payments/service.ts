import { and, desc, eq, inArray, isNull, ne } from 'drizzle-orm';
import {
  type Currency,
  type PaymentDto,
  type PaymentMethod,
  type PaymentNext,
  type PaymentStatus,
  say,
} from '@kt/shared';
import type { Tx } from '../../db/client.ts';
import { inTransaction, type Executor } from '../../db/executor.ts';
import { milestones, paymentIssues, payments } from '../../db/schema.ts';
import { HttpError, notFound } from '../../lib/errors.ts';
import { can, type Actor } from '../../policies/policies.ts';
import { recordAudit } from '../audit/audit.ts';
import { record, type ContractRow } from '../contracts/activity.ts';
import type { ContractsDeps } from '../contracts/deps.ts';
import { lockMilestone } from '../contracts/load.ts';
import { assertMayAct } from '../contracts/milestones.ts';
import { confirmFunding, type MilestoneRow } from '../contracts/settle.ts';
import { requireVerifiedEmail, VERIFY_TO_FUND } from '../auth/verified-email.ts';
import { transfer } from '../ledger/ledger.ts';
import type { Confirmation } from './provider.ts';
import { ProviderUnavailable } from './provider.ts';

/**
 * Payments into escrow (docs/decisions/033-payments-in.md). Funding a milestone is three steps, so
 * no provider is called while a row is locked:
 *  1. `openPayment` (the request's transaction): checks, a payment `awaiting_payment`, the milestone
 *     `funding`, the expiry job;
 *  2. `startCheckout`: the provider's call, outside any transaction, its answer recorded in its own;
 *  3. `applyConfirmation`: the provider's verified word. Only a success naming our merchant, the
 *     payment's amount and currency moves money: provider → clearing (`payment:<id>:in`), then
 *     clearing → escrow (`milestone:<id>:fund`) when the milestone still waits for it; a second
 *     success for a milestone already funded goes back (refund through the provider, or the
 *     client's wallet where the provider cannot refund). Every key is unique: any number of
 *     deliveries in any order moves the money once.
 */

export type PaymentRow = typeof payments.$inferSelect;

declare module '../../queue/jobs.ts' {
  interface QueueJobs {
    'payments.expire': { paymentId: string };
    'payments.refund': { paymentId: string };
  }
}

/** Statuses after the provider confirmed the money came in. */
export const MONEY_IN: readonly PaymentStatus[] = ['succeeded', 'refunding', 'refunded', 'credited'];

/** Step 1, in the caller's transaction: a new checkout for a pending milestone. */
export async function openPayment(
  deps: ContractsDeps,
  tx: Tx,
  actor: Actor,
  milestoneId: string,
  method: PaymentMethod | undefined,
): Promise<PaymentRow> {
  const { contract, milestone: m } = await lockMilestone(tx, milestoneId, actor);
  assertMayAct(actor, contract, m, 'fund');
  await requireVerifiedEmail(tx, actor.id, VERIFY_TO_FUND);
  const provider = deps.payments.choose(contract.currency as Currency, method);
  const now = new Date();
  const expiresAt = new Date(now.getTime() + deps.checkoutExpiresMs);
  const [p] = await tx
    .insert(payments)
    .values({
      milestoneId: m.id,
      contractId: contract.id,
      payerId: actor.id,
      method: provider.method,
      amount: m.amount,
      currency: contract.currency,
      expiresAt,
    })
    .returning();
  await tx.update(milestones).set({ status: 'funding', updatedAt: now }).where(eq(milestones.id, m.id));
  await deps.queue.schedule(tx, 'payments.expire', { paymentId: p!.id }, { runAt: expiresAt });
  return p!;
}

export type CheckoutUrls = { origin: string };

/**
 * Step 2, outside any transaction: asks the provider for a checkout and records its answer. Safe to
 * run again (a retried request): a payment that has its answer is left alone, and of two racing
 * answers the first recorded wins. A provider that fails or times out fails the payment (the
 * milestone is pending again) and is a 502.
 */
export async function startCheckout(
  deps: ContractsDeps,
  db: Executor,
  paymentId: string,
  urls: CheckoutUrls,
) {
  const [p] = await db.select().from(payments).where(eq(payments.id, paymentId));
  if (!p) throw notFound('Payment not found');
  if (p.status === 'failed' && !p.reference) {
    throw new HttpError(502, 'The payment provider did not answer; please try again');
  }
  const provider = deps.payments.get(p.method);
  if (p.status === 'awaiting_payment' && p.reference && !p.next && provider) {
    // A checkout the provider confirmed at once (the sandbox) whose confirmation was never applied:
    // the node stopped between recording the answer and applying it. The retry asks the provider.
    const c = await provider
      .inquire(p.reference, { amount: p.amount, currency: p.currency as Currency })
      .catch(() => undefined);
    if (c) await applyConfirmation(deps, db, p.method, { ...c, paymentId: p.id }, 'checkout');
    return;
  }
  if (p.status !== 'awaiting_payment' || p.reference) return;
  const [m] = await db.select().from(milestones).where(eq(milestones.id, p.milestoneId));
  let checkout;
  try {
    if (!provider) throw new ProviderUnavailable(`${p.method} is no longer configured`);
    checkout = await provider.startCheckout({
      paymentId: p.id,
      amount: p.amount,
      currency: p.currency as Currency,
      description: m?.title ?? 'Milestone',
      expiresAt: p.expiresAt,
      returnUrl: `${urls.origin}/api/payments/return/${p.method}`,
      cancelUrl: `${urls.origin}/projects/${p.contractId}?payment=cancelled`,
    });
  } catch (err) {
    await closeCheckout(deps, db, p.id, 'failed', `Provider error: ${(err as Error).message}`.slice(0, 300));
    throw new HttpError(502, 'The payment provider did not answer; please try again');
  }
  const recorded = await inTransaction(db, async (tx) =>
    tx
      .update(payments)
      .set({ reference: checkout.reference, next: checkout.next ?? null, updatedAt: new Date() })
      .where(and(eq(payments.id, p.id), eq(payments.status, 'awaiting_payment')))
      .returning({ reference: payments.reference }),
  ).catch(() => []);
  // Another request recorded its answer first (the reference is unique): this answer is dropped.
  if (recorded.length === 1 && checkout.confirmed) {
    await applyConfirmation(deps, db, p.method, { ...checkout.confirmed, paymentId: p.id }, 'checkout');
  }
}

/** Finds the payment a confirmation names: by our id, else by the provider's reference. */
async function findPayment(db: Executor, method: string, c: Confirmation) {
  const where = c.paymentId
    ? eq(payments.id, c.paymentId)
    : and(eq(payments.method, method), eq(payments.reference, c.reference));
  const [p] = await db.select().from(payments).where(where);
  return p;
}

/** Keeps a provider's word that funded nothing for the operator ("Payments that need a look"). */
export async function keepIssue(
  db: Executor,
  issue: { paymentId: string | null; provider: string; problem: string; detail: string; payload: unknown },
) {
  await db.insert(paymentIssues).values({ ...issue, payload: (issue.payload ?? {}) as object });
}

export type Applied =
  | 'funded'
  | 'refunding'
  | 'credited'
  | 'duplicate'
  | 'failed'
  | 'pending'
  | 'left'
  | 'mismatch'
  | 'unknown'
  | 'ignored';

/**
 * Step 3: a verified confirmation (webhook, return or the sandbox's answer). Locks the contract, the
 * milestone, then the payment, in that order like every contract step.
 */
export async function applyConfirmation(
  deps: ContractsDeps,
  db: Executor,
  method: string,
  c: Confirmation,
  via: 'webhook' | 'return' | 'checkout' | 'reconcile',
): Promise<{ applied: Applied; payment?: PaymentRow }> {
  // A verified delivery about nothing we use (another Stripe event type): acknowledged, not applied.
  if (c.outcome === 'irrelevant') return { applied: 'ignored' };
  return inTransaction(db, async (tx) => {
    const found = await findPayment(tx, method, c);
    const payload = { via, ...c };
    if (!found || found.method !== method) {
      await keepIssue(tx, {
        paymentId: null,
        provider: method,
        problem: 'unknown_payment',
        detail: `A ${via} names ${c.reference || 'no reference'}, which is no payment of ours`,
        payload,
      });
      return { applied: 'unknown' as const };
    }
    const { contract, milestone: m } = await lockMilestone(tx, found.milestoneId, null);
    const [p] = await tx.select().from(payments).where(eq(payments.id, found.id)).for('update');
    if (!p) return { applied: 'unknown' as const };
    if (c.outcome === 'pending') return { applied: 'pending' as const, payment: p };
    // The payer left the provider's page: the checkout stays open (resume or cancel it) until it expires.
    if (c.outcome === 'cancelled') return { applied: 'left' as const, payment: p };
    if (c.outcome !== 'succeeded') {
      if (p.status !== 'awaiting_payment') return { applied: 'ignored' as const, payment: p };
      await closeLocked(tx, contract, m, p, c.outcome === 'expired' ? 'expired' : 'failed', c);
      return { applied: 'failed' as const, payment: p };
    }
    const problems: string[] = [];
    if (!c.merchantOk) problems.push('another merchant');
    if (c.amount !== p.amount) problems.push(`amount ${String(c.amount)} instead of ${p.amount}`);
    if (c.currency !== p.currency) problems.push(`currency ${String(c.currency)} instead of ${p.currency}`);
    if (c.reference && p.reference && c.reference !== p.reference)
      problems.push('another checkout reference');
    if (problems.length > 0) {
      const detail = `A ${via} said paid with ${problems.join(', ')}: nothing was funded`;
      await keepIssue(tx, { paymentId: p.id, provider: method, problem: 'mismatch', detail, payload });
      await recordAudit(tx, {
        actorId: p.payerId,
        action: 'payment.mismatch',
        targetType: 'payment',
        targetId: p.id,
        reason: detail,
        details: { provider: method, via, code: c.code },
      });
      return { applied: 'mismatch' as const, payment: p };
    }
    if (MONEY_IN.includes(p.status as PaymentStatus)) return { applied: 'duplicate' as const, payment: p };
    return { applied: await moneyIn(deps, tx, contract, m, p, c), payment: p };
  });
}

/** The provider confirmed the money: into clearing, then escrow, or back when not wanted. */
async function moneyIn(
  deps: ContractsDeps,
  tx: Tx,
  contract: ContractRow,
  m: MilestoneRow,
  p: PaymentRow,
  c: Confirmation,
): Promise<Applied> {
  const currency = p.currency as Currency;
  const clearing = { kind: 'clearing' as const, provider: p.method, currency };
  await transfer(
    tx,
    {
      key: `payment:${p.id}:in`,
      from: { kind: 'world', provider: p.method, currency },
      to: clearing,
      amount: p.amount,
      currency,
      kind: 'fund',
    },
    { ifNew: true },
  );
  const now = new Date();
  const confirmation = { code: c.code, message: c.message, reference: c.reference };
  const wanted = contract.status === 'active' && (m.status === 'funding' || m.status === 'pending');
  if (wanted && (await confirmFunding(tx, contract, m, p, p.payerId))) {
    await tx
      .update(payments)
      .set({ status: 'succeeded', confirmation, confirmedAt: now, updatedAt: now })
      .where(eq(payments.id, p.id));
    return 'funded';
  }
  // Already funded by another checkout (or no longer fundable): the money goes back.
  const provider = deps.payments.get(p.method);
  const back = provider?.refunds ? 'refunding' : 'credited';
  if (back === 'credited') {
    await transfer(tx, {
      key: `payment:${p.id}:credit`,
      from: clearing,
      to: { kind: 'available', userId: p.payerId, currency },
      amount: p.amount,
      currency,
      kind: 'refund',
    });
  } else {
    await deps.queue.schedule(tx, 'payments.refund', { paymentId: p.id });
  }
  await tx
    .update(payments)
    .set({ status: back, confirmation, confirmedAt: now, updatedAt: now })
    .where(eq(payments.id, p.id));
  await record(tx, contract, {
    kind: 'payment_returned',
    actorId: null,
    milestoneId: m.id,
    words: say(back === 'credited' ? 'activity.payment_credited' : 'activity.payment_refunded', {
      amount: { money: p.amount, currency },
      milestone: m.title,
    }),
    type: 'payment',
    notice: back === 'credited' ? 'payment_credited' : 'payment_refunded',
    notify: [p.payerId],
  });
  return back;
}

/** Ends an open checkout (expired, cancelled, failed); the milestone is pending again if it waited on it. */
async function closeLocked(
  tx: Tx,
  contract: ContractRow,
  m: MilestoneRow,
  p: PaymentRow,
  status: 'expired' | 'cancelled' | 'failed',
  c?: Confirmation | { message: string },
) {
  const now = new Date();
  await tx
    .update(payments)
    .set({
      status,
      updatedAt: now,
      ...(c ? { confirmation: { message: c.message, ...('code' in c ? { code: c.code } : {}) } } : {}),
    })
    .where(eq(payments.id, p.id));
  if (m.status !== 'funding') return;
  const [other] = await tx
    .select({ id: payments.id })
    .from(payments)
    .where(
      and(eq(payments.milestoneId, m.id), eq(payments.status, 'awaiting_payment'), ne(payments.id, p.id)),
    )
    .limit(1);
  if (other) return;
  await tx.update(milestones).set({ status: 'pending', updatedAt: now }).where(eq(milestones.id, m.id));
  await record(tx, contract, {
    kind: `payment_${status}`,
    actorId: status === 'cancelled' ? p.payerId : null,
    milestoneId: m.id,
    words: say(`activity.payment_${status}`, { milestone: m.title }),
    type: 'payment',
    notice: `payment_${status}`,
  });
}

/** Closes an open checkout by id (the expiry job, a cancel, a provider that failed); else nothing. */
export async function closeCheckout(
  _deps: ContractsDeps,
  db: Executor,
  paymentId: string,
  status: 'expired' | 'cancelled' | 'failed',
  message?: string,
  actor?: Actor,
) {
  return inTransaction(db, async (tx) => {
    const [found] = await tx.select().from(payments).where(eq(payments.id, paymentId));
    if (!found) throw notFound('Payment not found');
    const { contract, milestone: m } = await lockMilestone(tx, found.milestoneId, actor ?? null);
    if (actor && found.payerId !== actor.id) throw notFound('Payment not found');
    const [p] = await tx.select().from(payments).where(eq(payments.id, paymentId)).for('update');
    if (p!.status !== 'awaiting_payment') return p!;
    await closeLocked(tx, contract, m, p!, status, message ? { message } : undefined);
    const [after] = await tx.select().from(payments).where(eq(payments.id, paymentId));
    return after!;
  });
}

/** A payment as its payer (or an admin) sees it, with where to go to finish it while it is open. */
export async function paymentView(db: Executor, paymentId: string, actor: Actor | null) {
  const [p] = await db.select().from(payments).where(eq(payments.id, paymentId));
  if (!p || (actor && p.payerId !== actor.id && !can('admin:use-console', actor)))
    throw notFound('Payment not found');
  const dto: PaymentDto = {
    id: p.id,
    milestoneId: p.milestoneId,
    method: p.method as PaymentMethod,
    status: p.status as PaymentStatus,
    amount: p.amount,
    currency: p.currency as Currency,
    expiresAt: p.expiresAt.toISOString(),
    createdAt: p.createdAt.toISOString(),
  };
  const next = p.status === 'awaiting_payment' && p.next ? (p.next as PaymentNext) : undefined;
  return { row: p, payment: dto, next };
}

/** The payments of some milestones still open, for the contract page ("Awaiting payment"). */
export async function openPayments(db: Executor, milestoneIds: string[]) {
  if (milestoneIds.length === 0) return [];
  return db
    .select()
    .from(payments)
    .where(and(inArray(payments.milestoneId, milestoneIds), eq(payments.status, 'awaiting_payment')));
}

/** Provider words that funded nothing and nobody has looked at yet, newest first (the console). */
export async function openPaymentIssues(db: Executor) {
  const rows = await db
    .select()
    .from(paymentIssues)
    .where(isNull(paymentIssues.resolvedAt))
    .orderBy(desc(paymentIssues.createdAt))
    .limit(50);
  return rows.map((r) => ({
    id: r.id,
    paymentId: r.paymentId,
    provider: r.provider,
    problem: r.problem,
    detail: r.detail,
    createdAt: r.createdAt.toISOString(),
  }));
}
