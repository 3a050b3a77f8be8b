import { desc, eq } from 'drizzle-orm';
import {
  convertMinor,
  formatMoney,
  formatRate,
  platformFee,
  type Currency,
  type PayoutRail,
  type WithdrawalDto,
  type WithdrawalInput,
  say,
} from '@kt/shared';
import type { Tx } from '../../db/client.ts';
import { inTransaction, type Executor } from '../../db/executor.ts';
import { fxRates, payoutMethods, withdrawals } from '../../db/schema.ts';
import { HttpError, badRequest, conflict, pgErrorCode } from '../../lib/errors.ts';
import type { Actor } from '../../policies/policies.ts';
import { transfer } from '../ledger/ledger.ts';
import { notify } from '../notifications/notify.ts';
import type { WalletDeps } from './deps.ts';
import { maskAccount, ownMethod, type PayoutMethodRow } from './methods.ts';
import type { PayoutRequest } from './provider.ts';
import { requireVerifiedEmail, VERIFY_TO_WITHDRAW } from '../auth/verified-email.ts';
import { textDay, textDayTime } from '../../lib/dates.ts';
import { rateForWithdrawal } from '../fx/rates.ts';
import type { FxRateRow } from '../fx/provider.ts';

type WithdrawalRow = typeof withdrawals.$inferSelect;
type RateUsed = Pick<FxRateRow, 'source' | 'createdAt'>;

/** "Rs 27,845.00 at Rs 278.45 per $1 (State Bank of Pakistan, 27 Nov 2026)": receipts and statements. */
export const fxText = (payoutAmount: number, rateMicros: number, rate: RateUsed) =>
  `${formatMoney(payoutAmount, 'PKR')} at Rs ${formatRate(rateMicros)} per $1 (${rate.source}, ${textDay(rate.createdAt)})`;

export function toWithdrawalDto(w: WithdrawalRow, m: PayoutMethodRow, rate?: RateUsed | null): WithdrawalDto {
  return {
    _id: w.id,
    amount: w.amount,
    fee: w.fee,
    net: w.amount - w.fee,
    currency: w.currency as Currency,
    status: w.status as WithdrawalDto['status'],
    payoutMethod: { _id: m.id, rail: m.rail as PayoutRail, account: maskAccount(m.account) },
    failureReason: w.failureReason,
    createdAt: w.createdAt.toISOString(),
    queuedAt: w.queuedAt?.toISOString() ?? null,
    sentAt: w.sentAt?.toISOString() ?? null,
    settledAt: w.settledAt?.toISOString() ?? null,
    fx:
      w.payoutAmount !== null && w.fxRateMicros !== null && rate
        ? {
            amount: w.payoutAmount,
            currency: 'PKR',
            rate: formatRate(w.fxRateMicros),
            source: rate.source,
            asOf: rate.createdAt.toISOString(),
          }
        : null,
  };
}

export async function listWithdrawals(db: Executor, actor: Actor) {
  const rows = await db
    .select({ w: withdrawals, m: payoutMethods, fx: fxRates })
    .from(withdrawals)
    .innerJoin(payoutMethods, eq(payoutMethods.id, withdrawals.payoutMethodId))
    .leftJoin(fxRates, eq(fxRates.id, withdrawals.fxRateId))
    .where(eq(withdrawals.userId, actor.id))
    .orderBy(desc(withdrawals.createdAt))
    .limit(100);
  return rows.map((r) => toWithdrawalDto(r.w, r.m, r.fx));
}

/** The fee of a withdrawal on a rail (rounded half up), never the whole amount. */
export const withdrawalFee = (deps: WalletDeps, amount: number, rail: PayoutRail) =>
  platformFee(amount, deps.settings.feeBasisPoints[rail]).fee;

const userAccount = (kind: 'available' | 'withdrawing', userId: string, currency: Currency) => ({
  kind,
  userId,
  currency,
});

/**
 * Reserves `amount` of the available balance (transfer `withdrawal:<id>:reserve` into the
 * `withdrawing` account) and schedules the payout. The database's CHECK on the balance refuses an
 * overdraw, so concurrent withdrawals of the whole balance cannot both pass.
 */
