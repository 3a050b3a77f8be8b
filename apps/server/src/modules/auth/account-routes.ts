import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { setTimeout as sleep } from 'node:timers/promises';
import {
  authReply,
  changeEmailInput,
  changeNameInput,
  mailLanguageInput,
  changePasswordInput,
  forgotPasswordInput,
  idParam,
  loginTwoFactorInput,
  okReply,
  passwordInput,
  resetPasswordInput,
  sessionsReply,
  tokenInput,
  twoFactorCodeInput,
  twoFactorDisableInput,
  twoFactorEnableReply,
  twoFactorSetupReply,
  userReply,
} from '@kt/shared';
import { fileReply } from '../../lib/openapi-replies.ts';
import { toUserDto } from '../../lib/user-dto.ts';
import { userOf } from '../../plugins/auth.ts';
import { createAccountThrottle } from './account-throttle.ts';
import { endUserSessions, listSessions, revokeSession } from './account-sessions.ts';
import { forgotPassword, RESET_SENT, resetPassword } from './recovery.ts';
import { startSession } from './session-start.ts';
import { changeName, changePassword, deleteAccount, setLanguage } from './settings.ts';
import { exportData } from './export.ts';
import { completeTwoFactorLogin, pendingUserId } from './two-factor-login.ts';
import { disableTwoFactor, enableTwoFactor, setupTwoFactor } from './two-factor.ts';
import { requestEmailChange, sendVerification, verifyEmail } from './verification.ts';

/** The forgot-password reply takes at least this long, whether or not the address has an account. */
const FORGOT_MIN_MS = 400;

