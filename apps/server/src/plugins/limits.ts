import fp from 'fastify-plugin';
import rateLimit from '@fastify/rate-limit';
import multipart from '@fastify/multipart';
import { LIMITS } from '@kt/shared';

/**
 * Rate limiting is opt-in per route (`config: { rateLimit: {...} }` or `app.rateLimit(...)`),
 * counted in Redis when REDIS_URL is set so every node shares the counters.
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
