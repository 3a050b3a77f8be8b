import type { users } from '../../db/schema.ts';
import { formatDay } from '@kt/shared/format';

type Suspended = Pick<typeof users.$inferSelect, 'suspensionReason' | 'appealBy'>;

/**
 * `25 Dec 2026`, as the suspension message and e-mail give the appeal deadline: a calendar day the
 * admin chose, stored as the end of that day in UTC, so read in UTC (not TIME_ZONE).
 */
export const longDate = (d: Date) => formatDay(d, 'en', { timeZone: 'UTC' });

/** The words a suspended user hears when they try to act. */
export const formatSuspension = (u: Suspended) =>
  `Your account is suspended: ${u.suspensionReason ?? 'no reason given'}. You can appeal until ${u.appealBy ? longDate(u.appealBy) : 'the date in our e-mail'} through the Contact page.`;
