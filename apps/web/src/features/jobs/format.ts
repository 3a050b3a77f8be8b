import { fullName } from '@kt/shared/format';
import { m } from '@/paraglide/messages.js';
import { durationText, missingLocation } from '@/lib/i18n/words.ts';
import { formatMonthYear, formatNumber } from '@/lib/i18n/format.ts';

type Person = { firstName?: string | null; lastName?: string | null } | null | undefined;

export const personName = (p: Person) => fullName(p) || m.common_unknown_person();

export const locationText = (location: string | null | undefined) => location?.trim() || missingLocation();

/** '1-3-months' -> '1-3 months'; unknown values as they are. */
export const durationLabel = durationText;

/** 'March 2024' from an ISO date. */
export function memberSince(iso: string | null | undefined) {
  const date = iso ? new Date(iso) : undefined;
  if (!date || Number.isNaN(date.getTime())) return '';
  return formatMonthYear(date);
}

export const proposalsText = (n: number) => m.jobs_proposals_count({ count: n });

/**
 * The board's result line (issue 21): 'Showing 1–20 of 56 jobs', the range of the current page.
 * `onPage` is how many jobs the server sent for it; a capped total reads '1,000+'.
 */
export function showingText(p: {
  page: number;
  limit: number;
  onPage: number;
  total: number;
  exact?: boolean;
}) {
  if (p.onPage === 0 || p.total === 0) return m.jobs_showing_none();
  const from = (p.page - 1) * p.limit + 1;
  const to = from + p.onPage - 1;
  const total = `${formatNumber(p.total)}${p.exact === false ? '+' : ''}`;
  // 'job' only for exactly one; a capped total ('1,000+') is plural.
  const count = p.total === 1 && p.exact !== false ? 1 : 2;
  return from === to
    ? m.jobs_showing_one({ count, from: formatNumber(from), total })
    : m.jobs_showing_range({ count, from: formatNumber(from), to: formatNumber(to), total });
}