/** Issue 14: recovery, verification, two-factor sign-in and the Settings screen's calls. */
const accountRoutes: FastifyPluginAsyncZod = async (app) => {
  const throttle = createAccountThrottle(app);
  const publicLimited = { config: { access: 'public' as const }, onRequest: throttle.perIp };

  app.post(
    '/api/auth/forgot-password',
    { ...publicLimited, schema: { body: forgotPasswordInput, response: { 200: okReply } } },
    async (req) => {
      const started = Date.now();
      const email = req.body.email.toLowerCase();
      await throttle.resetMails.check(email);
      await throttle.resetMails.count(email);
      await forgotPassword(app.db, app.config, email);
      await sleep(Math.max(0, FORGOT_MIN_MS - (Date.now() - started)));
      return { success: true as const, message: RESET_SENT };
    },
  );

  app.post(
    '/api/auth/reset-password',
    { ...publicLimited, schema: { body: resetPasswordInput, response: { 200: okReply } } },
    async (req, reply) => {
      await resetPassword(app.db, req.body.token, req.body.password);
      app.clearSessionCookie(reply);
      return { success: true as const, message: 'Your password has been reset. Please sign in.' };
    },
  );

  app.post(
    '/api/auth/verify-email',
    { ...publicLimited, schema: { body: tokenInput, response: { 200: okReply } } },
    async (req) => ({
      success: true as const,
      ...(await verifyEmail(app.db, req.body.token, app.config.adminEmails)),
    }),
  );

  app.post(
    '/api/auth/resend-verification',
    { config: { access: 'user' }, schema: { response: { 200: okReply } } },
    async (req) => {
      const user = userOf(req);
      await throttle.verifyMails.check(user.id);
      await throttle.verifyMails.count(user.id);
      await sendVerification(app.db, app.config, user);
      return { success: true as const, message: `We sent a new link to ${user.email}.` };
    },
  );

  app.post(
    '/api/auth/login/2fa',
    { ...publicLimited, schema: { body: loginTwoFactorInput, response: { 200: authReply } } },
    async (req, reply) => {
      const userId = await pendingUserId(app, req);
      if (userId) await throttle.codes.check(userId);
      const { user, remember } = await completeTwoFactorLogin(app, req, reply, req.body.code, (id) =>
        throttle.codes.count(id),
      );
      await startSession(app, req, reply, user.id, remember);
      return { success: true as const, message: 'Logged in successfully', user: toUserDto(user) };
    },
  );

  app.patch(
    '/api/auth/me',
    { config: { access: 'user' }, schema: { body: changeNameInput, response: { 200: userReply } } },
    async (req) => {
      const user = await changeName(app.db, userOf(req), req.body);
      return { success: true as const, message: 'Your name was saved', user: toUserDto(user) };
    },
  );

  app.put(
    '/api/auth/me/language',
    { config: { access: 'user' }, schema: { body: mailLanguageInput, response: { 200: userReply } } },
    async (req) => {
      const user = await setLanguage(app.db, userOf(req), req.body.language);
      return { success: true as const, message: 'Your language was saved', user: toUserDto(user) };
    },
  );

  app.post(
    '/api/auth/change-password',
    { config: { access: 'user' }, schema: { body: changePasswordInput, response: { 200: okReply } } },
    async (req) => {
      await changePassword(app.db, userOf(req), req.sessionId, req.body);
      return {
        success: true as const,
        message: 'Your password was changed. Other sessions were signed out.',
      };
    },
  );

  app.post(
    '/api/auth/change-email',
    { config: { access: 'user' }, schema: { body: changeEmailInput, response: { 200: okReply } } },
    async (req) => {
      const { password, newEmail } = req.body;
      const done = await requestEmailChange(app.db, app.config, userOf(req), password, newEmail);
      return { success: true as const, ...done };
    },
  );

  app.get(
    '/api/auth/sessions',
    { config: { access: 'user' }, schema: { response: { 200: sessionsReply } } },
    async (req) => ({
      success: true as const,
      sessions: await listSessions(app.db, userOf(req).id, req.sessionId),
    }),
  );

  app.delete(
    '/api/auth/sessions',
    { config: { access: 'user' }, schema: { response: { 200: okReply } } },
    async (req) => {
      const ended = await endUserSessions(app.db, userOf(req).id, req.sessionId);
      return { success: true as const, message: `Signed out of ${ended} other session(s)` };
    },
  );

  app.delete(
    '/api/auth/sessions/:id',
    { config: { access: 'user' }, schema: { params: idParam, response: { 200: okReply } } },
    async (req, reply) => {
      await revokeSession(app.db, userOf(req).id, req.params.id);
      if (req.params.id === req.sessionId) app.clearSessionCookie(reply);
      return { success: true as const, message: 'Session signed out' };
    },
  );

  const exportReply = fileReply('Everything the account holds, as one JSON file to keep', [
    'application/json',
  ]);
  app.get(
    '/api/auth/export',
    { config: { access: 'user', writeLimit: 'exports', replies: { 200: exportReply } } },
    async (req, reply) => {
      const data = await exportData(app.db, userOf(req));
      return reply
        .header('content-disposition', 'attachment; filename="karakoram-talent-my-data.json"')
        .header('cache-control', 'no-store')
        .type('application/json')
        .send(JSON.stringify(data, null, 2));
    },
  );

  app.delete(
    '/api/auth/account',
    { config: { access: 'user' }, schema: { body: passwordInput, response: { 200: okReply } } },
    async (req, reply) => {
      await deleteAccount(app.db, userOf(req), req.body.password);
      app.clearSessionCookie(reply);
      return { success: true as const, message: 'Your account was deleted' };
    },
  );

  app.post(
    '/api/auth/2fa/setup',
    { config: { access: 'user' }, schema: { response: { 200: twoFactorSetupReply } } },
    async (req) => ({ success: true as const, ...(await setupTwoFactor(app.db, userOf(req))) }),
  );

  app.post(
    '/api/auth/2fa/enable',
    {
      config: { access: 'user' },
      schema: { body: twoFactorCodeInput, response: { 200: twoFactorEnableReply } },
    },
    async (req) => {
      const user = userOf(req);
      await throttle.codes.check(user.id);
      const recoveryCodes = await enableTwoFactor(app.db, user, req.body.code).catch(async (err) => {
        await throttle.codes.count(user.id);
        throw err;
      });
      return {
        success: true as const,
        message: 'Two-factor authentication is on. Keep your recovery codes somewhere safe.',
        recoveryCodes,
      };
    },
  );

  app.post(
    '/api/auth/2fa/disable',
    { config: { access: 'user' }, schema: { body: twoFactorDisableInput, response: { 200: okReply } } },
    async (req) => {
      const user = userOf(req);
      await throttle.codes.check(user.id);
      await disableTwoFactor(app.db, user, req.body.password, req.body.code).catch(async (err) => {
        await throttle.codes.count(user.id);
        throw err;
      });
      return { success: true as const, message: 'Two-factor authentication is off' };
    },
  );
};

export default accountRoutes;
