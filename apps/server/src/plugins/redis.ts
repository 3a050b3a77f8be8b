import fp from 'fastify-plugin';
import { Redis } from 'ioredis';

declare module 'fastify' {
  interface FastifyInstance {
    /** Present when REDIS_URL is set: shared rate-limit counters, realtime fan-out and presence. */
    redis: Redis | undefined;
  }
}

export default fp(async (app) => {
  const url = app.config.redisUrl;
  if (!url) {
    app.decorate('redis', undefined);
    return;
  }
  const redis = new Redis(url, { maxRetriesPerRequest: 2, enableOfflineQueue: true, lazyConnect: false });
  redis.on('error', (err) => app.log.warn({ err: err.message }, 'redis error'));
  app.decorate('redis', redis);
  app.addHook('onClose', async () => {
    await redis.quit().catch(() => redis.disconnect());
  });
});
