import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CONTACT_SENT_MESSAGE, contactInput, contactReply } from '@kt/shared';
import * as contact from './service.ts';

/**
 * Enquiries one address may send in ten minutes. Generous enough for a hub's trainees behind one
 * shared address, tight enough to stop a script flooding the table.
 */
export const CONTACT_RATE_LIMIT = { max: 10, timeWindow: 10 * 60 * 1000 };

const routes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/contact',
    {
      config: { access: 'public', rateLimit: CONTACT_RATE_LIMIT },
      schema: { body: contactInput, response: { 201: contactReply } },
    },
    async (req, reply) => {
      await contact.saveMessage(app.db, { ...req.body, ip: req.ip ?? null });
      return reply.code(201).send({ success: true, message: CONTACT_SENT_MESSAGE });
    },
  );
};

export default routes;
