import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  disputeAssignInput,
  disputeDecideInput,
  disputeGetReply,
  disputeListQuery,
  disputeListReply,
  disputeOpenInput,
  disputeReply,
  disputeRespondInput,
  idParam,
  mediatorToggleInput,
  mediatorToggleReply,
} from '@kt/shared';
import { z } from 'zod';
import { userOf } from '../../plugins/auth.ts';
import { authorize } from '../../policies/policies.ts';
import { contractsDeps } from '../contracts/deps.ts';
import { idempotencyHeaders, idempotent } from '../../lib/idempotency.ts';
import { fileReply } from '../../lib/openapi-replies.ts';
import { ATTACHMENT_TYPES } from '../../lib/uploads.ts';
import { disputeDetail, listDisputes } from './dto.ts';
import { addEvidence, readEvidence } from './evidence.ts';
import { assertCanRead, findDispute } from './load.ts';
import { setMediator } from './mediators.ts';
import {
  assign,
  decide,
  escalate,
  openDispute,
  respond,
  responseWindowElapsed,
  type DisputesDeps,
} from './service.ts';
import { readerLanguage } from '../../lib/words.ts';

const evidenceForm = z.object({
  files: z.array(z.string()).describe('Images, PDF, DOC or DOCX files, at most 5 of 10 MB each'),
});

/**
 * Disputes (issue 18): opening one on a milestone, answering, mediation, evidence and the decision;
 * the listing the console shows; and the admin's mediator flag.
 */
const routes: FastifyPluginAsyncZod = async (app) => {
  const deps: DisputesDeps = { ...contractsDeps(app), responseWindowMs: app.config.disputeResponseWindowMs };
  app.queue.define('dispute.response-window', ({ disputeId, at }) =>
    responseWindowElapsed(deps, app.db, disputeId, at),
  );
  const user = { access: 'user' as const };
  const partyAction = { ...user, writeLimit: 'disputes' as const };
  const replyWith =
    (message: string, statusCode = 200) =>
    async (tx: Parameters<typeof disputeDetail>[0], id: string) => ({
      statusCode,
      body: { success: true, message, dispute: await disputeDetail(tx, id) },
    });

  app.post(
    '/api/milestones/:id/dispute',
    {
      config: partyAction,
      schema: {
        headers: idempotencyHeaders,
        params: idParam,
        body: disputeOpenInput,
        response: { 201: disputeReply },
      },
    },
    (req, reply) => {
      const actor = userOf(req);
      return idempotent(app.db, req, reply, actor.id, async (tx) =>
        replyWith('Dispute opened', 201)(tx, await openDispute(deps, tx, actor, req.params.id, req.body)),
      );
    },
  );

  app.get(
    '/api/disputes',
    { config: user, schema: { querystring: disputeListQuery, response: { 200: disputeListReply } } },
    async (req) => ({ success: true as const, disputes: await listDisputes(app.db, userOf(req), req.query) }),
  );

  app.get(
    '/api/disputes/:id',
    { config: user, schema: { params: idParam, response: { 200: disputeGetReply } } },
    async (req) => {
      assertCanRead(userOf(req), await findDispute(app.db, req.params.id));
      return {
        success: true as const,
        dispute: await disputeDetail(app.db, req.params.id, readerLanguage(req)),
      };
    },
  );

  app.post(
    '/api/disputes/:id/respond',
    {
      config: partyAction,
      schema: {
        headers: idempotencyHeaders,
        params: idParam,
        body: disputeRespondInput,
        response: { 200: disputeReply },
      },
    },
    (req, reply) => {
      const actor = userOf(req);
      return idempotent(app.db, req, reply, actor.id, async (tx) => {
        const id = await respond(deps, tx, actor, req.params.id, req.body);
        return replyWith('accept' in req.body ? 'Proposal accepted' : 'Proposal sent')(tx, id);
      });
    },
  );

  app.post(
    '/api/disputes/:id/escalate',
    {
      config: partyAction,
      schema: { headers: idempotencyHeaders, params: idParam, response: { 200: disputeReply } },
    },
    (req, reply) => {
      const actor = userOf(req);
      return idempotent(app.db, req, reply, actor.id, async (tx) =>
        replyWith('Sent to mediation')(tx, await escalate(deps, tx, actor, req.params.id)),
      );
    },
  );

  app.post(
    '/api/disputes/:id/decide',
    {
      config: user,
      schema: {
        headers: idempotencyHeaders,
        params: idParam,
        body: disputeDecideInput,
        response: { 200: disputeReply },
      },
    },
    (req, reply) => {
      const actor = userOf(req);
      return idempotent(app.db, req, reply, actor.id, async (tx) =>
        replyWith('Decision recorded')(tx, await decide(deps, tx, actor, req.params.id, req.body)),
      );
    },
  );

  app.post(
    '/api/disputes/:id/assign',
    {
      config: user,
      schema: {
        headers: idempotencyHeaders,
        params: idParam,
        body: disputeAssignInput,
        response: { 200: disputeReply },
      },
    },
    (req, reply) => {
      const actor = userOf(req);
      return idempotent(app.db, req, reply, actor.id, async (tx) =>
        replyWith('Mediator assigned')(tx, await assign(tx, actor, req.params.id, req.body.mediatorId)),
      );
    },
  );

  app.post(
    '/api/disputes/:id/evidence',
    {
      config: { ...user, multipartBody: evidenceForm, writeLimit: 'uploads' },
      schema: { params: idParam, response: { 201: disputeReply } },
    },
    async (req, reply) => {
      await addEvidence(app.db, app.files, userOf(req), req.params.id, req);
      return reply.code(201).send({
        success: true as const,
        message: 'Evidence attached',
        dispute: await disputeDetail(app.db, req.params.id, readerLanguage(req)),
      });
    },
  );

  app.get(
    '/api/disputes/:id/evidence/:evidenceId',
    {
      config: {
        ...user,
        replies: { 200: fileReply('The file, as attached (images re-encoded)', ATTACHMENT_TYPES) },
      },
      schema: {
        params: z.object({
          id: z.uuid({ message: 'Invalid id' }),
          evidenceId: z.uuid({ message: 'Invalid id' }),
        }),
      },
    },
    async (req, reply) => {
      const { file, content } = await readEvidence(
        app.db,
        app.files,
        userOf(req),
        req.params.id,
        req.params.evidenceId,
      );
      const ascii = file.fileName.replace(/[^\x20-\x7e]|["\\]/g, '_');
      return reply
        .header('content-type', file.mime)
        .header(
          'content-disposition',
          `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(file.fileName)}`,
        )
        .header('cache-control', 'private, no-store')
        .header('x-content-type-options', 'nosniff')
        .send(content);
    },
  );

  app.post(
    '/api/admin/users/:id/mediator',
    {
      config: user,
      // Like every /api/admin route (the console's guard): refused before the body is read.
      onRequest: async (req) => {
        if (!req.user) return; // the access guard answers 401
        authorize('staff:use-powers', req.user, req.user);
        authorize('admin:use-console', req.user);
      },
      schema: { params: idParam, body: mediatorToggleInput, response: { 200: mediatorToggleReply } },
    },
    async (req) => {
      const u = await setMediator(app.db, userOf(req), req.params.id, req.body.on);
      return {
        success: true as const,
        message: u.isMediator ? 'The user is now a mediator' : 'The user is no longer a mediator',
        user: { _id: u.id, isMediator: u.isMediator },
      };
    },
  );
};

export default routes;
