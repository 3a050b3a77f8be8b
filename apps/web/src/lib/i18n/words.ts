import { DURATION_LABELS, MISSING_LOCATION } from '@kt/shared/constants';
import { statusLabel } from '@kt/shared/format';
import { getLocale } from '@/paraglide/runtime.js';
import { m } from '@/paraglide/messages.js';

/**
 * The shared display words (@kt/shared/format and constants) in the reader's language. English
 * goes through the shared functions unchanged, so its text stays exactly the spec's.
 */
const urdu = () => getLocale() === 'ur';

const STATUS: Record<string, () => string> = {
  open: m.status_open,
  in_progress: m.status_in_progress,
  completed: m.status_completed,
  closed: m.status_closed,
  pending: m.status_pending,
  accepted: m.status_accepted,
  rejected: m.status_rejected,
  withdrawn: m.status_withdrawn,
};

/** A job or proposal status as words. */
export function statusText(status: string | null | undefined): string {
  if (!urdu()) return statusLabel(status);
  return (status && STATUS[status]?.()) || statusLabel(status);
}

const LEVELS: Record<string, () => string> = {
  'Entry Level': m.level_entry,
  Intermediate: m.level_intermediate,
  Expert: m.level_expert,
};

/** An experience level ('Entry Level', 'Intermediate', 'Expert'). */
export const experienceText = (level: string) => LEVELS[level]?.() ?? level;

const DURATIONS: Record<string, () => string> = {
  'less-than-week': m.duration_less_than_week,
  '1-2-weeks': m.duration_1_2_weeks,
  '2-4-weeks': m.duration_2_4_weeks,
  '1-3-months': m.duration_1_3_months,
  '3-6-months': m.duration_3_6_months,
  'more-than-6-months': m.duration_more_than_6_months,
};

/** '1-3-months' -> '1-3 months'; unknown values as they are. */
export const durationText = (value: string) =>
  DURATIONS[value]?.() ?? (DURATION_LABELS as Record<string, string | undefined>)[value] ?? value;

/** 'Location not specified' when a person gave no place. */
export const missingLocation = () => (urdu() ? m.common_location_not_specified() : MISSING_LOCATION);
