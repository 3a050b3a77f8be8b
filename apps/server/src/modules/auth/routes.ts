import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authReply, loginInput, meReply, okReply, registerInput, statusReply } from '@kt/shared';
import { toUserDto } from '../../lib/user-dto.ts';
import { userOf } from '../../plugins/auth.ts';
import { createSession, deleteSession } from './sessions.ts';
import * as auth from './service.ts';

const routes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/auth/register',
    { schema: { body: registerInput, response: { 201: authReply } } },
    async (req, reply) => {
      const user = await auth.register(app.db, req.body);
      const session = await createSession(app.db, user.id, req.headers['user-agent']);
      app.setSessionCookie(reply, session.token, session.expiresAt);
      return reply
        .code(201)
        .send({ success: true, message: 'Account created successfully', user: toUserDto(user) });
    },
  );

  app.post(
    '/api/auth/login',
    { schema: { body: loginInput, response: { 200: authReply } } },
    async (req, reply) => {
      const user = await auth.login(app.db, req.body.email, req.body.password);
      const session = await createSession(app.db, user.id, req.headers['user-agent']);
      app.setSessionCookie(reply, session.token, session.expiresAt);
      return { success: true as const, message: 'Logged in successfully', user: toUserDto(user) };
    },
  );

  app.post('/api/auth/logout', { schema: { response: { 200: okReply } } }, async (req, reply) => {
    if (req.sessionId) await deleteSession(app.db, req.sessionId);
    app.clearSessionCookie(reply);
    return { success: true as const, message: 'Logged out successfully' };
  });

  app.get(
    '/api/auth/me',
    { schema: { response: { 200: meReply } }, preHandler: app.requireUser },
    async (req) => ({ success: true as const, user: toUserDto(userOf(req)) }),
  );

  app.get('/api/auth/status', { schema: { response: { 200: statusReply } } }, async (req) =>
    req.user ? { authenticated: true, user: toUserDto(req.user) } : { authenticated: false },
  );
};

export default routes;