export async function createWithdrawal(deps: WalletDeps, tx: Tx, actor: Actor, input: WithdrawalInput) {
  const method = await ownMethod(tx, actor, input.payoutMethodId);
  await requireVerifiedEmail(tx, actor.id, VERIFY_TO_WITHDRAW);
  const { settings } = deps;
  const money = (n: number) => formatMoney(n, input.currency);
  const min = settings.minWithdrawal[input.currency];
  if (input.amount < min) throw badRequest(`The smallest withdrawal is ${money(min)}`);
  if (method.usableAt > new Date())
    throw conflict(
      `This payout method can be used from ${textDayTime(method.usableAt)} (new methods wait, to protect your wallet)`,
    );
  const fee = withdrawalFee(deps, input.amount, method.rail as PayoutRail);
  if (fee >= input.amount) throw badRequest('The amount does not cover the fee');
  // A rail that pays in another currency (manual: rupees) converts at the day's rate, kept with it.
  const payIn = deps.provider.payoutCurrency;
  const rate =
    payIn && payIn !== input.currency ? await rateForWithdrawal(tx, deps.fx, input.fxRateId) : undefined;
  const converted = rate
    ? {
        fxRateId: rate.id,
        fxRateMicros: rate.rateMicros,
        payoutAmount: convertMinor(input.amount - fee, rate.rateMicros),
        payoutCurrency: 'PKR',
      }
    : {};
  const reviewAbove = settings.reviewAbove[input.currency];
  const status = reviewAbove !== undefined && input.amount > reviewAbove ? 'in_review' : 'processing';
  const [w] = await tx
    .insert(withdrawals)
    .values({
      userId: actor.id,
      payoutMethodId: method.id,
      amount: input.amount,
      fee,
      currency: input.currency,
      status,
      provider: deps.provider.name,
      ...converted,
    })
    .returning();
  try {
    await transfer(tx, {
      key: `withdrawal:${w!.id}:reserve`,
      from: userAccount('available', actor.id, input.currency),
      to: userAccount('withdrawing', actor.id, input.currency),
      amount: input.amount,
      currency: input.currency,
      kind: 'withdraw',
    });
  } catch (err) {
    if (!(err instanceof HttpError) && pgErrorCode(err) === '23514')
      throw conflict('You cannot withdraw more than your available balance');
    throw err;
  }
  if (status === 'processing') await deps.queue.schedule(tx, 'withdrawal.send', { withdrawalId: w!.id });
  return toWithdrawalDto(w!, method, rate);
}

async function load(db: Executor, withdrawalId: string) {
  const [row] = await db
    .select({ w: withdrawals, m: payoutMethods })
    .from(withdrawals)
    .innerJoin(payoutMethods, eq(payoutMethods.id, withdrawals.payoutMethodId))
    .where(eq(withdrawals.id, withdrawalId));
  return row;
}

const payoutRequest = (w: WithdrawalRow, m: PayoutMethodRow): PayoutRequest => ({
  withdrawalId: w.id,
  amount: w.amount - w.fee,
  fee: w.fee,
  currency: w.currency as Currency,
  rail: m.rail as PayoutRail,
  account: m.account,
  holderName: m.holderName,
});

/**
 * Job `withdrawal.send`: hands the payout to the provider with our withdrawal id as its idempotency
 * key. A timeout throws, and the queue retries with the same id; the provider pays at most once.
 */
export async function sendWithdrawal(deps: WalletDeps, db: Executor, withdrawalId: string) {
  if (deps.provider.mode === 'batch') return; // the operator pays it in a payout batch
  const row = await load(db, withdrawalId);
  if (!row || row.w.status !== 'processing') return;
  const { reference } = await deps.provider.send(payoutRequest(row.w, row.m));
  await inTransaction(db, async (tx) => {
    const [moved] = await tx
      .update(withdrawals)
      .set({ status: 'sent', providerReference: reference, updatedAt: new Date() })
      .where(eq(withdrawals.id, withdrawalId))
      .returning({ id: withdrawals.id });
    if (moved)
      await deps.queue.schedule(
        tx,
        'withdrawal.confirm',
        { withdrawalId },
        deps.provider.confirmAfterMs > 0 ? { delayMs: deps.provider.confirmAfterMs } : {},
      );
  });
}

