import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, inArray, lt } from 'drizzle-orm';
import type { Executor } from '../db/executor.ts';
import { inTransaction } from '../db/executor.ts';
import { sessions, users } from '../db/schema.ts';
import { endSessionsAfterCommit } from '../realtime/emit.ts';

export const SESSION_COOKIE = 'kt_session';
export const SESSION_TTL_MS = 30 * 24 * 60 * 60 * 1000;
/** Without 'Remember me': the session ends after this long unused (and the cookie with the browser). */
export const SESSION_IDLE_TTL_MS = 12 * 60 * 60 * 1000;
/** A session's expiry slides forward at most this often, so reads stay reads. */
const TOUCH_EVERY_MS = 60 * 60 * 1000;
/** How long a session lives unused, and how often its expiry slides. */
const ttlOf = (persistent: boolean) => (persistent ? SESSION_TTL_MS : SESSION_IDLE_TTL_MS);
const touchEvery = (persistent: boolean) => (persistent ? TOUCH_EVERY_MS : 5 * 60 * 1000);

export type AuthUser = typeof users.$inferSelect;

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** A new random 32-byte token; only its SHA-256 is stored. The user's expired sessions are swept. */
export async function createSession(
  db: Executor,
  userId: string,
  userAgent?: string,
  { persistent = true }: { persistent?: boolean } = {},
) {
  const token = randomBytes(32).toString('base64url');
  const now = Date.now();
  const expiresAt = new Date(now + ttlOf(persistent));
  await inTransaction(db, async (tx) => {
    await tx.delete(sessions).where(and(eq(sessions.userId, userId), lt(sessions.expiresAt, new Date(now))));
    await tx.insert(sessions).values({
      userId,
      tokenHash: hashToken(token),
      expiresAt,
      userAgent: userAgent?.slice(0, 300) ?? null,
      persistent,
    });
  });
  return { token, expiresAt, persistent };
}

/** The user behind a token, sliding the session's expiry; null when unknown or expired. */
export async function findSessionUser(db: Executor, token: string) {
  const now = new Date();
  const [row] = await db
    .select({ session: sessions, user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.tokenHash, hashToken(token)), gt(sessions.expiresAt, now)))
    .limit(1);
  if (!row) return null;
  let expiresAt = row.session.expiresAt;
  const { persistent } = row.session;
  if (now.getTime() - row.session.lastSeenAt.getTime() > touchEvery(persistent)) {
    expiresAt = new Date(now.getTime() + ttlOf(persistent));
    await db.update(sessions).set({ lastSeenAt: now, expiresAt }).where(eq(sessions.id, row.session.id));
  }
  return {
    user: row.user,
    sessionId: row.session.id,
    expiresAt,
    renewed: expiresAt !== row.session.expiresAt,
    persistent,
  };
}

/** Ends sessions: their rows go, and once that commits their sockets are disconnected on every node. */
export async function endSessions(db: Executor, sessionIds: string[]) {
  if (sessionIds.length === 0) return;
  await inTransaction(db, async (tx) => {
    await tx.delete(sessions).where(inArray(sessions.id, sessionIds));
    await endSessionsAfterCommit(tx, sessionIds);
  });
}

export async function deleteExpiredSessions(db: Executor) {
  await db.delete(sessions).where(lt(sessions.expiresAt, new Date()));
}

/** Of the given session ids, those that still exist and have not expired. */
export async function liveSessions(db: Executor, ids: string[]): Promise<Set<string>> {
  const live = new Set<string>();
  for (let i = 0; i < ids.length; i += 1000) {
    const chunk = ids.slice(i, i + 1000);
    const rows = await db
      .select({ id: sessions.id })
      .from(sessions)
      .where(and(inArray(sessions.id, chunk), gt(sessions.expiresAt, new Date())));
    for (const r of rows) live.add(r.id);
  }
  return live;
}
