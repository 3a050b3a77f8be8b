import type { FastifyInstance } from 'fastify';
import { Server } from 'socket.io';
import { createAdapter } from '@socket.io/redis-streams-adapter';
import type { ClientToServerEvents, ServerToClientEvents } from '@kt/shared';
import { partnerIds } from '../modules/messages/service.ts';
import { UNAUTHORIZED, handshakeUser, liveSessions, sameOrigin } from './auth.ts';
import { handleConnection, type SocketData } from './connection.ts';
import { localPresence, redisPresence } from './presence.ts';
import { userRoom, type Realtime } from './types.ts';

export { userRoom, type Realtime } from './types.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Emits to users' rooms on every node and answers who is online. */
    realtime: Realtime;
  }
}

/** How long a dropped connection may come back and receive what it missed. */
export const RECOVERY_MS = 2 * 60 * 1000;
/** How often each node checks that its sockets' sessions still exist (logout, expiry). */
const SESSION_SWEEP_MS = 60_000;

/**
 * Attaches Socket.IO to the app's HTTP server (same origin, websocket then polling). With REDIS_URL
 * the Redis Streams adapter carries events between nodes and presence is shared through Redis.
 */
export async function attachRealtime(app: FastifyInstance): Promise<void> {
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

  const realtime: Realtime = {
    emitToUsers(userIds, event, ...args) {
      const rooms = [...new Set(userIds)].map(userRoom);
      if (rooms.length > 0) io.to(rooms).emit(event, ...args);
    },
    async onlineUsers(userIds) {
      try {
        return await presence.online(userIds);
      } catch (err) {
        app.log.warn({ err: (err as Error).message }, 'presence lookup failed');
        return new Set();
      }
    },
  };
  app.decorate('realtime', realtime);

  /** Tells everyone who shares a conversation with the user that they came online or went. */
  const announce = async (userId: string, online: boolean) => {
    const partners = await partnerIds(app.db, userId);
    realtime.emitToUsers(partners, 'presence', { userId, online });
  };
  const pending = new Set<Promise<unknown>>();
  const track = (work: Promise<unknown>) => {
    const p = work.catch((err: unknown) => app.log.warn({ err }, 'realtime bookkeeping failed'));
    pending.add(p);
    void p.finally(() => pending.delete(p));
  };

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
    handleConnection(app, realtime, socket);
    track(presence.add(userId, socket.id).then((first) => (first ? announce(userId, true) : undefined)));
    socket.on('disconnect', () => {
      track(presence.remove(userId, socket.id).then((last) => (last ? announce(userId, false) : undefined)));
    });
  });

  // A socket whose session was logged out or expired is dropped at the next sweep.
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
}
