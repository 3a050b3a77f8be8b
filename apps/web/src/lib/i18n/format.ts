import { getLocale } from '@/paraglide/runtime.js';

/**
 * Numbers, money and dates through Intl in the reader's language: 'ur-PK' in Urdu (Latin digits,
 * Pakistani grouping and month names in Urdu), 'en-US' in English (the spec's English forms).
 */
export const intlLocale = (): string => (getLocale() === 'ur' ? 'ur-PK' : 'en-US');

/** 12345 -> "12,345". */
export function formatNumber(n: number, options?: Intl.NumberFormatOptions): string {
  return new Intl.NumberFormat(intlLocale(), options).format(n);
}

/** US dollars: 1234.5 -> "$1,234.50" (cents shown unless `whole`). */
export function formatMoney(amount: number, { whole = false }: { whole?: boolean } = {}): string {
  return new Intl.NumberFormat(intlLocale(), {
    style: 'currency',
    currency: 'USD',
    minimumFractionDigits: whole ? 0 : 2,
    maximumFractionDigits: whole ? 0 : 2,
  }).format(amount);
}

/**
 * The clock of a time of day: ur-PK writes a Latin 'AM'/'PM', so Urdu reads the 24-hour clock;
 * English keeps its locale's own. Spread into an Intl.DateTimeFormat's options.
 */
export const clockOptions = (): Intl.DateTimeFormatOptions =>
  getLocale() === 'ur' ? { hourCycle: 'h23' } : {};

/** "Nov 28, 2026" in English, "28 نومبر، 2026" in Urdu. */
export function formatDate(
  date: string | Date,
  options: Intl.DateTimeFormatOptions = { year: 'numeric', month: 'short', day: 'numeric' },
): string {
  const d = typeof date === 'string' ? new Date(date) : date;
  if (Number.isNaN(d.getTime())) return '';
  return new Intl.DateTimeFormat(intlLocale(), options).format(d);
}

/**
 * A Latin island inside an Urdu sentence (an amount, an account number, an e-mail address): wrapped
 * in Unicode left-to-right isolates in Urdu, unchanged in English so the spec's texts stay exact.
 */
export const ltr = (s: string): string => (getLocale() === 'ur' && s ? `\u2066${s}\u2069` : s);
