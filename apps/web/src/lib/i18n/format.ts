import {
  formatDay,
  formatDayTime,
  formatMonth,
  formatTime,
  groupWhole,
  timeAgo,
  type DateLanguage,
  type DateOptions,
} from '@kt/shared/format';
import { getLocale } from '@/paraglide/runtime.js';

/**
 * Numbers and money through Intl in the reader's language: 'ur-PK' in Urdu (Latin digits,
 * Pakistani grouping and month names in Urdu), 'en-US' in English (the spec's English forms).
 */
export const intlLocale = (): string => (getLocale() === 'ur' ? 'ur-PK' : 'en-US');

/**
 * One formatter per language and options, kept: building an Intl formatter costs far more than
 * using one, and a job board formats a few hundred numbers and dates (decision 031).
 */
const formatters = new Map<string, Intl.NumberFormat>();
export function numberFormat(options?: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = `n ${intlLocale()} ${JSON.stringify(options ?? {})}`;
  let f = formatters.get(key) as Intl.NumberFormat | undefined;
  if (!f) formatters.set(key, (f = new Intl.NumberFormat(intlLocale(), options)));
  return f;
}
/** 12345 -> "12,345"; 4.5 with one decimal -> "4.5". */
export function formatNumber(n: number, options?: Intl.NumberFormatOptions): string {
  return (getLocale() === 'en' ? englishDecimal(n, options) : undefined) ?? numberFormat(options).format(n);
}

/**
 * A plain English decimal (en-US: comma thousands, point, at most `maximumFractionDigits`) without
 * Intl: the first Intl formatter a page builds costs a slow phone about 35 ms, and a job board's
 * figures are plain. Undefined for anything else (currency, percent, …), which Intl formats.
 */
function englishDecimal(n: number, options: Intl.NumberFormatOptions = {}): string | undefined {
  const plain = Object.keys(options).every(
    (k) =>
      k === 'minimumFractionDigits' ||
      k === 'maximumFractionDigits' ||
      (k === 'useGrouping' && typeof options.useGrouping === 'boolean'),
  );
  // Intl's defaults for a decimal: no fraction digits required, at most three.
  const min = options.minimumFractionDigits ?? 0;
  const max = options.maximumFractionDigits ?? Math.max(3, min);
  if (!plain || !Number.isFinite(n) || Math.abs(n) >= 1e15 || min > max || max > 20) return undefined;
  // Intl rounds the shortest decimal that reads back as the number (1007.05, not the binary
  // 1007.04999…), half away from zero: so does this, on the digits of String(n).
  const text = String(Math.abs(n));
  if (text.includes('e')) return undefined;
  let [int = '0', fraction = ''] = text.split('.');
  if (fraction.length > max) {
    const kept = int + fraction.slice(0, max);
    const rounded = fraction[max]! >= '5' ? (BigInt(kept) + 1n).toString().padStart(kept.length, '0') : kept;
    int = rounded.slice(0, rounded.length - max) || '0';
    fraction = rounded.slice(rounded.length - max);
  }
  let digits = fraction.replace(/0+$/, '');
  if (digits.length < min) digits = digits.padEnd(min, '0');
  const grouped = options.useGrouping === false ? int : groupWhole(Number(int))!;
  // Like Intl, a negative number that rounds to zero keeps its sign ('-0').
  return `${n < 0 || Object.is(n, -0) ? '-' : ''}${grouped}${digits ? `.${digits}` : ''}`;
}

/** US dollars: 1234.5 -> "$1,234.50" (cents shown unless `whole`). */
export function formatMoney(amount: number, { whole = false }: { whole?: boolean } = {}): string {
  return numberFormat({
    style: 'currency',
    currency: 'USD',
    minimumFractionDigits: whole ? 0 : 2,
    maximumFractionDigits: whole ? 0 : 2,
  }).format(amount);
}

/** The reader's language for the shared date formatter. */
const lang = (): DateLanguage => (getLocale() === 'ur' ? 'ur' : 'en');

/**
 * Dates in one family per language (decision 036), through the shared formatter: "27 Nov 2026" in
 * English, "27 نومبر 2026" in Urdu, in the reader's time zone (`timeZone` for a date that belongs to
 * one, such as a statement's UTC months).
 */
export const formatDate = (date: string | Date, options?: DateOptions): string =>
  formatDay(date, lang(), options);

/** "27 Nov 2026, 14:05" / "27 نومبر 2026، 14:05". */
export const formatDateTime = (date: string | Date, options?: DateOptions): string =>
  formatDayTime(date, lang(), options);

/** "14:05": a time of day (the day is shown elsewhere). */
export const formatClock = (date: string | Date, options?: DateOptions): string => formatTime(date, options);

/** "November 2026" / "نومبر 2026". */
export const formatMonthYear = (date: string | Date, options?: DateOptions): string =>
  formatMonth(date, lang(), options);

/** "Just now", "32 minutes ago", "3 hours ago", "2 days ago", then the day; in Urdu too. */
export const timeAgoText = (date: string | Date, now: Date = new Date()): string =>
  timeAgo(date, lang(), now);

/**
 * A Latin island inside an Urdu sentence (an amount, an account number, an e-mail address): wrapped
 * in Unicode left-to-right isolates in Urdu, unchanged in English so the spec's texts stay exact.
 */
export const ltr = (s: string): string => (getLocale() === 'ur' && s ? `\u2066${s}\u2069` : s);
