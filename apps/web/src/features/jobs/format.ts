import { DURATION_LABELS, MISSING_LOCATION } from '@kt/shared/constants';
import { fullName } from '@kt/shared/format';

type Person = { firstName?: string | null; lastName?: string | null } | null | undefined;

export const personName = (p: Person) => fullName(p) || 'Unknown';

export const locationText = (location: string | null | undefined) => location?.trim() || MISSING_LOCATION;

/** '1-3-months' -> '1-3 months'; unknown values as they are. */
export const durationLabel = (value: string) =>
  (DURATION_LABELS as Record<string, string | undefined>)[value] ?? value;

/** 'Mar 2024' from an ISO date. */
export function memberSince(iso: string | null | undefined) {
  const date = iso ? new Date(iso) : undefined;
  if (!date || Number.isNaN(date.getTime())) return '';
  return date.toLocaleDateString('en-US', { month: 'short', year: 'numeric' });
}

export const proposalsText = (n: number) => `${n} proposal${n === 1 ? '' : 's'}`;

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
  if (p.onPage === 0 || p.total === 0) return 'Showing 0 jobs';
  const from = (p.page - 1) * p.limit + 1;
  const to = from + p.onPage - 1;
  const total = `${p.total.toLocaleString('en-US')}${p.exact === false ? '+' : ''}`;
  const noun = p.total === 1 && p.exact !== false ? 'job' : 'jobs';
  return from === to ? `Showing ${from} of ${total} ${noun}` : `Showing ${from}–${to} of ${total} ${noun}`;
}
