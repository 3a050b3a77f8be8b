import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  authReply,
  loginInput,
  loginReply,
  meReply,
  okReply,
  providersReply,
  registerInput,
  statusReply,
} from '@kt/shared';
import { requestLanguage } from '../../lib/words.ts';
import { toUserDto } from '../../lib/user-dto.ts';
import { userOf } from '../../plugins/auth.ts';
import { endSessions } from '../../sessions/store.ts';
import { startSession as beginSession } from './session-start.ts';
import { beginTwoFactorLogin } from './two-factor-login.ts';
import { sendVerification } from './verification.ts';
import { createAuthThrottle } from './throttle.ts';
import * as auth from './service.ts';

const routes: FastifyPluginAsyncZod = async (app) => {
  const throttle = createAuthThrottle(app, (email) => auth.recordGuessing(app.db, email));

  /** A fresh session for every sign-in; the one the request came with (if any) is ended. */
  const startSession = (req: FastifyRequest, reply: FastifyReply, userId: string, persistent = true) =>
    beginSession(app, req, reply, userId, persistent);

  app.post(
    '/api/auth/register',
    {
      config: { access: 'public' },
      schema: { body: registerInput, response: { 201: authReply } },
      onRequest: throttle.perIp,
    },
    async (req, reply) => {
      const user = await throttle.register(req, reply, () =>
        auth.register(app.db, req.body, requestLanguage(req)),
      );
      await startSession(req, reply, user.id);
      await sendVerification(app.db, app.config, user);
      return reply
        .code(201)
        .send({ success: true, message: 'Account created successfully', user: toUserDto(user) });
    },
  );

  app.post(
    '/api/auth/login',
    {
      config: { access: 'public' },
      schema: { body: loginInput, response: { 200: loginReply } },
      onRequest: throttle.perIp,
    },
    async (req, reply) => {
      const { email, password, remember = true } = req.body;
      const user = await throttle.login(req, reply, () =>
        auth.login(app.db, email, password, app.config.adminEmails),
      );
      if (user.twoFactorEnabled) return beginTwoFactorLogin(app, reply, user.id, remember);
      await startSession(req, reply, user.id, remember);
      return { success: true as const, message: 'Logged in successfully', user: toUserDto(user) };
    },
  );

  app.post(
    '/api/auth/logout',
    { config: { access: 'public' }, schema: { response: { 200: okReply } } },
    async (req, reply) => {
      if (req.sessionId) await endSessions(app.db, [req.sessionId]);
      app.clearSessionCookie(reply);
      return { success: true as const, message: 'Logged out successfully' };
    },
  );

  app.get(
    '/api/auth/me',
    { config: { access: 'user' }, schema: { response: { 200: meReply } } },
    async (req) => ({ success: true as const, user: toUserDto(userOf(req)) }),
  );

  app.get(
    '/api/auth/status',
    { config: { access: 'public' }, schema: { response: { 200: statusReply } } },
    async (req) => (req.user ? { authenticated: true, user: toUserDto(req.user) } : { authenticated: false }),
  );

  app.get(
    '/api/auth/providers',
    { config: { access: 'public' }, schema: { response: { 200: providersReply } } },
    async () => {
      const clientId = app.config.googleClientId;
      return clientId ? { google: true, clientId } : { google: false };
    },
  );
};

export default routes;
