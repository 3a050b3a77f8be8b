import fp from 'fastify-plugin';
import type { ServerToClientEvents } from '@kt/shared';
import { createRealtime } from '../realtime/server.ts';
import type { Realtime } from '../realtime/types.ts';
import '../realtime/emit.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Rooms per user and session on every node, presence, and hooks for features' socket events. */
    realtime: Realtime;
  }
}

/** Registered before the routes; delivers the realtime outbox topics. */
export default fp(async (app) => {
  const realtime = createRealtime(app);
  app.decorate('realtime', realtime);
  app.outbox.on('realtime.emit', ({ userIds, event, args }) => {
    realtime.emitToUsers(userIds, event, ...(args as Parameters<ServerToClientEvents[typeof event]>));
  });
  app.outbox.on('realtime.end-sessions', ({ sessionIds }) => realtime.endSessions(sessionIds));
});
