import type { users } from '../../db/schema.ts';

type Suspended = Pick<typeof users.$inferSelect, 'suspensionReason' | 'appealBy'>;

/** `25 December 2026` (UTC), as the suspension message and e-mail give the appeal deadline. */
export const longDate = (d: Date) =>
  d.toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

/** The words a suspended user hears when they try to act. */
export const formatSuspension = (u: Suspended) =>
  `Your account is suspended: ${u.suspensionReason ?? 'no reason given'}. You can appeal until ${u.appealBy ? longDate(u.appealBy) : 'the date in our e-mail'} through the Contact page.`;
