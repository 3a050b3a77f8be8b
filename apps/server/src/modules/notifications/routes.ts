import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  NOTIFICATION_TYPE_LABELS,
  PRODUCT_NAME,
  errorReply,
  idParam,
  notificationListQuery,
  notificationListReply,
  notificationPreferencesInput,
  notificationPreferencesReply,
  notificationReadReply,
  notificationsReadAllReply,
  unsubscribeQuery,
} from '@kt/shared';
import { z } from 'zod';
import { pgErrorCode } from '../../lib/errors.ts';
import { userOf } from '../../plugins/auth.ts';
import { unsubscribeSecret, verifyUnsubscribeToken } from '../../mail/unsubscribe.ts';
import { readerLanguage } from '../../lib/words.ts';
import * as notifications from './service.ts';

const html = (title: string, body: string) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${title} - ${PRODUCT_NAME}</title></head>
<body><main><h1>${title}</h1>${body}<p><a href="/notifications">Notification settings</a></p></main></body></html>
`;

const routes: FastifyPluginAsyncZod = async (app) => {
  // RFC 8058: a mail client's one-click unsubscribe is a form POST (List-Unsubscribe=One-Click).
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, body, done) =>
    done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );

  app.get(
    '/api/notifications',
    {
      config: { access: 'user' },
      schema: { querystring: notificationListQuery, response: { 200: notificationListReply } },
    },
    async (req) => ({
      success: true as const,
      ...(await notifications.list(app.db, userOf(req).id, req.query, readerLanguage(req))),
    }),
  );

  app.put(
    '/api/notifications/read-all',
    { config: { access: 'user' }, schema: { response: { 200: notificationsReadAllReply } } },
    async (req) => ({ success: true as const, ...(await notifications.markAllRead(app.db, userOf(req).id)) }),
  );

  app.put(
    '/api/notifications/:id/read',
    { config: { access: 'user' }, schema: { params: idParam, response: { 200: notificationReadReply } } },
    async (req) => ({
      success: true as const,
      ...(await notifications.markRead(app.db, userOf(req).id, req.params.id, readerLanguage(req))),
    }),
  );

  app.get(
    '/api/notifications/preferences',
    { config: { access: 'user' }, schema: { response: { 200: notificationPreferencesReply } } },
    async (req) => ({
      success: true as const,
      preferences: await notifications.getPreferences(app.db, userOf(req).id),
    }),
  );

  app.put(
    '/api/notifications/preferences',
    {
      config: { access: 'user' },
      schema: { body: notificationPreferencesInput, response: { 200: notificationPreferencesReply } },
    },
    async (req) => ({
      success: true as const,
      preferences: await notifications.setPreferences(app.db, userOf(req).id, req.body.preferences),
    }),
  );

  /** The link in a mail's footer: a page that asks before unsubscribing (scanners follow links). */
  app.get(
    '/api/notifications/unsubscribe',
    {
      config: { access: 'public' },
      schema: {
        querystring: unsubscribeQuery,
        response: { 200: z.string(), 400: z.union([z.string(), errorReply]) },
      },
    },
    async (req, reply) => {
      const found = verifyUnsubscribeToken(await unsubscribeSecret(app.db), req.query.token);
      reply.type('text/html; charset=utf-8');
      if (!found)
        return reply.code(400).send(html('Invalid link', '<p>This unsubscribe link is not valid.</p>'));
      const label = NOTIFICATION_TYPE_LABELS[found.type];
      return html(
        'Unsubscribe',
        `<p>Stop e-mails about ${label.toLowerCase()}? You will still see them in the app.</p>
<form method="post"><input type="hidden" name="List-Unsubscribe" value="One-Click"><button type="submit">Unsubscribe</button></form>`,
      );
    },
  );

  /** One-click unsubscribe (RFC 8058): the signed token turns one type of e-mail off for one user. */
  app.post(
    '/api/notifications/unsubscribe',
    {
      config: { access: 'public' },
      schema: {
        querystring: unsubscribeQuery,
        response: { 200: z.string(), 400: z.union([z.string(), errorReply]) },
      },
    },
    async (req, reply) => {
      const found = verifyUnsubscribeToken(await unsubscribeSecret(app.db), req.query.token);
      reply.type('text/html; charset=utf-8');
      if (!found)
        return reply.code(400).send(html('Invalid link', '<p>This unsubscribe link is not valid.</p>'));
      try {
        await notifications.setPreferences(app.db, found.userId, [{ type: found.type, email: false }]);
      } catch (err) {
        // The account is gone: nothing to unsubscribe.
        if (pgErrorCode(err) !== '23503') throw err;
      }
      const label = NOTIFICATION_TYPE_LABELS[found.type];
      return html('Unsubscribed', `<p>You will no longer get e-mails about ${label.toLowerCase()}.</p>`);
    },
  );
};

export default routes;
