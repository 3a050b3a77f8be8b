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
