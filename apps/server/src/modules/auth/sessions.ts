import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, lt } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { sessions, users } from '../../db/schema.ts';

export const SESSION_COOKIE = 'kt_session';
export const SESSION_TTL_MS = 30 * 24 * 60 * 60 * 1000;
/** A session's expiry slides forward at most this often, so reads stay reads. */
const TOUCH_EVERY_MS = 60 * 60 * 1000;

export type AuthUser = typeof users.$inferSelect;

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** A new random 32-byte token; only its SHA-256 is stored. The user's expired sessions are swept. */
export async function createSession(db: Db, userId: string, userAgent?: string) {
  const token = randomBytes(32).toString('base64url');
  const now = Date.now();
  const expiresAt = new Date(now + SESSION_TTL_MS);
  await db.delete(sessions).where(and(eq(sessions.userId, userId), lt(sessions.expiresAt, new Date(now))));
  await db.insert(sessions).values({
    userId,
    tokenHash: hashToken(token),
    expiresAt,
    userAgent: userAgent?.slice(0, 300) ?? null,
  });
  return { token, expiresAt };
}

/** The user behind a token, sliding the session's expiry; null when unknown or expired. */
export async function findSessionUser(db: Db, token: string) {
  const now = new Date();
  const [row] = await db
    .select({ session: sessions, user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.tokenHash, hashToken(token)), gt(sessions.expiresAt, now)))
    .limit(1);
  if (!row) return null;
  let expiresAt = row.session.expiresAt;
  if (now.getTime() - row.session.lastSeenAt.getTime() > TOUCH_EVERY_MS) {
    expiresAt = new Date(now.getTime() + SESSION_TTL_MS);
    await db.update(sessions).set({ lastSeenAt: now, expiresAt }).where(eq(sessions.id, row.session.id));
  }
  return {
    user: row.user,
    sessionId: row.session.id,
    expiresAt,
    renewed: expiresAt !== row.session.expiresAt,
  };
}

export async function deleteSession(db: Db, sessionId: string) {
  await db.delete(sessions).where(eq(sessions.id, sessionId));
}

export async function deleteExpiredSessions(db: Db) {
  await db.delete(sessions).where(lt(sessions.expiresAt, new Date()));
}
