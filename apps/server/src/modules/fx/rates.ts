/**
 * The USD→PKR rate for dollar withdrawals paid in rupees (issue 32; decision 034, "FX"). An operator
 * enters the day's rate (audited); a withdrawal is converted at the newest one if it is younger than
 * FX_RATE_MAX_AGE, and keeps it. No rate, or a stale one, refuses the withdrawal in plain words.
 */
import { desc, eq } from 'drizzle-orm';
import {
  FX_PAIR,
  formatRate,
  parseRate,
  type FxRateDto,
  type FxRateInput,
  type WithdrawalFxDto,
} from '@kt/shared';
import { inTransaction, type Executor } from '../../db/executor.ts';
import { fxRates, users } from '../../db/schema.ts';
import { badRequest, conflict } from '../../lib/errors.ts';
import { textDayTime } from '../../lib/dates.ts';
import type { Actor } from '../../policies/policies.ts';
import { recordAudit } from '../audit/audit.ts';
import type { FxProvider, FxRateRow } from './provider.ts';

export type FxSettings = { provider: FxProvider; maxAgeMs: number };

export const hoursOf = (ms: number) => Math.round((ms / 3_600_000) * 100) / 100;

export const toFxRateDto = (r: FxRateRow): FxRateDto => ({
  _id: r.id,
  base: FX_PAIR.base,
  quote: FX_PAIR.quote,
  rate: formatRate(r.rateMicros),
  rateMicros: r.rateMicros,
  source: r.source,
  asOf: r.createdAt.toISOString(),
});

export const isFresh = (r: FxRateRow, maxAgeMs: number, now = new Date()) =>
  now.getTime() - r.createdAt.getTime() <= maxAgeMs;

/** The newest rate and whether it may be used now: what the withdraw screen shows. */
export async function currentFx(db: Executor, fx: FxSettings, now = new Date()): Promise<WithdrawalFxDto> {
  const rate = await fx.provider.latest(db);
  return {
    rate: rate ? toFxRateDto(rate) : null,
    usable: !!rate && isFresh(rate, fx.maxAgeMs, now),
    maxAgeHours: hoursOf(fx.maxAgeMs),
  };
}

/**
 * The rate to convert a withdrawal at now, or a 409 in plain words: no rate yet, a rate older than
 * FX_RATE_MAX_AGE, or (when the user confirmed a rate shown earlier) a newer rate than the one seen.
 */
export async function rateForWithdrawal(
  db: Executor,
  fx: FxSettings,
  seenRateId?: string,
  now = new Date(),
): Promise<FxRateRow> {
  const rate = await fx.provider.latest(db);
  if (!rate)
    throw conflict(
      'Dollar withdrawals to rupee accounts are paused: no dollar to rupee rate has been set yet. Please try again later.',
    );
  if (!isFresh(rate, fx.maxAgeMs, now))
    throw conflict(
      `Dollar withdrawals to rupee accounts are paused: the dollar to rupee rate is out of date (set ${textDayTime(rate.createdAt)}). Please try again once today's rate is set.`,
    );
  if (seenRateId && seenRateId !== rate.id)
    throw conflict('The dollar to rupee rate has changed: check the new rupee amount and confirm again.');
  return rate;
}

/** An operator enters the day's rate (FX_PROVIDER=manual), audited in the same transaction. */
export async function enterRate(db: Executor, fx: FxSettings, actor: Actor, input: FxRateInput) {
  if (fx.provider.name !== 'manual')
    throw conflict(`Rates come from ${fx.provider.name} on this server (FX_PROVIDER)`);
  const micros = parseRate(input.rate);
  if (micros === undefined) throw badRequest('Enter the rupees per dollar, e.g. 278.45');
  return inTransaction(db, async (tx) => {
    const [row] = await tx
      .insert(fxRates)
      .values({
        base: FX_PAIR.base,
        quote: FX_PAIR.quote,
        rateMicros: micros,
        source: input.source,
        provider: fx.provider.name,
        createdBy: actor.id,
      })
      .returning();
    await recordAudit(tx, {
      actorId: actor.id,
      action: 'fx_rate.create',
      targetType: 'fx_rate',
      targetId: row!.id,
      details: { base: FX_PAIR.base, quote: FX_PAIR.quote, rate: formatRate(micros), source: input.source },
    });
    return toFxRateDto(row!);
  });
}

/** The newest 30 rates, with who entered each (for the console). */
export async function listRates(db: Executor) {
  const rows = await db
    .select({ r: fxRates, firstName: users.firstName, lastName: users.lastName })
    .from(fxRates)
    .leftJoin(users, eq(users.id, fxRates.createdBy))
    .orderBy(desc(fxRates.createdAt), desc(fxRates.id))
    .limit(30);
  return rows.map(({ r, firstName, lastName }) => ({
    ...toFxRateDto(r),
    enteredBy: firstName ? `${firstName} ${lastName ?? ''}`.trim() : r.provider,
  }));
}
