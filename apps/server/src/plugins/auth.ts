import fp from 'fastify-plugin';
import cookie from '@fastify/cookie';
import type { FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import type { UserRole } from '@kt/shared';
import { forbidden, unauthorized } from '../lib/errors.ts';
import { SESSION_COOKIE, findSessionUser, type AuthUser } from '../modules/auth/sessions.ts';

declare module 'fastify' {
  interface FastifyRequest {
    user: AuthUser | null;
    sessionId: string | null;
  }
  interface FastifyInstance {
    /** preHandler: 401 for guests. */
    requireUser: preHandlerAsyncHookHandler;
    /** preHandler: 401 for guests, 403 for a signed-in user of another role. */
    requireRole(...roles: UserRole[]): preHandlerAsyncHookHandler;
    setSessionCookie(reply: FastifyReply, token: string, expiresAt: Date): void;
    clearSessionCookie(reply: FastifyReply): void;
  }
}

/** The signed-in user of a request that passed requireUser. */
export function userOf(req: FastifyRequest): AuthUser {
  if (!req.user) throw unauthorized();
  return req.user;
}

/** Reads the session cookie on every API request and puts the user on `req.user`. */
export default fp(async (app) => {
  await app.register(cookie);
  app.decorateRequest('user', null);
  app.decorateRequest('sessionId', null);

  const cookieOptions = {
    path: '/',
    httpOnly: true,
    sameSite: 'lax' as const,
    secure: app.config.secureCookies,
  };
  app.decorate('setSessionCookie', (reply: FastifyReply, token: string, expiresAt: Date) => {
    reply.setCookie(SESSION_COOKIE, token, { ...cookieOptions, expires: expiresAt });
  });
  app.decorate('clearSessionCookie', (reply: FastifyReply) => {
    reply.clearCookie(SESSION_COOKIE, cookieOptions);
  });

  app.addHook('onRequest', async (req, reply) => {
    if (!req.url.startsWith('/api/')) return;
    const token = req.cookies[SESSION_COOKIE];
    if (!token || token.length > 100) return;
    const found = await findSessionUser(app.db, token);
    if (!found) return;
    req.user = found.user;
    req.sessionId = found.sessionId;
    if (found.renewed) app.setSessionCookie(reply, token, found.expiresAt);
  });

  app.decorate('requireUser', async (req: FastifyRequest) => {
    if (!req.user) throw unauthorized();
  });
  app.decorate('requireRole', (...roles: UserRole[]) => async (req: FastifyRequest) => {
    if (!req.user) throw unauthorized();
    if (!roles.includes(req.user.role)) {
      throw forbidden(`Only ${roles.map((r) => `${r}s`).join(' and ')} can do that`);
    }
  });
});
