/** Pure display helpers used by both sides. */

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

/** Posted-ago text of spec section 9. */
export function postedAgo(date: string | Date, now: Date = new Date()): string {
  const then = typeof date === 'string' ? new Date(date) : date;
  const diff = now.getTime() - then.getTime();
  if (Number.isNaN(diff)) return '';
  if (diff < HOUR) return 'Just now';
  if (diff < DAY) {
    const hours = Math.floor(diff / HOUR);
    return `${hours} hour${hours === 1 ? '' : 's'} ago`;
  }
  if (diff < 7 * DAY) {
    const days = Math.floor(diff / DAY);
    return `${days} day${days === 1 ? '' : 's'} ago`;
  }
  return usDate(then);
}

/**
 * An English short date written out, not through Intl: building a date formatter per call cost a
 * slow phone 7 ms a job card (decision 031). Equal to Intl's en-US form (tested).
 */
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
/** 'Nov 28, 2026', as en-US writes { year: 'numeric', month: 'short', day: 'numeric' }. */
export const usDate = (d: Date) => `${MONTHS[d.getMonth()]} ${d.getDate()}, ${d.getFullYear()}`;

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

/** '3 Dec' (with the year when it is not this year's): how a proposal's date reads on a job page. */
export function shortDate(date: string | Date, now: Date = new Date()): string {
  const d = typeof date === 'string' ? new Date(date) : date;
  if (Number.isNaN(d.getTime())) return '';
  return d.toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'short',
    ...(d.getFullYear() === now.getFullYear() ? {} : { year: 'numeric' }),
  });
}
