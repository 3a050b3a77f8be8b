import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  applicationCountReply,
  applicationCreateInput,
  applicationCreateReply,
  applicationListReply,
  applicationStatusInput,
  applicationStatusReply,
  idParam,
  applicationWithdrawReply,
  myApplicationsReply,
} from '@kt/shared';
import { userOf } from '../../plugins/auth.ts';
import { idempotencyHeaders, idempotent } from '../../lib/idempotency.ts';
import * as proposals from './service.ts';

const routes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/applications',
    {
      config: { access: 'user', writeLimit: 'proposals' },
      schema: {
        headers: idempotencyHeaders,
        body: applicationCreateInput,
        response: { 201: applicationCreateReply },
      },
    },
    // A proposal written offline is sent again when the link returns (issue 19): with the same
    // Idempotency-Key it is stored once and the retry gets the first reply.
    (req, reply) => {
      const actor = userOf(req);
      return idempotent(app.db, req, reply, actor.id, async (tx) => {
        const row = await proposals.submit(tx, actor, req.body);
        return {
          statusCode: 201,
          body: {
            success: true,
            message: 'Your proposal has been submitted successfully!',
            application: proposals.toPlainDto(row),
          },
        };
      });
    },
  );

  app.get(
    '/api/applications/my',
    { config: { access: 'user' }, schema: { response: { 200: myApplicationsReply } } },
    async (req) => ({
      success: true as const,
      applications: await proposals.listMine(app.db, userOf(req).id),
    }),
  );

  app.get(
    '/api/applications/job/:id',
    { config: { access: 'user' }, schema: { params: idParam, response: { 200: applicationListReply } } },
    async (req) => ({
      success: true as const,
      applications: await proposals.listForJob(app.db, userOf(req), req.params.id),
    }),
  );

  app.get(
    '/api/applications/job/:id/count',
    { config: { access: 'public' }, schema: { params: idParam, response: { 200: applicationCountReply } } },
    async (req) => ({ success: true as const, count: await proposals.countForJob(app.db, req.params.id) }),
  );

  app.put(
    '/api/applications/:id/status',
    {
      config: { access: 'user' },
      schema: { params: idParam, body: applicationStatusInput, response: { 200: applicationStatusReply } },
    },
    async (req) => {
      const { status } = req.body;
      const application = await proposals.decide(app.db, userOf(req), req.params.id, status);
      return { success: true as const, message: `Proposal ${status} successfully`, application };
    },
  );

  app.post(
    '/api/applications/:id/withdraw',
    { config: { access: 'user' }, schema: { params: idParam, response: { 200: applicationWithdrawReply } } },
    async (req) => {
      const row = await proposals.withdraw(app.db, userOf(req), req.params.id);
      return {
        success: true as const,
        message: 'Proposal withdrawn',
        application: proposals.toPlainDto(row),
      };
    },
  );
};

export default routes;
