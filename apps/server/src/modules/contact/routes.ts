import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CONTACT_SENT_MESSAGE, contactInput, contactReply } from '@kt/shared';
import * as contact from './service.ts';

const routes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/contact',
    {
      config: { access: 'public', writeLimit: 'contact' },
      schema: { body: contactInput, response: { 201: contactReply } },
    },
    async (req, reply) => {
      await contact.saveMessage(app.db, { ...req.body, ip: req.ip ?? null });
      return reply.code(201).send({ success: true, message: CONTACT_SENT_MESSAGE });
    },
  );
};

export default routes;
