import { and, desc, eq, gt, ne } from 'drizzle-orm';
import type { SessionDto } from '@kt/shared';
import type { Executor } from '../../db/executor.ts';
import { sessions } from '../../db/schema.ts';
import { notFound } from '../../lib/errors.ts';
import { endSessions } from '../../sessions/store.ts';

/** Ends every session of the user, but `keep` (the one asking) when given. */
export async function endUserSessions(db: Executor, userId: string, keep?: string | null) {
  const rows = await db
    .select({ id: sessions.id })
    .from(sessions)
    .where(and(eq(sessions.userId, userId), keep ? ne(sessions.id, keep) : undefined));
  await endSessions(
    db,
    rows.map((r) => r.id),
  );
  return rows.length;
}

/** 'Chrome on Windows' from a user agent; 'Unknown device' when it says nothing recognisable. */
export function deviceOf(userAgent: string | null): string {
  if (!userAgent) return 'Unknown device';
  const ua = userAgent;
  const browser = /Edg\//.test(ua)
    ? 'Edge'
    : /OPR\/|Opera/.test(ua)
      ? 'Opera'
      : /Firefox\//.test(ua)
        ? 'Firefox'
        : /Chrome\/|CriOS/.test(ua)
          ? 'Chrome'
          : /Safari\//.test(ua)
            ? 'Safari'
            : undefined;
  const system = /Android/.test(ua)
    ? 'Android'
    : /iPhone|iPad|iPod/.test(ua)
      ? 'iOS'
      : /Windows/.test(ua)
        ? 'Windows'
        : /Mac OS X|Macintosh/.test(ua)
          ? 'macOS'
          : /Linux/.test(ua)
            ? 'Linux'
            : undefined;
  if (browser && system) return `${browser} on ${system}`;
  return browser ?? system ?? ua.slice(0, 60);
}

/** The user's live sessions, most recently used first, the asking one marked. */
export async function listSessions(
  db: Executor,
  userId: string,
  currentId: string | null,
): Promise<SessionDto[]> {
  const rows = await db
    .select()
    .from(sessions)
    .where(and(eq(sessions.userId, userId), gt(sessions.expiresAt, new Date())))
    .orderBy(desc(sessions.lastSeenAt));
  return rows.map((s) => ({
    id: s.id,
    device: deviceOf(s.userAgent),
    lastSeenAt: s.lastSeenAt.toISOString(),
    createdAt: s.createdAt.toISOString(),
    current: s.id === currentId,
  }));
}

/** Signs one of the user's own sessions out; another user's session is 'not found'. */
export async function revokeSession(db: Executor, userId: string, sessionId: string) {
  const [row] = await db
    .select({ id: sessions.id })
    .from(sessions)
    .where(and(eq(sessions.id, sessionId), eq(sessions.userId, userId)));
  if (!row) throw notFound('Session not found');
  await endSessions(db, [row.id]);
}
