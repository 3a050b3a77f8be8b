import type { FastifyInstance } from 'fastify';
import { Server } from 'socket.io';
import { createAdapter } from '@socket.io/redis-streams-adapter';
import type { ClientToServerEvents, ServerToClientEvents } from '@kt/shared';
import { liveSessions } from '../sessions/store.ts';
import { UNAUTHORIZED, handshakeUser, sameOrigin } from './auth.ts';
import { setUpSocket } from './connection.ts';
import { localPresence, redisPresence } from './presence.ts';
import { sessionRoom, userRoom, type AppSocket, type Realtime, type SocketData } from './types.ts';

/** How long a dropped connection may come back and receive what it missed. */
export const RECOVERY_MS = 2 * 60 * 1000;
/** A safety net: how often each node checks that its sockets' sessions still exist (expiry). */
const SESSION_SWEEP_MS = 60_000;

/**
 * Socket.IO on the app's HTTP server (same origin, websocket then polling). With REDIS_URL the
 * Redis Streams adapter carries events between nodes and presence is shared through Redis.
 */
export function createRealtime(app: FastifyInstance): Realtime {
  const redis = app.redis;
  const io = new Server<ClientToServerEvents, ServerToClientEvents, Record<string, never>, SocketData>(
    app.server,
    {
      serveClient: false,
      maxHttpBufferSize: 100_000,
      connectionStateRecovery: { maxDisconnectionDuration: RECOVERY_MS, skipMiddlewares: false },
      allowRequest: (req, callback) => callback(null, sameOrigin(app, req)),
      ...(redis
        ? { adapter: createAdapter(redis, { streamName: 'kt:socket.io', blockTimeInMs: 2000 }) }
        : {}),
    },
  );
  const presence = redis
    ? redisPresence(redis, (err) => app.log.warn({ err: err.message }, 'presence refresh failed'))
    : localPresence();
  const connectionHandlers: ((socket: AppSocket) => void)[] = [];
  const presenceHandlers: ((userId: string, online: boolean) => Promise<void>)[] = [];

  const pending = new Set<Promise<unknown>>();
  const track = (work: Promise<unknown>) => {
    const p = work.catch((err: unknown) => app.log.warn({ err }, 'realtime bookkeeping failed'));
    pending.add(p);
    void p.finally(() => pending.delete(p));
  };
  const announce = (userId: string, online: boolean) =>
    Promise.all(presenceHandlers.map((h) => h(userId, online)));

  io.use((socket, next) => {
    handshakeUser(app, socket.request).then(
      (found) => {
        if (!found) return next(new Error(UNAUTHORIZED));
        socket.data.userId = found.userId;
        socket.data.sessionId = found.sessionId;
        next();
      },
      (err: unknown) => {
        app.log.error({ err }, 'socket handshake failed');
        next(new Error('Server error'));
      },
    );
  });

  io.on('connection', (socket) => {
    const { userId } = socket.data;
    setUpSocket(app, socket);
    for (const handler of connectionHandlers) handler(socket);
    track(presence.add(userId, socket.id).then((first) => (first ? announce(userId, true) : undefined)));
    socket.on('disconnect', () => {
      track(presence.remove(userId, socket.id).then((last) => (last ? announce(userId, false) : undefined)));
    });
  });

  // Ending a session disconnects its sockets at once (an outbox event); this catches expiry.
  const sweep = setInterval(() => {
    const local = [...io.of('/').sockets.values()];
    if (local.length === 0) return;
    track(
      liveSessions(app.db, [...new Set(local.map((s) => s.data.sessionId))]).then((live) => {
        for (const s of local) if (!live.has(s.data.sessionId)) s.disconnect(true);
      }),
    );
  }, SESSION_SWEEP_MS);
  sweep.unref();

  app.addHook('preClose', async () => {
    clearInterval(sweep);
    io.local.disconnectSockets(true);
    await Promise.race([Promise.allSettled([...pending]), new Promise((r) => setTimeout(r, 2000).unref())]);
  });
  app.addHook('onClose', async () => {
    presence.close();
    // Closes the engine and the adapter; the HTTP server is already closed by Fastify.
    await new Promise<void>((resolve) => void io.close(() => resolve()));
  });

  return {
    emitToUsers(userIds, event, ...args) {
      const rooms = [...new Set(userIds)].map(userRoom);
      if (rooms.length > 0) io.to(rooms).emit(event, ...args);
    },
    endSessions(sessionIds) {
      if (sessionIds.length > 0) io.in(sessionIds.map(sessionRoom)).disconnectSockets(true);
    },
    async onlineUsers(userIds) {
      try {
        return await presence.online(userIds);
      } catch (err) {
        app.log.warn({ err: (err as Error).message }, 'presence lookup failed');
        return new Set();
      }
    },
    onConnection(handler) {
      connectionHandlers.push(handler);
    },
    onPresence(handler) {
      presenceHandlers.push(handler);
    },
    localSockets() {
      return io.of('/').sockets.size;
    },
  };
}
