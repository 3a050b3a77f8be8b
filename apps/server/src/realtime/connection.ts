import type { FastifyInstance } from 'fastify';
import { joinEvent } from '@kt/shared';
import { liveSessions } from '../sessions/store.ts';
import { ackOf } from './ack.ts';
import { UNAUTHORIZED } from './auth.ts';
import { createThrottle } from './throttle.ts';
import { sessionRoom, userRoom, type AppSocket } from './types.ts';

const SLOW_DOWN = 'Too many events. Please slow down.';

/**
 * What every socket gets: its user's and its session's rooms, a budget of events, a check that its
 * session still exists before any event it sends is handled, and the spec's
 * `join` (accepted for compatibility; the socket's user is the handshake's session user, and
 * nothing a client sends changes it). Features add their own events through onConnection.
 */
export function setUpSocket(app: FastifyInstance, socket: AppSocket) {
  const { userId, sessionId } = socket.data;
  void socket.join([userRoom(userId), sessionRoom(sessionId)]);

  const throttle = createThrottle();
  // Every event spends from the budget, including unknown ones; past it they are answered and dropped.
  socket.use((packet, next) => {
    if (throttle.take()) return next();
    if (throttle.abusive) {
      app.log.warn({ userId }, 'socket disconnected for flooding');
      socket.disconnect(true);
      return;
    }
    ackOf(packet)?.({ success: false, message: SLOW_DOWN });
  });
  // Ending a session disconnects its sockets on every node (an outbox event, just after the commit);
  // until that lands, nothing this socket sends is acted on once its session is gone.
  socket.use((packet, next) => {
    liveSessions(app.db, [sessionId]).then(
      (live) => {
        if (live.has(sessionId)) return next();
        ackOf(packet)?.({ success: false, message: UNAUTHORIZED });
        socket.disconnect(true);
      },
      (err: unknown) => {
        app.log.warn({ err }, 'socket session check failed');
        ackOf(packet)?.({ success: false, message: 'Server error. Please try again.' });
      },
    );
  });

  socket.on('join', (...args: unknown[]) => {
    const ack = ackOf(args);
    const parsed = joinEvent.safeParse(typeof args[0] === 'function' ? undefined : args[0]);
    const claimed =
      parsed.success && parsed.data
        ? typeof parsed.data === 'string'
          ? parsed.data
          : parsed.data.userId
        : undefined;
    if (claimed !== undefined && claimed !== userId) {
      ack?.({ success: false, message: 'You can only join your own room' });
      return;
    }
    ack?.({ success: true });
  });
}
