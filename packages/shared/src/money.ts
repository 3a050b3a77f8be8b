import { groupWhole } from './format.ts';
/**
 * Money, in one place. New money (contracts, escrow, wallet) is an integer number of minor units
 * (cents, paisa) with a three-letter currency, as Stripe does: never a float where it is added,
 * split or compared. Job budgets (dollars) and hourly rates (pounds) stay decimal numbers as the spec
 * shows them; their parsing and display live here too.
 */

export const CURRENCIES = ['USD', 'PKR'] as const;
export type Currency = (typeof CURRENCIES)[number];
export const DEFAULT_CURRENCY: Currency = 'USD';

/** Digits after the decimal point (ISO 4217 exponent). */
export const MINOR_DIGITS: Record<Currency, number> = { USD: 2, PKR: 2 };
const SYMBOL: Record<Currency, string> = { USD: '$', PKR: 'Rs ' };

/** An amount of money: integer minor units and their currency. */
export type Money = { amount: number; currency: Currency };

export const isCurrency = (v: unknown): v is Currency =>
  typeof v === 'string' && (CURRENCIES as readonly string[]).includes(v);

/** True for a safe, non-negative integer count of minor units. */
export const isMinorUnits = (n: unknown): n is number =>
  typeof n === 'number' && Number.isSafeInteger(n) && n >= 0;

/**
 * "1,250.5" or "$12.50" → integer minor units, by string arithmetic (no float multiplication);
 * undefined when it is not a plain non-negative decimal or has more decimals than the currency.
 */
export function toMinorUnits(
  text: string | number,
  currency: Currency = DEFAULT_CURRENCY,
): number | undefined {
  const digits = MINOR_DIGITS[currency];
  const raw = typeof text === 'number' ? (Number.isFinite(text) ? String(text) : '') : text;
  const clean = raw
    .trim()
    .replace(/^\$|^Rs\.?\s*/i, '')
    .replaceAll(',', '');
  const m = /^(\d+)(?:\.(\d*))?$/.exec(clean);
  if (!m) return undefined;
  const fraction = m[2] ?? '';
  if (fraction.length > digits) return undefined;
  const minor = Number(m[1]! + fraction.padEnd(digits, '0'));
  return Number.isSafeInteger(minor) ? minor : undefined;
}

/** Integer minor units → "1250.50" (no separators, for inputs and CSV). */
export function fromMinorUnits(minor: number, currency: Currency = DEFAULT_CURRENCY): string {
  const digits = MINOR_DIGITS[currency];
  const sign = minor < 0 ? '-' : '';
  const text = String(Math.abs(Math.trunc(minor))).padStart(digits + 1, '0');
  return digits === 0 ? `${sign}${text}` : `${sign}${text.slice(0, -digits)}.${text.slice(-digits)}`;
}

/** Integer minor units → "1,250.50" (grouped, no currency symbol). */
export function groupedAmount(minor: number, currency: Currency = DEFAULT_CURRENCY): string {
  return formatMoney(minor, currency).replace(SYMBOL[currency], '');
}

/** Integer minor units → "$1,250.50" / "Rs 1,250.00". */
export function formatMoney(minor: number, currency: Currency = DEFAULT_CURRENCY): string {
  const plain = fromMinorUnits(minor, currency);
  const negative = plain.startsWith('-');
  const [whole, fraction] = (negative ? plain.slice(1) : plain).split('.');
  const grouped = whole!.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${negative ? '-' : ''}${SYMBOL[currency]}${grouped}${fraction !== undefined ? `.${fraction}` : ''}`;
}

/** A percentage such as 5 or 2.5 as basis points (hundredths of a percent), exactly. */
export function basisPoints(percent: number | string): number {
  const m = /^(\d+)(?:\.(\d{1,2}))?$/.exec(String(percent).trim());
  if (!m) throw new RangeError(`Not a percentage with at most two decimals: ${percent}`);
  return Number(m[1]) * 100 + Number((m[2] ?? '').padEnd(2, '0'));
}

/** `percent` of an amount in minor units, rounded half up to a whole minor unit. */
export function percentOf(minor: number, percent: number | string): number {
  return Math.floor((minor * basisPoints(percent) + 5000) / 10000);
}

/** Splits an amount into a fee and what remains; the two always add up to the amount. */
export function splitFee(minor: number, feePercent: number | string): { fee: number; net: number } {
  const fee = percentOf(minor, feePercent);
  return { fee, net: minor - fee };
}

export function sumMinor(amounts: readonly number[]): number {
  return amounts.reduce((a, b) => a + b, 0);
}

// Job budgets (decimal dollars) and hourly rates (decimal pounds), as the spec shows them.

/** "$1,500" or " 1500 " → 1500; undefined for blank; NaN for text that is not a number. */
export function parseDecimalAmount(value: unknown): number | undefined {
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'string') return value as number;
  const text = value.trim().replace(/^\$/, '').replaceAll(',', '');
  return text === '' ? undefined : Number(text);
}

/**
 * Whole amounts are grouped without Intl (groupWhole); the formatters for the rest are kept, not
 * made per call: `toLocaleString` builds a new one every time, and a job board shows forty amounts.
 */
let usAmount: Intl.NumberFormat | undefined;
let gbAmount: Intl.NumberFormat | undefined;

/** Whole dollars with thousands separators: 1500 -> "$1,500". */
export function dollars(amount: number): string {
  const whole = groupWhole(amount);
  if (whole !== undefined) return `$${whole}`;
  usAmount ??= new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });
  return `$${usAmount.format(amount)}`;
}

export function budgetRange(min: number, max: number): string {
  return `${dollars(min)} - ${dollars(max)}`;
}

/** '£25/hr', '£42.5/hr'. */
export function ratePerHour(rate: number | null | undefined): string {
  const whole = groupWhole(rate ?? 0);
  if (whole !== undefined) return `£${whole}/hr`;
  gbAmount ??= new Intl.NumberFormat('en-GB', { maximumFractionDigits: 2 });
  return `£${gbAmount.format(rate ?? 0)}/hr`;
}
