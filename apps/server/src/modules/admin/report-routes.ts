import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { reportCreateReply, reportInput } from '@kt/shared';
import { userOf } from '../../plugins/auth.ts';
import { createReport } from './content.ts';

/** Reports one signed-in user may send in an hour (counted per user). */
export const REPORT_RATE_LIMIT = {
  max: 10,
  timeWindow: 60 * 60 * 1000,
  keyGenerator: (req: { user: { id: string } | null; ip: string }) => `report:${req.user?.id ?? req.ip}`,
};

/** `POST /api/reports`: any signed-in user reports a job, a profile or a message (issue 18). */
const routes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/reports',
    {
      config: { access: 'user', rateLimit: REPORT_RATE_LIMIT },
      schema: { body: reportInput, response: { 201: reportCreateReply } },
    },
    async (req, reply) => {
      await createReport(app.db, userOf(req), req.body);
      return reply
        .code(201)
        .send({ success: true as const, message: 'Thank you. An admin will look at your report.' });
    },
  );
};

export default routes;
