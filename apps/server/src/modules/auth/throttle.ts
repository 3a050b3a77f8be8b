import type { FastifyInstance, FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import { normalizeIP } from '@fastify/rate-limit';
import { HttpError } from '../../lib/errors.ts';

type Limiter = ReturnType<FastifyInstance['createRateLimit']>;

/**
 * Brute-force protection for sign-in and sign-up, on @fastify/rate-limit's stores (Redis when
 * REDIS_URL is set, so every node shares the counters):
 * - per client address: every sign-in and sign-up request together, generous enough for a
 *   classroom or an office behind one address;
 * - per e-mail: only failures (a wrong password, an unknown e-mail, a sign-up refused as taken),
 *   so a user who signs in often is never locked out but a guesser is.
 */
export function createAuthThrottle(app: FastifyInstance) {
  const { ipMax, ipWindowMs, emailMax, emailWindowMs } = app.config.authLimits;

  const perIp: onRequestAsyncHookHandler =
    ipMax > 0
      ? (app.rateLimit({
          max: ipMax,
          timeWindow: ipWindowMs,
          keyGenerator: (req) => `auth-ip:${normalizeIP(req.ip)}`,
        }) as onRequestAsyncHookHandler)
      : async () => {};

  const failures = (scope: 'login' | 'register'): Limiter | undefined =>
    emailMax > 0
      ? app.createRateLimit({
          max: emailMax,
          timeWindow: emailWindowMs,
          keyGenerator: (req) => `auth-fail-${scope}:${emailOf(req)}`,
        })
      : undefined;
  const limiters = { login: failures('login'), register: failures('register') };

  return {
    /** onRequest hook: counts every sign-in and sign-up from one address. */
    perIp,
    /**
     * Runs an attempt for the e-mail in the request body: refused with 429 once the e-mail has
     * failed too often in the window; a failure (the attempt throws a 401 or 409) is counted.
     */
    async guard<T>(req: FastifyRequest, scope: 'login' | 'register', attempt: () => Promise<T>) {
      const limiter = limiters[scope];
      if (!limiter) return attempt();
      const seen = await limiter(req, { increment: false });
      if (!seen.isAllowed && seen.remaining <= 0 && seen.ttl > 0) throw tooMany(scope, seen.ttl);
      try {
        return await attempt();
      } catch (err) {
        if (err instanceof HttpError && (err.statusCode === 401 || err.statusCode === 409)) {
          await limiter(req);
        }
        throw err;
      }
    },
  };
}

function emailOf(req: FastifyRequest) {
  const email = (req.body as { email?: unknown } | undefined)?.email;
  return typeof email === 'string' ? email.trim().toLowerCase() : '';
}

function tooMany(scope: 'login' | 'register', ttlMs: number) {
  const minutes = Math.max(1, Math.ceil(ttlMs / 60_000));
  const what = scope === 'login' ? 'failed sign-in attempts' : 'sign-up attempts';
  return new HttpError(429, `Too many ${what} for this email. Please try again in ${minutes} minute(s).`);
}
