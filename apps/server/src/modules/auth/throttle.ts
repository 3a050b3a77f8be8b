import type { FastifyInstance, FastifyReply, FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import { normalizeIP } from '@fastify/rate-limit';
import { HttpError, tooMany } from '../../lib/errors.ts';

type Limiter = ReturnType<FastifyInstance['createRateLimit']>;

/**
 * Brute-force protection for sign-in and sign-up, on @fastify/rate-limit's stores (Redis when
 * REDIS_URL is set, so every node shares the counters), as OWASP's Authentication cheat sheet
 * advises: slow the guesser down, never lock the owner out.
 * - per client address: every sign-in and sign-up request together, generous enough for a
 *   classroom or an office behind one address;
 * - per address and account together: failed sign-ins (a wrong password, an unknown e-mail) from
 *   one address for one e-mail; past the limit that address gets 429s for that account, while the
 *   owner signing in from anywhere else goes on;
 * - per account from every address: past a ceiling of failures in the window, sign-ins for that
 *   account are paced (one attempt per pace interval, a short 429 with Retry-After otherwise), and
 *   the owner is told once per window (an outbox event);
 * - per e-mail: sign-ups refused because the address is taken.
 */
export function createAuthThrottle(app: FastifyInstance, onGuessing: (email: string) => Promise<void>) {
  const { ipMax, ipWindowMs, emailMax, emailWindowMs, accountMax, accountPaceMs } = app.config.authLimits;

  const perIp: onRequestAsyncHookHandler =
    ipMax > 0
      ? (app.rateLimit({
          max: ipMax,
          timeWindow: ipWindowMs,
          keyGenerator: (req) => `auth-ip:${normalizeIP(req.ip)}`,
        }) as onRequestAsyncHookHandler)
      : async () => {};

  const limiter = (max: number, timeWindow: number, key: (req: FastifyRequest) => string) =>
    max > 0 ? app.createRateLimit({ max, timeWindow, keyGenerator: key }) : undefined;
  const addressAccount = limiter(
    emailMax,
    emailWindowMs,
    (req) => `auth-fail-login:${normalizeIP(req.ip)}:${emailOf(req)}`,
  );
  const account = limiter(accountMax, emailWindowMs, (req) => `auth-fail-account:${emailOf(req)}`);
  const pace = limiter(1, accountPaceMs, (req) => `auth-pace:${emailOf(req)}`);
  const taken = limiter(emailMax, emailWindowMs, (req) => `auth-fail-register:${emailOf(req)}`);

  /** A counter's state (read, or counted when `add`); an allow-listed request is never spent. */
  async function count(limit: Limiter, req: FastifyRequest, add: boolean) {
    const r = await limit(req, add ? undefined : { increment: false });
    return r.isAllowed ? { remaining: Infinity, ttl: 0, isExceeded: false } : r;
  }

  /** Refuses with 429 when the counter is spent; otherwise nothing. */
  async function check(
    req: FastifyRequest,
    reply: FastifyReply,
    limit: Limiter | undefined,
    message: string,
  ) {
    if (!limit) return;
    const seen = await count(limit, req, false);
    if (seen.remaining <= 0 && seen.ttl > 0) throw tooMany(reply, message, seen.ttl);
  }

  const failed = (err: unknown, ...statuses: number[]) =>
    err instanceof HttpError && statuses.includes(err.statusCode);

  return {
    /** onRequest hook: counts every sign-in and sign-up from one address. */
    perIp,

    /** Runs a sign-in attempt for the e-mail in the body, within the limits above. */
    async login<T>(req: FastifyRequest, reply: FastifyReply, attempt: () => Promise<T>) {
      await check(req, reply, addressAccount, 'Too many failed sign-in attempts for this email');
      if (account && pace) {
        const failures = await count(account, req, false);
        if (failures.remaining <= 0 && failures.ttl > 0) {
          const turn = await count(pace, req, true);
          if (turn.isExceeded) {
            throw tooMany(reply, 'This account is receiving many sign-in attempts', turn.ttl);
          }
        }
      }
      try {
        return await attempt();
      } catch (err) {
        if (failed(err, 401)) {
          if (addressAccount) await addressAccount(req);
          if (account) {
            const after = await count(account, req, true);
            // The failure that reaches the ceiling: once per window.
            if (after.remaining === 0 && !after.isExceeded) {
              await onGuessing(emailOf(req)).catch((e: unknown) =>
                req.log.warn({ err: e }, 'could not record that an account is being guessed'),
              );
            }
          }
        }
        throw err;
      }
    },

    /** Runs a sign-up attempt; sign-ups refused for a taken e-mail are limited per e-mail. */
    async register<T>(req: FastifyRequest, reply: FastifyReply, attempt: () => Promise<T>) {
      await check(req, reply, taken, 'Too many sign-up attempts for this email');
      try {
        return await attempt();
      } catch (err) {
        if (failed(err, 409) && taken) await taken(req);
        throw err;
      }
    },
  };
}

function emailOf(req: FastifyRequest) {
  const email = (req.body as { email?: unknown } | undefined)?.email;
  return typeof email === 'string' ? email.trim().toLowerCase() : '';
}
