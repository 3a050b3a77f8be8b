import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authReply } from '@kt/shared';
import { z } from 'zod';
import { USER_ROLES } from '@kt/shared';
import { toUserDto } from '../../lib/user-dto.ts';
import { requestLanguage } from '../../lib/words.ts';
import { HttpError } from '../../lib/errors.ts';
import { redirectReply } from '../../lib/openapi-replies.ts';
import { baseUrl } from './mails.ts';
import { startSession } from './session-start.ts';
import { beginTwoFactorLogin } from './two-factor-login.ts';
import {
  completeGoogleSignUp,
  GOOGLE_FAILED,
  googleIdentity,
  googleSignIn,
  googleStart,
  type GoogleChecks,
} from './google.ts';

const CHECKS_COOKIE = 'kt_oidc';
const PENDING_COOKIE = 'kt_oidc_signup';

/** Google sign-in (OpenID Connect, authorization code + PKCE) of issue 14. */
const googleRoutes: FastifyPluginAsyncZod = async (app) => {
  const cookie = (path: string, maxAge: number) => ({
    path,
    httpOnly: true,
    sameSite: 'lax' as const,
    secure: app.config.secureCookies,
    maxAge,
  });
  const web = (path: string) => `${baseUrl(app.config)}${path}`;
  const failed = (message: string) => web(`/auth?error=${encodeURIComponent(message)}`);

  const toGoogle = redirectReply("To Google's sign-in page", "The provider's authorization address");
  const back = redirectReply(
    'Back to the app: signed in (/), choosing a role (/auth/google), two-factor (/auth?step=2fa) or a message (/auth?error=…)',
    'A page of the app',
  );
  app.get(
    '/api/auth/google',
    { config: { access: 'public', replies: { 302: toGoogle } } },
    async (_req, reply) => {
      const { url, checks } = await googleStart(app.config);
      reply.setCookie(CHECKS_COOKIE, JSON.stringify(checks), cookie('/api/auth/google', 600));
      return reply.redirect(url);
    },
  );

  app.get(
    '/api/auth/google/callback',
    { config: { access: 'public', replies: { 302: back } } },
    async (req, reply) => {
      const raw = req.cookies[CHECKS_COOKIE];
      reply.clearCookie(CHECKS_COOKIE, { path: '/api/auth/google' });
      let checks: GoogleChecks | undefined;
      try {
        checks = raw ? (JSON.parse(raw) as GoogleChecks) : undefined;
      } catch {
        checks = undefined;
      }
      if (!checks?.state || !checks.verifier || !checks.nonce) return reply.redirect(failed(GOOGLE_FAILED));
      const currentUrl = new URL(req.url, web('/'));
      let result: Awaited<ReturnType<typeof googleSignIn>>;
      try {
        const identity = await googleIdentity(app.config, currentUrl, checks);
        result = await googleSignIn(app.db, identity, app.config.adminEmails);
      } catch (err) {
        if (err instanceof HttpError) return reply.redirect(failed(err.message));
        req.log.warn(
          { err: { name: (err as Error).name, message: (err as Error).message } },
          'google sign-in refused',
        );
        return reply.redirect(failed(GOOGLE_FAILED));
      }
      if (result.pendingToken !== undefined) {
        reply.setCookie(PENDING_COOKIE, result.pendingToken, cookie('/api/auth/google', 600));
        return reply.redirect(web('/auth/google'));
      }
      if (result.user.twoFactorEnabled) {
        await beginTwoFactorLogin(app, reply, result.user.id, true);
        return reply.redirect(web('/auth?step=2fa'));
      }
      await startSession(app, req, reply, result.user.id, true);
      return reply.redirect(web('/'));
    },
  );

  app.post(
    '/api/auth/google/complete',
    {
      config: { access: 'public' },
      schema: {
        body: z.object(
          { role: z.enum(USER_ROLES, { error: 'Role must be freelancer or client' }) },
          { error: 'Role is required' },
        ),
        response: { 201: authReply },
      },
    },
    async (req, reply) => {
      const token = req.cookies[PENDING_COOKIE] ?? '';
      const user = await completeGoogleSignUp(
        app.db,
        token,
        req.body.role,
        app.config.adminEmails,
        requestLanguage(req),
      );
      reply.clearCookie(PENDING_COOKIE, { path: '/api/auth/google' });
      await startSession(app, req, reply, user.id, true);
      return reply
        .code(201)
        .send({ success: true, message: 'Account created successfully', user: toUserDto(user) });
    },
  );
};

export default googleRoutes;
