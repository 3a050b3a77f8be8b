import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';
import { SESSION_COOKIE, findSessionUser } from '../sessions/store.ts';

export const UNAUTHORIZED = 'Please sign in to continue';

/** The signed-in user behind a handshake's session cookie, or null. */
export async function handshakeUser(app: FastifyInstance, req: IncomingMessage) {
  const header = req.headers.cookie;
  if (!header) return null;
  const token = app.parseCookie(header)[SESSION_COOKIE];
  if (!token || token.length > 100) return null;
  const found = await findSessionUser(app.db, token);
  // A suspended user (issue 18) gets no socket: they may not chat.
  return found && !found.user.suspendedAt ? { userId: found.user.id, sessionId: found.sessionId } : null;
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