/** Job `withdrawal.confirm`: asks the provider, then posts or voids; still pending asks again later. */
export async function confirmWithdrawal(deps: WalletDeps, db: Executor, withdrawalId: string) {
  const row = await load(db, withdrawalId);
  if (!row || row.w.status !== 'sent') return;
  const result = await deps.provider.status(payoutRequest(row.w, row.m));
  if (result.status === 'pending') {
    await deps.queue.schedule(db, 'withdrawal.confirm', { withdrawalId }, { delayMs: 60_000 });
    return;
  }
  await inTransaction(db, (tx) =>
    settleWithdrawal(
      tx,
      withdrawalId,
      result.status === 'paid' ? { paid: true } : { paid: false, reason: result.reason },
    ),
  );
}

/**
 * Posts a withdrawal (the net to the provider's world account, the fee to the platform) or voids it
 * (the whole amount back to available), exactly once: the row is locked and must still be open, and
 * the transfer keys `withdrawal:<id>:post|fee|void` are unique. Returns false when already settled.
 */
export async function settleWithdrawal(
  tx: Tx,
  withdrawalId: string,
  outcome: { paid: true; bankReference?: string } | { paid: false; reason: string },
): Promise<boolean> {
  const [w] = await tx.select().from(withdrawals).where(eq(withdrawals.id, withdrawalId)).for('update');
  if (!w || w.status === 'paid' || w.status === 'failed') return false;
  const [method] = await tx.select().from(payoutMethods).where(eq(payoutMethods.id, w.payoutMethodId));
  const currency = w.currency as Currency;
  const hold = userAccount('withdrawing', w.userId, currency);
  const base = { currency, amount: 0 };
  if (outcome.paid) {
    await transfer(tx, {
      ...base,
      key: `withdrawal:${w.id}:post`,
      from: hold,
      to: { kind: 'world', provider: `payout-${w.provider}`, currency },
      amount: w.amount - w.fee,
      kind: 'payout',
    });
    if (w.fee > 0)
      await transfer(tx, {
        ...base,
        key: `withdrawal:${w.id}:fee`,
        from: hold,
        to: { kind: 'fees', currency },
        amount: w.fee,
        kind: 'fee',
      });
  } else {
    await transfer(tx, {
      ...base,
      key: `withdrawal:${w.id}:void`,
      from: hold,
      to: userAccount('available', w.userId, currency),
      amount: w.amount,
      kind: 'void',
    });
  }
  const now = new Date();
  await tx
    .update(withdrawals)
    .set({
      status: outcome.paid ? 'paid' : 'failed',
      failureReason: outcome.paid ? null : outcome.reason,
      ...(outcome.paid && outcome.bankReference ? { bankReference: outcome.bankReference } : {}),
      settledAt: now,
      updatedAt: now,
    })
    .where(eq(withdrawals.id, w.id));
  const to = {
    say: say('rail.account', {
      rail: { say: say(`rail.${method!.rail as PayoutRail}`) },
      account: maskAccount(method!.account),
    }),
  };
  const [rate] = w.fxRateId ? await tx.select().from(fxRates).where(eq(fxRates.id, w.fxRateId)) : [];
  const fx =
    rate && w.payoutAmount !== null && w.fxRateMicros !== null
      ? {
          say: say('fx.as', {
            pkr: { money: w.payoutAmount, currency: 'PKR' },
            rate: formatRate(w.fxRateMicros),
            source: rate.source,
            day: { day: rate.createdAt.toISOString() },
          }),
        }
      : '';
  await notify(tx, {
    userId: w.userId,
    type: 'payment',
    kind: outcome.paid ? 'withdrawal_paid' : 'withdrawal_failed',
    params: outcome.paid
      ? { amount: { money: w.amount - w.fee, currency }, to, fx }
      : { amount: { money: w.amount, currency }, to, reason: outcome.reason },
    link: '/wallet',
  });
  return true;
}
