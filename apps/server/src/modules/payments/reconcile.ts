import { and, asc, eq, gte, inArray, isNotNull, isNull, or } from 'drizzle-orm';
import type { Currency, PaymentStatus } from '@kt/shared';
import type { Executor } from '../../db/executor.ts';
import { paymentIssues, payments } from '../../db/schema.ts';
import { recordAudit } from '../audit/audit.ts';
import type { ContractsDeps } from '../contracts/deps.ts';
import type { Confirmation } from './provider.ts';
import { applyConfirmation, keepIssue, MONEY_IN, type PaymentRow } from './service.ts';

/**
 * Reconciliation (issue 31, PAYMENTS_RECONCILE_EVERY): asks each provider about every payment not
 * final and every payment of the last day, and compares. Where the provider's answer proves a
 * payment (Stripe's session retrieve: paid, with its amount and currency) it is applied like a
 * webhook — the same checks, so a wrong amount still funds nothing. Where it does not (JazzCash's
 * inquiry carries no amount we can trust) nothing is funded: the difference is kept for the
 * operator ("Payments that need a look", problem `reconcile`) and audited, once per payment while it
 * stays open.
 */

declare module '../../queue/jobs.ts' {
  interface QueueJobs {
    /** Reconciles payments with their providers, then schedules its next run. */
    'payments.reconcile': Record<string, never>;
  }
}

const DAY_MS = 24 * 3_600_000;
/** At most this many payments per run (the oldest open first); the next run takes the rest. */
const BATCH = 500;
/** A provider that failed this many inquiries in a row is left alone until the next run. */
const GIVE_UP_AFTER = 3;

export type ReconcileReport = {
  checked: number;
  /** Payments confirmed (or closed) from a provider answer that proves it. */
  applied: number;
  /** Differences kept for the operator. */
  differences: number;
  unreachable: number;
};

const OPEN: PaymentStatus[] = ['awaiting_payment', 'refunding'];

async function difference(db: Executor, p: PaymentRow, c: Confirmation, detail: string) {
  const [open] = await db
    .select({ id: paymentIssues.id })
    .from(paymentIssues)
    .where(
      and(
        eq(paymentIssues.paymentId, p.id),
        eq(paymentIssues.problem, 'reconcile'),
        isNull(paymentIssues.resolvedAt),
      ),
    )
    .limit(1);
  if (open) return false; // already waiting for the operator
  await keepIssue(db, {
    paymentId: p.id,
    provider: p.method,
    problem: 'reconcile',
    detail,
    payload: { via: 'reconcile', ours: p.status, ...c },
  });
  await recordAudit(db, {
    actorId: p.payerId,
    action: 'payment.reconcile-difference',
    targetType: 'payment',
    targetId: p.id,
    reason: detail,
    details: { provider: p.method, ours: p.status, theirs: c.outcome, code: c.code },
  });
  return true;
}

export async function reconcilePayments(
  deps: ContractsDeps,
  db: Executor,
  now = new Date(),
): Promise<ReconcileReport> {
  const report: ReconcileReport = { checked: 0, applied: 0, differences: 0, unreachable: 0 };
  const rows = await db
    .select()
    .from(payments)
    .where(
      and(
        isNotNull(payments.reference),
        or(inArray(payments.status, OPEN), gte(payments.createdAt, new Date(now.getTime() - DAY_MS))),
      ),
    )
    .orderBy(asc(payments.createdAt))
    .limit(BATCH);
  const failures = new Map<string, number>();
  for (const p of rows) {
    const provider = deps.payments.get(p.method);
    // The sandbox confirms at once: only a checkout whose confirmation was never applied is asked.
    if (!provider || (p.method === 'sandbox' && p.status !== 'awaiting_payment')) continue;
    if ((failures.get(p.method) ?? 0) >= GIVE_UP_AFTER) continue;
    let c: Confirmation;
    try {
      c = await provider.inquire(p.reference!, { amount: p.amount, currency: p.currency as Currency });
      failures.set(p.method, 0);
    } catch {
      failures.set(p.method, (failures.get(p.method) ?? 0) + 1);
      report.unreachable += 1;
      continue;
    }
    report.checked += 1;
    const ours = p.status as PaymentStatus;
    const moneyIn = MONEY_IN.includes(ours);
    const said = `${p.method} says ${c.outcome} (${c.code})`;
    if (c.outcome === 'succeeded') {
      if (moneyIn) {
        const wrong =
          (c.amount !== undefined && c.amount !== p.amount) ||
          (c.currency !== undefined && c.currency !== p.currency);
        if (
          wrong &&
          (await difference(
            db,
            p,
            c,
            `${said} for ${c.amount} ${c.currency}; we took ${p.amount} ${p.currency}`,
          ))
        )
          report.differences += 1;
        continue;
      }
      if (provider.inquiryProvesPayment && (c.amount !== p.amount || c.currency !== p.currency)) {
        // Paid, but not what we asked for: nothing funds (kept once, not at every run).
        const detail = `${said} for ${String(c.amount)} ${String(c.currency)} instead of ${p.amount} ${p.currency}: nothing was funded`;
        if (await difference(db, p, c, detail)) report.differences += 1;
        continue;
      }
      if (provider.inquiryProvesPayment) {
        // Stripe's own record of a paid session: applied with every check a webhook gets.
        const { applied } = await applyConfirmation(
          deps,
          db,
          p.method,
          { ...c, paymentId: p.id },
          'reconcile',
        );
        if (applied === 'funded' || applied === 'refunding' || applied === 'credited') report.applied += 1;
        continue;
      }
      const detail = `${said}, we have it ${ours}: nothing was funded (the inquiry carries no amount we can trust); check the provider's statement`;
      if (await difference(db, p, c, detail)) report.differences += 1;
      continue;
    }
    if (c.outcome === 'failed' || c.outcome === 'expired') {
      if (moneyIn) {
        const detail = `${said}, but the money is recorded as come in (${ours}): check the provider's statement`;
        if (await difference(db, p, c, detail)) report.differences += 1;
      } else if (ours === 'awaiting_payment' && provider.inquiryProvesPayment) {
        const { applied } = await applyConfirmation(
          deps,
          db,
          p.method,
          { ...c, paymentId: p.id },
          'reconcile',
        );
        if (applied === 'failed') report.applied += 1;
      }
      continue;
    }
    if (c.outcome === 'pending' && moneyIn) {
      const detail = `${said}, but the money is recorded as come in (${ours})`;
      if (await difference(db, p, c, detail)) report.differences += 1;
    }
  }
  return report;
}
