import type { IncomingMessage } from 'node:http';
import { and, gt, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/client.ts';
import { sessions } from '../db/schema.ts';
import { SESSION_COOKIE, findSessionUser } from '../modules/auth/sessions.ts';

export const UNAUTHORIZED = 'Please sign in to continue';

/** The signed-in user behind a handshake's session cookie, or null. */
export async function handshakeUser(app: FastifyInstance, req: IncomingMessage) {
  const header = req.headers.cookie;
  if (!header) return null;
  const token = app.parseCookie(header)[SESSION_COOKIE];
  if (!token || token.length > 100) return null;
  const found = await findSessionUser(app.db, token);
  return found ? { userId: found.user.id, sessionId: found.sessionId } : null;
}

/**
 * Refuses a handshake from another site's page (cross-site WebSocket hijacking): the Origin, when
 * sent, must be this host or the configured public address. Tools that send no Origin pass.
 */
export function sameOrigin(app: FastifyInstance, req: IncomingMessage): boolean {
  const origin = req.headers.origin;
  if (!origin) return true;
  const publicUrl = app.config.publicUrl;
  if (publicUrl && new URL(publicUrl).origin === origin) return true;
  let host: string;
  try {
    host = new URL(origin).host;
  } catch {
    return false;
  }
  if (host === req.headers.host) return true;
  const forwarded = req.headers['x-forwarded-host'];
  return app.config.trustProxy && typeof forwarded === 'string' && forwarded.split(',')[0]!.trim() === host;
}

/** Of the given session ids, those that still exist and have not expired. */
export async function liveSessions(db: Db, ids: string[]): Promise<Set<string>> {
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
