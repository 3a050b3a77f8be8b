import fp from 'fastify-plugin';
import { createQueue, type Queue } from '../queue/queue.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Durable jobs and timers (auto-release, holds, review windows, e-mail retries). */
    queue: Queue;
  }
}

/** Features define their jobs while the app is built; workers start when it is ready. */
export default fp(async (app) => {
  const queue = createQueue(
    app.database,
    app.log,
    app.config.queuePollMs / 1000,
    app.config.queueJobTimeoutMs / 1000,
  );
  app.decorate('queue', queue);
  app.addHook('onReady', () => queue.start());
  app.addHook('preClose', () => queue.stop());
});
