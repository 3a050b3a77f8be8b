import type { FastifyInstance } from 'fastify';
import { sendMessageEvent } from '@kt/shared';
import { HttpError } from '../../lib/errors.ts';
import { ackOf } from '../../realtime/ack.ts';
import { sendMessage } from './send.ts';
import { partnerIds } from './service.ts';

/**
 * Messaging's socket side: the spec's `send_message` event on every connection, and `presence`
 * told to everyone who shares a conversation with a user who came online or went.
 */
export function registerMessagingSockets(app: FastifyInstance) {
  app.realtime.onPresence(async (userId, online) => {
    app.realtime.emitToUsers(await partnerIds(app.db, userId), 'presence', { userId, online });
  });

  app.realtime.onConnection((socket) => {
    const { userId } = socket.data;
    socket.on('send_message', (...args: unknown[]) => {
      const ack = ackOf(args);
      const parsed = sendMessageEvent.safeParse(args[0]);
      if (!parsed.success) {
        ack?.({ success: false, message: parsed.error.issues[0]?.message ?? 'Invalid message' });
        return;
      }
      const { conversationId, content, clientId } = parsed.data;
      // A repeated clientId is acknowledged with the stored message and broadcast nothing (issue 19).
      sendMessage(app.db, { userId, conversationId, content, clientId }).then(
        (m) =>
          ack?.({
            success: true,
            data: {
              id: m.id,
              conversationId: m.conversationId,
              senderId: m.senderId,
              content: m.content,
              timestamp: m.timestamp,
              ...(m.clientId ? { clientId: m.clientId } : {}),
            },
          }),
        (err: unknown) => {
          if (err instanceof HttpError) return ack?.({ success: false, message: err.message });
          app.log.error({ err }, 'send_message failed');
          ack?.({ success: false, message: 'Failed to send message' });
        },
      );
    });
  });
}
