import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  applicationCountReply,
  applicationCreateInput,
  applicationCreateReply,
  applicationListReply,
  applicationStatusInput,
  applicationStatusReply,
  idParam,
  myApplicationsReply,
} from '@kt/shared';
import { userOf } from '../../plugins/auth.ts';
import * as proposals from './service.ts';

const routes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/applications',
    {
      schema: { body: applicationCreateInput, response: { 201: applicationCreateReply } },
      onRequest: app.requireUser,
    },
    async (req, reply) => {
      const row = await proposals.submit(app.db, userOf(req), req.body);
      return reply.code(201).send({
        success: true as const,
        message: 'Your proposal has been submitted successfully!',
        application: proposals.toPlainDto(row),
      });
    },
  );

  app.get(
    '/api/applications/my',
    { schema: { response: { 200: myApplicationsReply } }, onRequest: app.requireUser },
    async (req) => ({
      success: true as const,
      applications: await proposals.listMine(app.db, userOf(req).id),
    }),
  );

  app.get(
    '/api/applications/job/:id',
    { schema: { params: idParam, response: { 200: applicationListReply } }, onRequest: app.requireUser },
    async (req) => ({
      success: true as const,
      applications: await proposals.listForJob(app.db, req.params.id, userOf(req).id),
    }),
  );

  app.get(
    '/api/applications/job/:id/count',
    { schema: { params: idParam, response: { 200: applicationCountReply } } },
    async (req) => ({ success: true as const, count: await proposals.countForJob(app.db, req.params.id) }),
  );

  app.put(
    '/api/applications/:id/status',
    {
      schema: { params: idParam, body: applicationStatusInput, response: { 200: applicationStatusReply } },
      onRequest: app.requireUser,
    },
    async (req) => {
      const { status } = req.body;
      const application = await proposals.decide(app.db, userOf(req).id, req.params.id, status);
      return { success: true as const, message: `Proposal ${status} successfully`, application };
    },
  );
};

export default routes;
