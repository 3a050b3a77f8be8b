import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CONTACT_SENT_MESSAGE, contactInput, contactReply } from '@kt/shared';
import * as contact from './service.ts';

/** Enquiries a visitor may send from one address in the window below. */
export const CONTACT_RATE_LIMIT = { max: 5, timeWindow: 10 * 60 * 1000 };

const routes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/contact',
    {
      config: { rateLimit: CONTACT_RATE_LIMIT },
      schema: { body: contactInput, response: { 201: contactReply } },
    },
    async (req, reply) => {
      await contact.saveMessage(app.db, { ...req.body, ip: req.ip ?? null });
      return reply.code(201).send({ success: true, message: CONTACT_SENT_MESSAGE });
    },
  );
};

export default routes;
