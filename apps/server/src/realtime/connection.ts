import type { FastifyInstance } from 'fastify';
import { joinEvent } from '@kt/shared';
import { ackOf } from './ack.ts';
import { createThrottle } from './throttle.ts';
import { sessionRoom, userRoom, type AppSocket } from './types.ts';

const SLOW_DOWN = 'Too many events. Please slow down.';

/**
 * What every socket gets: its user's and its session's rooms, a budget of events, and the spec's
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
