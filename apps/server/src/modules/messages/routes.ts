import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  conversationReply,
  conversationsReply,
  idParam,
  okReply,
  sendMessageInput,
  sendMessageReply,
  startConversationInput,
  startConversationReply,
  unreadCountReply,
} from '@kt/shared';
import { idempotencyHeaders, idempotent } from '../../lib/idempotency.ts';
import { userOf } from '../../plugins/auth.ts';
import { markRead, sendMessage } from './send.ts';
import * as service from './service.ts';
import { registerMessagingSockets } from './socket.ts';

/** Messaging calls of spec section 7; every one needs a signed-in participant. */
const routes: FastifyPluginAsyncZod = async (app) => {
  registerMessagingSockets(app);

  app.get(
    '/api/messages/conversations',
    { config: { access: 'user' }, schema: { response: { 200: conversationsReply } } },
    async (req) => ({
      success: true as const,
      message: 'Conversations loaded',
      conversations: await service.listConversations(app.db, app.realtime, userOf(req).id),
    }),
  );

  app.get(
    '/api/messages/conversations/:id',
    { config: { access: 'user' }, schema: { params: idParam, response: { 200: conversationReply } } },
    async (req) => ({
      success: true as const,
      message: 'Messages loaded',
      ...(await service.getConversation(app.db, app.realtime, userOf(req), req.params.id)),
    }),
  );

  app.post(
    '/api/messages/conversations',
    {
      config: { access: 'user' },
      schema: {
        body: startConversationInput,
        response: { 200: startConversationReply, 201: startConversationReply },
      },
    },
    async (req, reply) => {
      const { created, conversation } = await service.startConversation(
        app.db,
        app.realtime,
        userOf(req).id,
        req.body.recipientId,
      );
      return reply.code(created ? 201 : 200).send({
        success: true,
        message: created ? 'Conversation started' : 'Conversation found',
        conversation,
      });
    },
  );

  app.post(
    '/api/messages',
    {
      schema: { headers: idempotencyHeaders, body: sendMessageInput, response: { 201: sendMessageReply } },
      // Per user, so people behind one address do not share a budget.
      config: { access: 'user', writeLimit: 'messages' },
    },
    // One message per Idempotency-Key (as per clientId): a retry gets the first reply.
    (req, reply) => {
      const userId = userOf(req).id;
      return idempotent(app.db, req, reply, userId, async (tx) => ({
        statusCode: 201,
        body: {
          success: true,
          message: 'Message sent',
          data: await sendMessage(tx, { userId, ...req.body }),
        },
      }));
    },
  );

  app.put(
    '/api/messages/:id/read',
    { config: { access: 'user' }, schema: { params: idParam, response: { 200: okReply } } },
    async (req) => {
      await markRead(app.db, userOf(req), req.params.id);
      return { success: true as const, message: 'Message marked as read' };
    },
  );

  app.get(
    '/api/messages/unread-count',
    { config: { access: 'user' }, schema: { response: { 200: unreadCountReply } } },
    async (req) => {
      const count = await service.unreadCount(app.db, userOf(req).id);
      return { success: true as const, count, unreadCount: count };
    },
  );
};

export default routes;
