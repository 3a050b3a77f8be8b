/** Pure display helpers used by both sides. */

const MINUTE = 60 * 1000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * Dates and times, one family per language (decision 036): "27 Nov 2026" and "27 Nov 2026, 14:05"
 * in English, "27 نومبر 2026" and "27 نومبر 2026، 14:05" in Urdu; a 24-hour clock in both; never a
 * numeric day/month (11/27/2026 and 12/11/2026 read differently here), an ISO or a GMT string.
 * Written out, not through Intl: building a date formatter per call cost a slow phone 7 ms a job
 * card (decision 031). Without `timeZone` the date reads in the runtime's own zone (the reader's, in
 * a browser); the server passes its TIME_ZONE.
 */
export type DateLanguage = 'en' | 'ur';
export interface DateOptions {
  /** An IANA zone ('Asia/Karachi', 'UTC'); the runtime's own when absent. */
  timeZone?: string;
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const MONTHS_LONG = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];
/** Urdu has one form of each month's name (no abbreviation). */
const MONTHS_UR = [
  'جنوری',
  'فروری',
  'مارچ',
  'اپریل',
  'مئی',
  'جون',
  'جولائی',
  'اگست',
  'ستمبر',
  'اکتوبر',
  'نومبر',
  'دسمبر',
];

interface Parts {
  year: number;
  month: number; // 0-11
  day: number;
  hour: number;
  minute: number;
}

const zoned = new Map<string, Intl.DateTimeFormat>();
function partsOf(d: Date, timeZone?: string): Parts {
  if (!timeZone)
    return {
      year: d.getFullYear(),
      month: d.getMonth(),
      day: d.getDate(),
      hour: d.getHours(),
      minute: d.getMinutes(),
    };
  let f = zoned.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
    });
    zoned.set(timeZone, f);
  }
  const n: Record<string, number> = {};
  for (const p of f.formatToParts(d)) if (p.type !== 'literal') n[p.type] = Number(p.value);
  return { year: n.year!, month: n.month! - 1, day: n.day!, hour: n.hour! % 24, minute: n.minute! };
}

const toDate = (date: string | Date | number): Date | undefined => {
  const d = date instanceof Date ? date : new Date(date);
  return Number.isNaN(d.getTime()) ? undefined : d;
};
const two = (n: number) => String(n).padStart(2, '0');
const monthName = (month: number, lang: DateLanguage) => (lang === 'ur' ? MONTHS_UR : MONTHS)[month]!;

/** "27 Nov 2026" / "27 نومبر 2026"; '' for something that is not a date. */
export function formatDay(
  date: string | Date | number,
  lang: DateLanguage = 'en',
  options: DateOptions = {},
): string {
  const d = toDate(date);
  if (!d) return '';
  const p = partsOf(d, options.timeZone);
  return `${p.day} ${monthName(p.month, lang)} ${p.year}`;
}

/**
 * A day (or a day and time) the server wrote into an English text, "27 Nov 2026" or "27 Nov 2026,
 * 14:05", rewritten in `lang` ("27 نومبر 2026، 14:05"): the same day and clock in the same zone, so
 * the web can show a server's message in Urdu without reading the date again. Anything else stays.
 */
export function dayTextIn(text: string, lang: DateLanguage): string {
  if (lang === 'en') return text;
  return text.replace(
    /\b(\d{1,2}) (Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) (\d{4})(, (\d{2}:\d{2}))?\b/g,
    (_all, day: string, month: string, year: string, _t: string | undefined, time: string | undefined) =>
      `${day} ${monthName(MONTHS.indexOf(month), lang)} ${year}${time ? `، ${time}` : ''}`,
  );
}

/** "14:05": a time of day, 24-hour clock in both languages. */
export function formatTime(date: string | Date | number, options: DateOptions = {}): string {
  const d = toDate(date);
  if (!d) return '';
  const p = partsOf(d, options.timeZone);
  return `${two(p.hour)}:${two(p.minute)}`;
}

/** "27 Nov 2026, 14:05" / "27 نومبر 2026، 14:05". */
export function formatDayTime(
  date: string | Date | number,
  lang: DateLanguage = 'en',
  options: DateOptions = {},
): string {
  const d = toDate(date);
  if (!d) return '';
  return `${formatDay(d, lang, options)}${lang === 'ur' ? '،' : ','} ${formatTime(d, options)}`;
}

