import fp from 'fastify-plugin';
import rateLimit, { normalizeIP } from '@fastify/rate-limit';
import multipart from '@fastify/multipart';
import type { FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import { LIMITS } from '@kt/shared';
import { tooMany } from '../lib/errors.ts';
import { WRITE_LIMITS, type WriteLimitName } from '../lib/write-limits.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The costly-write limits this route counts against (lib/write-limits.ts): per signed-in user,
     * per client address for a guest; 429 with Retry-After past one.
     */
    writeLimit?: WriteLimitName | readonly WriteLimitName[];
  }
  interface FastifyInstance {
    /** Every route with a write limit and the limits it counts against (the limit tests walk it). */
    writeLimitedRoutes: { method: string; url: string; limits: WriteLimitName[] }[];
  }
}

/** Whom a limit counts: the signed-in user, else the client's address. */
const who = (req: FastifyRequest) => (req.user ? `u:${req.user.id}` : `ip:${normalizeIP(req.ip)}`);

/**
 * Rate limiting on @fastify/rate-limit's stores, counted in Redis when REDIS_URL is set so every
 * node shares the counters. A route names its costly-write limits in `config.writeLimit`; each
 * limit is one counter shared by all the routes that name it (uploads through jobs, portfolio,
 * pictures and evidence together). The sign-in throttles build on the same stores (auth/throttle.ts).
 */
export default fp(async (app) => {
  await app.register(rateLimit, {
    global: false,
    ...(app.redis ? { redis: app.redis, nameSpace: 'kt-rl:' } : {}),
    errorResponseBuilder: (_req, context) => ({
      statusCode: 429,
      success: false,
      message: `Too many attempts. Please try again in ${Math.ceil(context.ttl / 60000)} minute(s).`,
    }),
  });

  const counters = new Map<WriteLimitName, ReturnType<typeof app.createRateLimit>>();
  for (const [name, { max, windowMs }] of Object.entries(app.config.writeLimits)) {
    if (max <= 0) continue;
    counters.set(
      name as WriteLimitName,
      app.createRateLimit({ max, timeWindow: windowMs, keyGenerator: (req) => `w:${name}:${who(req)}` }),
    );
  }

  /** Counts the request against each limit; the first one spent answers 429. */
  const hookFor = (names: WriteLimitName[]): onRequestAsyncHookHandler =>
    async function writeLimit(req, reply) {
      for (const name of names) {
        const counter = counters.get(name);
        if (!counter) continue;
        const seen = await counter(req);
        if (!seen.isAllowed && seen.isExceeded) throw tooMany(reply, WRITE_LIMITS[name].what, seen.ttl);
      }
    };

  const limited: { method: string; url: string; limits: WriteLimitName[] }[] = [];
  app.decorate('writeLimitedRoutes', limited);
  app.addHook('onRoute', (route) => {
    const named = route.config?.writeLimit;
    if (!named) return;
    const names = [named].flat() as WriteLimitName[];
    for (const method of [route.method].flat()) {
      if (method !== 'HEAD') limited.push({ method, url: route.url, limits: names });
    }
    // After the access guard (a guest on a user route hears 401 uncounted), before the body is read.
    const own = route.onRequest ? [route.onRequest].flat() : [];
    route.onRequest = [...own, hookFor(names)];
  });

  await app.register(multipart, {
    limits: {
      fileSize: LIMITS.attachmentMaxBytes,
      files: LIMITS.attachmentMaxFiles + 1,
      fields: 60,
      fieldSize: 100 * 1024,
      parts: 80,
    },
  });
});
