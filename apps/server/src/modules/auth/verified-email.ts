import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/executor.ts';
import { users } from '../../db/schema.ts';
import { forbidden } from '../../lib/errors.ts';

/**
 * Money leaves or enters only through accounts with a verified e-mail (issues 14, 15 and 16): the
 * address is where the owner hears about payout methods and payments, so an account taken over by
 * someone who never proved an address cannot fund escrow or empty a wallet.
 */
export async function requireVerifiedEmail(db: Executor, userId: string, message: string): Promise<void> {
  const [row] = await db
    .select({ verifiedAt: users.emailVerifiedAt })
    .from(users)
    .where(eq(users.id, userId));
  if (!row?.verifiedAt) throw forbidden(message);
}

export const VERIFY_TO_WITHDRAW = 'Verify your e-mail address before adding a payout method or withdrawing';
export const VERIFY_TO_FUND = 'Verify your e-mail address before funding a milestone';