/** "November 2026" / "نومبر 2026": a month as a whole (statements, member since). */
export function formatMonth(
  date: string | Date | number,
  lang: DateLanguage = 'en',
  options: DateOptions = {},
): string {
  const d = toDate(date);
  if (!d) return '';
  const p = partsOf(d, options.timeZone);
  return `${lang === 'ur' ? MONTHS_UR[p.month] : MONTHS_LONG[p.month]} ${p.year}`;
}

/**
 * How long ago, true to the minute: "Just now" under a minute, "32 minutes ago", "3 hours ago",
 * "2 days ago" under a week, then the day ("27 Nov 2026"). Urdu: "ابھی ابھی", "32 منٹ پہلے"…
 */
export function timeAgo(
  date: string | Date | number,
  lang: DateLanguage = 'en',
  now: Date = new Date(),
): string {
  const then = toDate(date);
  if (!then) return '';
  const diff = Math.max(0, now.getTime() - then.getTime());
  const ur = lang === 'ur';
  if (diff < MINUTE) return ur ? 'ابھی ابھی' : 'Just now';
  const say = (n: number, en: string, urdu: string, urduOne = urdu) =>
    ur ? `${n} ${n === 1 ? urduOne : urdu} پہلے` : `${n} ${en}${n === 1 ? '' : 's'} ago`;
  if (diff < HOUR) return say(Math.floor(diff / MINUTE), 'minute', 'منٹ');
  if (diff < DAY) return say(Math.floor(diff / HOUR), 'hour', 'گھنٹے', 'گھنٹہ');
  if (diff < 7 * DAY) return say(Math.floor(diff / DAY), 'day', 'دن');
  return formatDay(then, lang);
}

/** Posted-ago text of spec section 9, true to the minute (issue 34): English `timeAgo`. */
export const postedAgo = (date: string | Date, now: Date = new Date()): string => timeAgo(date, 'en', now);

/** First letters of up to `max` words, uppercase. */
export function initials(name: string | undefined | null, max = 2): string {
  if (!name) return '';
  return name
    .trim()
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, max)
    .map((word) => word[0]!.toUpperCase())
    .join('');
}

let usNumber: Intl.NumberFormat | undefined;

/**
 * A whole number with English thousands separators (12345 -> "12,345") without Intl: the first
 * Intl formatter a page builds costs a slow phone about 35 ms, and a job board's numbers are whole.
 * Undefined for anything else.
 */
export function groupWhole(n: number): string | undefined {
  if (!Number.isSafeInteger(n)) return undefined;
  const digits = String(Math.abs(n)).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return n < 0 ? `-${digits}` : digits;
}

/** Thousands separators: 12345 -> "12,345". */
export function thousands(n: number): string {
  const whole = groupWhole(n);
  if (whole !== undefined) return whole;
  usNumber ??= new Intl.NumberFormat('en-US');
  return usNumber.format(n);
}

/** Shortens an e-mail for the user menu: past 25 characters, 22 plus an ellipsis. */
export function shortEmail(email: string): string {
  return email.length > 25 ? `${email.slice(0, 22)}...` : email;
}

export function fullName(user: { firstName?: string | null; lastName?: string | null } | null | undefined) {
  return [user?.firstName, user?.lastName].filter(Boolean).join(' ');
}

/** Status words that a plain "first letter up, underscores to spaces" would get wrong or that read better. */
const STATUS_WORDS: Record<string, string> = {
  open: 'Open',
  in_progress: 'In progress',
  completed: 'Completed',
  closed: 'Closed',
  pending: 'Pending',
  accepted: 'Accepted',
  rejected: 'Rejected',
  withdrawn: 'Withdrawn',
};

/** A status as words: 'in_progress' -> 'In progress'; unknown values get the same treatment. */
export function statusLabel(status: string | null | undefined): string {
  if (!status) return '';
  const known = STATUS_WORDS[status];
  if (known) return known;
  const words = status.replaceAll(/[_-]+/g, ' ').trim().toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}
