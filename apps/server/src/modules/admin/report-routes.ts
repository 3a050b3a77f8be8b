import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { reportCreateReply, reportInput } from '@kt/shared';
import { idempotencyHeaders, idempotent } from '../../lib/idempotency.ts';
import { userOf } from '../../plugins/auth.ts';
import { createReport } from './content.ts';

/** `POST /api/reports`: any signed-in user reports a job, a profile or a message (issue 18). */
const routes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/reports',
    {
      config: { access: 'user', writeLimit: 'reports' },
      schema: { headers: idempotencyHeaders, body: reportInput, response: { 201: reportCreateReply } },
    },
    (req, reply) => {
      const actor = userOf(req);
      return idempotent(app.db, req, reply, actor.id, async (tx) => {
        await createReport(tx, actor, req.body);
        return {
          statusCode: 201,
          body: { success: true, message: 'Thank you. An admin will look at your report.' },
        };
      });
    },
  );
};

export default routes;
