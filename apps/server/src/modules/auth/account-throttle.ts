import type { FastifyInstance, FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import { normalizeIP } from '@fastify/rate-limit';
import { HttpError } from '../../lib/errors.ts';

/**
 * Throttles for the account routes, on the same limits as sign-in (AUTH_IP_* per client address,
 * AUTH_EMAIL_* per address or account) and the same stores (Redis when configured):
 * - `perIp`: every request of these routes from one client address;
 * - `keyed(scope)`: attempts per e-mail or per user, checked before and counted when asked.
 */
export function createAccountThrottle(app: FastifyInstance) {
  const { ipMax, ipWindowMs, emailMax, emailWindowMs } = app.config.authLimits;

  const perIp: onRequestAsyncHookHandler =
    ipMax > 0
      ? (app.rateLimit({
          max: ipMax,
          timeWindow: ipWindowMs,
          keyGenerator: (req) => `acct-ip:${normalizeIP(req.ip)}`,
        }) as onRequestAsyncHookHandler)
      : async () => {};

  /** A counter per key (an e-mail, a user id) that is not a request's own property. */
  const keyed = (scope: string, message: string) => {
    if (emailMax <= 0) return { check: async (_key: string) => {}, count: async (_key: string) => {} };
    const limiter = app.createRateLimit({
      max: emailMax,
      timeWindow: emailWindowMs,
      keyGenerator: (req) => `acct-${scope}:${(req as unknown as { key: string }).key}`,
    });
    const as = (key: string) => ({ key, routeOptions: { config: {} } }) as unknown as FastifyRequest;
    return {
      /** 429 once the key has used up its attempts in the window. */
      async check(key: string) {
        const seen = await limiter(as(key), { increment: false });
        if (!seen.isAllowed && seen.remaining <= 0 && seen.ttl > 0) {
          const minutes = Math.max(1, Math.ceil(seen.ttl / 60_000));
          throw new HttpError(429, `${message} Please try again in ${minutes} minute(s).`);
        }
      },
      async count(key: string) {
        await limiter(as(key));
      },
    };
  };

  return {
    perIp,
    /** Reset mails asked for one address. */
    resetMails: keyed('reset', 'Too many reset requests for this email.'),
    /** Verification mails asked by one user. */
    verifyMails: keyed('verify', 'Too many verification emails requested.'),
    /** Wrong two-factor codes of one user. */
    codes: keyed('2fa', 'Too many wrong codes.'),
  };
}
