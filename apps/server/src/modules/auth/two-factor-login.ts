import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { inTransaction } from '../../db/executor.ts';
import { eq } from 'drizzle-orm';
import { accountTokens, users } from '../../db/schema.ts';
import { badRequest } from '../../lib/errors.ts';
import { checkSecondFactor, CODE_INVALID } from './two-factor.ts';
import { findToken, issueToken, TOKEN_TTL_MS } from './tokens.ts';

/** The cookie that carries a sign-in waiting for its second factor (only its hash is stored). */
export const PENDING_2FA_COOKIE = 'kt_2fa';
export const SIGN_IN_EXPIRED = 'Your sign-in has expired. Please sign in again.';

const cookieOptions = (app: FastifyInstance) => ({
  path: '/api/auth',
  httpOnly: true,
  sameSite: 'lax' as const,
  secure: app.config.secureCookies,
});

/** The password was right and two-factor is on: no session yet, a pending sign-in for 5 minutes. */
export async function beginTwoFactorLogin(
  app: FastifyInstance,
  reply: FastifyReply,
  userId: string,
  remember: boolean,
) {
  const token = await issueToken(app.db, userId, 'login_2fa', { remember });
  reply.setCookie(PENDING_2FA_COOKIE, token, {
    ...cookieOptions(app),
    maxAge: TOKEN_TTL_MS.login_2fa / 1000,
  });
  return {
    success: true as const,
    message: 'Enter the code from your authenticator app',
    twoFactorRequired: true as const,
  };
}

/**
 * Completes a pending sign-in with a TOTP or recovery code: returns the user and whether to remember
 * them, or throws 400. A wrong code leaves the pending sign-in (the caller throttles); a right one
 * ends it.
 */
export async function completeTwoFactorLogin(
  app: FastifyInstance,
  req: FastifyRequest,
  reply: FastifyReply,
  code: string,
  onWrongCode: (userId: string) => Promise<void>,
) {
  const token = req.cookies[PENDING_2FA_COOKIE];
  const pending = token && token.length <= 100 ? await findToken(app.db, token, ['login_2fa']) : undefined;
  if (!pending) throw badRequest(SIGN_IN_EXPIRED);
  return inTransaction(app.db, async (tx) => {
    const [user] = await tx.select().from(users).where(eq(users.id, pending.userId));
    if (!user || user.deletedAt || !user.twoFactorEnabled) throw badRequest(SIGN_IN_EXPIRED);
    if (!(await checkSecondFactor(tx, user, code))) {
      await onWrongCode(user.id);
      throw badRequest(CODE_INVALID);
    }
    const [claimed] = await tx.delete(accountTokens).where(eq(accountTokens.id, pending.id)).returning();
    if (!claimed) throw badRequest(SIGN_IN_EXPIRED);
    reply.clearCookie(PENDING_2FA_COOKIE, cookieOptions(app));
    return { user, remember: pending.data?.remember ?? true };
  });
}

/** The user id of the pending sign-in (for throttling before the code is checked). */
export async function pendingUserId(app: FastifyInstance, req: FastifyRequest) {
  const token = req.cookies[PENDING_2FA_COOKIE];
  if (!token || token.length > 100) return undefined;
  return (await findToken(app.db, token, ['login_2fa']))?.userId;
}
