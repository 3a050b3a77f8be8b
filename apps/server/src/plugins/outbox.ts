import fp from 'fastify-plugin';
import { createDispatcher, type Dispatcher } from '../outbox/dispatcher.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Delivers events recorded with recordEvent() after their transaction commits. */
    outbox: Dispatcher;
  }
}

/** Features register their topics' handlers while the app is built; delivery starts when it is ready. */
export default fp(async (app) => {
  const dispatcher = createDispatcher(app.database, app.log);
  app.decorate('outbox', dispatcher);
  app.addHook('onReady', () => dispatcher.start());
  app.addHook('preClose', () => dispatcher.stop());
});
