/**
 * Dollars paid out as rupees (issue 32, docs/decisions/034-payout-batches.md "FX"). A rate is an
 * exact decimal held as an integer of micro-rupees per dollar (278.45 → 278_450_000): no float ever
 * touches it. Converting an amount multiplies integers (BigInt) and rounds half up once, to a whole
 * paisa, so a converted amount is never more than half a paisa from the exact product.
 */
import { text, z } from './zod.ts';
import type { Currency } from './money.ts';

/** Micro-units of the quote currency per one unit of the base: six decimals of the rate. */
export const FX_RATE_SCALE = 1_000_000;
const SCALE = BigInt(FX_RATE_SCALE);

/** The one conversion the payout rails need today: a dollar balance paid in rupees. */
export const FX_PAIR = { base: 'USD', quote: 'PKR' } as const satisfies { base: Currency; quote: Currency };

/** The largest rate accepted (Rs 100,000 per dollar): a typo's guard, not an economic forecast. */
export const FX_RATE_MAX_MICROS = 100_000 * FX_RATE_SCALE;

/**
 * "278.45" → 278_450_000 by string arithmetic; undefined unless a positive plain decimal with at
 * most six decimals and at most FX_RATE_MAX_MICROS.
 */
export function parseRate(input: string): number | undefined {
  const m = /^(\d{1,6})(?:\.(\d{1,6}))?$/.exec(input.trim().replaceAll(',', ''));
  if (!m) return undefined;
  const micros = Number(m[1]!) * FX_RATE_SCALE + Number((m[2] ?? '').padEnd(6, '0'));
  return micros > 0 && micros <= FX_RATE_MAX_MICROS ? micros : undefined;
}

/** 278_450_000 → "278.45" (at least two decimals, no trailing zeros beyond them). */
export function formatRate(micros: number): string {
  const whole = Math.floor(micros / FX_RATE_SCALE);
  const fraction = String(micros % FX_RATE_SCALE)
    .padStart(6, '0')
    .replace(/0+$/, '')
    .padEnd(2, '0');
  return `${whole}.${fraction}`;
}

/**
 * Minor units of the base (cents) → minor units of the quote (paisa) at `rateMicros`, rounded half
 * up. Both currencies have two minor digits, so paisa = cents × rate / 10^6 exactly before rounding.
 */
export function convertMinor(minor: number, rateMicros: number): number {
  if (!Number.isSafeInteger(minor) || minor < 0) throw new RangeError(`Not minor units: ${minor}`);
  if (!Number.isSafeInteger(rateMicros) || rateMicros <= 0) throw new RangeError(`Not a rate: ${rateMicros}`);
  const out = (BigInt(minor) * BigInt(rateMicros) + SCALE / 2n) / SCALE;
  if (out > BigInt(Number.MAX_SAFE_INTEGER)) throw new RangeError('Converted amount is too large');
  return Number(out);
}

export const fxRateInput = z.object({
  rate: text('Rate', { message: 'Enter the rate, e.g. 278.45' })
    .trim()
    .refine((v) => parseRate(v) !== undefined, {
      message: 'Enter the rupees per dollar as a number above 0 with at most six decimals, e.g. 278.45',
    }),
  source: text('Source', { message: 'Say where the rate comes from' })
    .trim()
    .min(2, 'Say where the rate comes from, e.g. State Bank of Pakistan')
    .max(120, 'The source is at most 120 characters'),
});
export type FxRateInput = z.infer<typeof fxRateInput>;

export const fxRateDto = z.object({
  _id: z.string(),
  base: z.literal(FX_PAIR.base),
  quote: z.literal(FX_PAIR.quote),
  /** Rupees per dollar as an exact decimal string ("278.45"). */
  rate: z.string(),
  rateMicros: z.number(),
  source: z.string(),
  /** When it was entered: its age is measured from here. */
  asOf: z.string(),
});
export type FxRateDto = z.infer<typeof fxRateDto>;

/** What the withdraw screen needs to show (and block) a dollar withdrawal paid in rupees. */
export const withdrawalFxDto = z.object({
  /** The newest rate, or null when none was ever entered. */
  rate: fxRateDto.nullable(),
  /** False when there is no rate or it is older than FX_RATE_MAX_AGE: such withdrawals are refused. */
  usable: z.boolean(),
  maxAgeHours: z.number(),
});
export type WithdrawalFxDto = z.infer<typeof withdrawalFxDto>;

/** The rate a withdrawal was converted at, stored with it. */
export const withdrawalFxUsedDto = z.object({
  /** What the account receives in rupees (paisa). */
  amount: z.number(),
  currency: z.literal(FX_PAIR.quote),
  rate: z.string(),
  source: z.string(),
  asOf: z.string(),
});
export type WithdrawalFxUsedDto = z.infer<typeof withdrawalFxUsedDto>;

export const fxRatesReply = z.object({
  success: z.literal(true),
  provider: z.string(),
  maxAgeHours: z.number(),
  current: withdrawalFxDto,
  rates: z.array(fxRateDto.extend({ enteredBy: z.string() })),
});
export type FxRatesReply = z.infer<typeof fxRatesReply>;

export const fxRateReply = z.object({
  success: z.literal(true),
  message: z.string(),
  rate: fxRateDto,
});
