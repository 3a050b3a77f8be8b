import { verify } from '@node-rs/argon2';
import { and, eq, ne, sql } from 'drizzle-orm';
import type { Config } from '../../config.ts';
import { inTransaction, type Executor } from '../../db/executor.ts';
import { accountTokens, users } from '../../db/schema.ts';
import { badRequest, conflict, HttpError } from '../../lib/errors.ts';
import { recordEvent } from '../../outbox/record.ts';
import type { AuthUser } from '../../sessions/store.ts';
import { mailLanguage, mails } from './mails.ts';
import { grantListedAdmin } from './service.ts';
import { consumeToken, issueToken } from './tokens.ts';

export const VERIFY_LINK_INVALID = 'This link is invalid or has expired. Please ask for a new one.';
const EMAIL_TAKEN = 'An account with this email already exists';

/** Checks the password a signed-in user typed to confirm a change. */
export async function assertPassword(user: AuthUser, password: string, message = 'Password is incorrect') {
  const ok = user.passwordHash ? await verify(user.passwordHash, password).catch(() => false) : false;
  if (!ok) throw new HttpError(400, message);
}

/** Mails a link that proves the address (on sign-up, and when asked again). */
export async function sendVerification(db: Executor, config: Config, user: AuthUser) {
  if (user.emailVerifiedAt) throw badRequest('Your email is already verified');
  await inTransaction(db, async (tx) => {
    const token = await issueToken(tx, user.id, 'verify');
    await recordEvent(tx, 'mail:send', mails.verifyEmail(config, mailLanguage(user), user.email, token));
  });
}

/**
 * Uses a verification or e-mail change link (once). The address is proved now, so an address named
 * in ADMIN_EMAILS becomes an admin here.
 */
export async function verifyEmail(db: Executor, token: string, adminEmails: readonly string[] = []) {
  return inTransaction(db, async (tx) => {
    const row = await consumeToken(tx, token, ['verify', 'email_change'], VERIFY_LINK_INVALID);
    const [user] = await tx.select().from(users).where(eq(users.id, row.userId));
    if (!user || user.deletedAt) throw badRequest(VERIFY_LINK_INVALID);
    if (row.purpose === 'verify') {
      const [verified] = await tx
        .update(users)
        .set({ emailVerifiedAt: new Date() })
        .where(eq(users.id, user.id))
        .returning();
      await grantListedAdmin(tx, verified!, adminEmails);
      return { message: 'Your email is verified. Thank you!' };
    }
    const newEmail = row.data?.email;
    if (!newEmail) throw badRequest(VERIFY_LINK_INVALID);
    const [taken] = await tx
      .select({ id: users.id })
      .from(users)
      .where(and(eq(sql`lower(${users.email})`, newEmail.toLowerCase()), ne(users.id, user.id)));
    if (taken) throw conflict(EMAIL_TAKEN);
    const [changed] = await tx
      .update(users)
      .set({ email: newEmail, emailVerifiedAt: new Date() })
      .where(eq(users.id, user.id))
      .returning();
    await grantListedAdmin(tx, changed!, adminEmails);
    await tx
      .delete(accountTokens)
      .where(and(eq(accountTokens.userId, user.id), ne(accountTokens.purpose, 'login_2fa')));
    await recordEvent(tx, 'mail:send', mails.emailChanged(mailLanguage(user), user.email, newEmail));
    return { message: `Your email is now ${newEmail}.` };
  });
}

/**
 * Starts an e-mail change: the new address gets a link and takes effect only when it is opened;
 * the current address is told.
 */
export async function requestEmailChange(
  db: Executor,
  config: Config,
  user: AuthUser,
  password: string,
  newEmail: string,
) {
  await assertPassword(user, password);
  const email = newEmail.trim();
  if (email.toLowerCase() === user.email.toLowerCase()) throw badRequest('This is already your email');
  const [taken] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(sql`lower(${users.email})`, email.toLowerCase()));
  if (taken) throw conflict(EMAIL_TAKEN);
  await inTransaction(db, async (tx) => {
    const token = await issueToken(tx, user.id, 'email_change', { email });
    await recordEvent(tx, 'mail:send', mails.confirmNewEmail(config, mailLanguage(user), email, token));
    await recordEvent(tx, 'mail:send', mails.emailChangeRequested(mailLanguage(user), user.email, email));
  });
  return { message: `We sent a link to ${email}. Your email changes once you open it.` };
}
