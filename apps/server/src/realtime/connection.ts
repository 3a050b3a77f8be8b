import type { FastifyInstance } from 'fastify';
import type { Socket } from 'socket.io';
import {
  joinEvent,
  sendMessageEvent,
  type ClientToServerEvents,
  type ServerToClientEvents,
  type SocketAck,
} from '@kt/shared';
import { HttpError } from '../lib/errors.ts';
import { sendMessage } from '../modules/messages/send.ts';
import { createThrottle } from './throttle.ts';
import { userRoom, type Realtime } from './types.ts';

export type SocketData = { userId: string; sessionId: string };
export type AppSocket = Socket<ClientToServerEvents, ServerToClientEvents, Record<string, never>, SocketData>;

const SLOW_DOWN = 'Too many events. Please slow down.';

/** The last argument when it is a function: the client's acknowledgement callback. */
function ackOf(args: unknown[]): ((res: SocketAck<unknown>) => void) | undefined {
  const last = args[args.length - 1];
  return typeof last === 'function' ? (last as (res: SocketAck<unknown>) => void) : undefined;
}

/**
 * One connected socket: its user's room, the budget of events, and the two client events of the
 * spec. The socket's user is the handshake's session user; nothing a client sends changes it.
 */
export function handleConnection(app: FastifyInstance, realtime: Realtime, socket: AppSocket) {
  const { userId } = socket.data;
  void socket.join(userRoom(userId));

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
    // Accepted for compatibility: the socket is already in its own room and joins no other.
    if (claimed !== undefined && claimed !== userId) {
      ack?.({ success: false, message: 'You can only join your own room' });
      return;
    }
    ack?.({ success: true });
  });

  socket.on('send_message', (...args: unknown[]) => {
    const ack = ackOf(args);
    const parsed = sendMessageEvent.safeParse(args[0]);
    if (!parsed.success) {
      ack?.({ success: false, message: parsed.error.issues[0]?.message ?? 'Invalid message' });
      return;
    }
    const { conversationId, content } = parsed.data;
    sendMessage(app.db, realtime, { userId, conversationId, content }).then(
      (m) =>
        ack?.({
          success: true,
          data: {
            id: m.id,
            conversationId: m.conversationId,
            senderId: m.senderId,
            content: m.content,
            timestamp: m.timestamp,
          },
        }),
      (err: unknown) => {
        if (err instanceof HttpError) return ack?.({ success: false, message: err.message });
        app.log.error({ err }, 'send_message failed');
        ack?.({ success: false, message: 'Failed to send message' });
      },
    );
  });
}
