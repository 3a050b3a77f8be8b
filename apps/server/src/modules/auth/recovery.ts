import { eq, isNull, and } from 'drizzle-orm';
import type { Config } from '../../config.ts';
import { inTransaction, type Executor } from '../../db/executor.ts';
import { users } from '../../db/schema.ts';
import { badRequest } from '../../lib/errors.ts';
import { recordEvent } from '../../outbox/record.ts';
import { endUserSessions } from './account-sessions.ts';
import { mailLanguage, mails } from './mails.ts';
import { findByEmail, hashPassword } from './service.ts';
import { consumeToken, issueToken } from './tokens.ts';

export const RESET_SENT =
  'If an account exists for this email, we have sent a link to reset its password. It is valid for 60 minutes.';
export const RESET_LINK_INVALID = 'This reset link is invalid or has expired. Please ask for a new one.';

/** Mails a reset link when the address belongs to an account; says nothing either way. */
export async function forgotPassword(db: Executor, config: Config, email: string) {
  const user = await findByEmail(db, email.trim());
  if (!user || user.deletedAt) return;
  await inTransaction(db, async (tx) => {
    const token = await issueToken(tx, user.id, 'reset');
    await recordEvent(tx, 'mail:send', mails.resetPassword(config, mailLanguage(user), user.email, token));
  });
}

/**
 * Sets a new password with a reset token (once); every session of the user ends. The mail proved
 * the address, so it counts as verified too.
 */
export async function resetPassword(db: Executor, token: string, password: string) {
  const passwordHash = await hashPassword(password);
  return inTransaction(db, async (tx) => {
    const row = await consumeToken(tx, token, ['reset'], RESET_LINK_INVALID);
    const [user] = await tx.update(users).set({ passwordHash }).where(eq(users.id, row.userId)).returning();
    if (!user || user.deletedAt) throw badRequest(RESET_LINK_INVALID);
    await tx
      .update(users)
      .set({ emailVerifiedAt: new Date() })
      .where(and(eq(users.id, user.id), isNull(users.emailVerifiedAt)));
    await endUserSessions(tx, user.id);
    await recordEvent(tx, 'mail:send', mails.passwordChanged(mailLanguage(user), user.email));
    return user;
  });
}
