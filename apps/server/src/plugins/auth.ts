import fp from 'fastify-plugin';
import cookie from '@fastify/cookie';
import type { FastifyReply, FastifyRequest, onRequestHookHandler } from 'fastify';
import { unauthorized } from '../lib/errors.ts';
import { SESSION_COOKIE, findSessionUser, type AuthUser } from '../sessions/store.ts';

/** Who may call a route: anyone, or a signed-in user (what they may do is a policy in the service). */
export type Access = 'public' | 'user';

declare module 'fastify' {
  interface FastifyRequest {
    user: AuthUser | null;
    sessionId: string | null;
  }
  interface FastifyContextConfig {
    /** Every /api route declares it; 'user' answers 401 to a guest before the body is read. */
    access?: Access;
    /** The 401 message for a guest, when the default does not fit. */
    guestMessage?: string;
  }
  interface FastifyInstance {
    /** Every /api route with the access it declared (the access tests walk it). */
    apiRoutes: { method: string; url: string; access: Access }[];
    /** `expiresAt` null: a browser-session cookie (no Max-Age/Expires), for sign-ins without 'Remember me'. */
    setSessionCookie(reply: FastifyReply, token: string, expiresAt: Date | null): void;
    clearSessionCookie(reply: FastifyReply): void;
  }
}

/** Routes that plugins add (the API reference) and that declare no access of their own. */
const UNDECLARED_OK = /^\/api\/(docs|openapi\.json)/;

/** The signed-in user of a request on a route with `access: 'user'`. */
export function userOf(req: FastifyRequest): AuthUser {
  if (!req.user) throw unauthorized();
  return req.user;
}

const requireUser: onRequestHookHandler = function (req, _reply, done) {
  const message = req.routeOptions.config.guestMessage;
  done(req.user ? undefined : unauthorized(message));
};

/**
 * Reads the session cookie on every API request and puts the user on `req.user`. Authentication is
 * one shape everywhere: each /api route declares `config.access`, and 'user' routes get a guard at
 * onRequest, so a guest hears 401 before any validation could describe the schema to them.
 */
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
  app.decorate('setSessionCookie', (reply: FastifyReply, token: string, expiresAt: Date | null) => {
    reply.setCookie(SESSION_COOKIE, token, {
      ...cookieOptions,
      ...(expiresAt ? { expires: expiresAt } : {}),
    });
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
    if (found.renewed && found.persistent) app.setSessionCookie(reply, token, found.expiresAt);
  });

  const apiRoutes: { method: string; url: string; access: Access }[] = [];
  app.decorate('apiRoutes', apiRoutes);
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api/') || UNDECLARED_OK.test(route.url)) return;
    const access = route.config?.access;
    if (access !== 'public' && access !== 'user') {
      throw new Error(`${route.method} ${route.url} must declare config.access ('public' or 'user')`);
    }
    for (const method of [route.method].flat()) {
      if (method !== 'HEAD') apiRoutes.push({ method, url: route.url, access });
    }
    if (access === 'user') {
      const own = route.onRequest ? [route.onRequest].flat() : [];
      route.onRequest = [requireUser, ...own];
    }
  });
});
