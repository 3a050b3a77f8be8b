import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { createSession, endSessions } from '../../sessions/store.ts';

/**
 * A fresh session for every sign-in; the one the request came with (if any) is ended. Without
 * 'Remember me' (`persistent` false) the cookie has no expiry: it ends with the browser.
 */
export async function startSession(
  app: FastifyInstance,
  req: FastifyRequest,
  reply: FastifyReply,
  userId: string,
  persistent = true,
) {
  if (req.sessionId) await endSessions(app.db, [req.sessionId]);
  const session = await createSession(app.db, userId, req.headers['user-agent'], { persistent });
  app.setSessionCookie(reply, session.token, persistent ? session.expiresAt : null);
}
