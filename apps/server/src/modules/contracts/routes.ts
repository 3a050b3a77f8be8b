import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  contractCreateInput,
  contractGetReply,
  contractListQuery,
  contractListReply,
  contractReply,
  idParam,
  milestoneAddInput,
  milestoneMessageInput,
  milestoneSubmitInput,
  refundInput,
  refundRequestInput,
} from '@kt/shared';
import { type z } from 'zod';
import { userOf } from '../../plugins/auth.ts';
import { contractDetail, listContracts } from './dto.ts';
import { contractsDeps } from './deps.ts';
import { idempotencyHeaders, idempotent } from '../../lib/idempotency.ts';
import {
  addMilestone,
  autoRelease,
  milestoneAction,
  refundWindowElapsed,
  type MilestoneAction,
} from './milestones.ts';
import { answerOffer, assertCanRead, createOffer, endContract, expireOffer } from './service.ts';
import { makeAvailable } from './settle.ts';
import { inTransaction } from '../../db/executor.ts';
import { balancesOf } from '../ledger/ledger.ts';
import { onContractEnded } from '../reviews/service.ts';
import { readerLanguage } from '../../lib/words.ts';

const routes: FastifyPluginAsyncZod = async (app) => {
  const deps = contractsDeps(app);
  const reviewsDeps = { queue: app.queue, windowMs: app.config.reviewWindowMs };

  app.queue.define('contract.offer-expire', ({ contractId }) => expireOffer(app.db, contractId));
  app.queue.define('milestone.auto-release', ({ milestoneId, at }) =>
    autoRelease(deps, app.db, milestoneId, at),
  );
  app.queue.define('milestone.refund-window', ({ milestoneId, at }) =>
    refundWindowElapsed(deps, app.db, milestoneId, at),
  );
  app.queue.define('ledger.funds-available', ({ milestoneId }) =>
    inTransaction(app.db, (tx) => makeAvailable(tx, milestoneId)),
  );

  const offer = { config: { access: 'user' as const, writeLimit: 'offers' as const } };
  const milestone = { config: { access: 'user' as const, writeLimit: 'milestoneActions' as const } };

  app.post(
    '/api/contracts',
    {
      ...offer,
      schema: { headers: idempotencyHeaders, body: contractCreateInput, response: { 201: contractReply } },
    },
    (req, reply) => {
      const actor = userOf(req);
      return idempotent(app.db, req, reply, actor.id, async (tx) => {
        const contract = await createOffer(deps, tx, actor, req.body);
        return {
          statusCode: 201,
          body: {
            success: true,
            message: 'Offer sent',
            contract: await contractDetail(tx, contract.id, deps.payments, readerLanguage(req)),
          },
        };
      });
    },
  );

  app.get(
    '/api/contracts',
    {
      config: { access: 'user' },
      schema: { querystring: contractListQuery, response: { 200: contractListReply } },
    },
    async (req) => {
      const actor = userOf(req);
      return {
        success: true as const,
        contracts: await listContracts(app.db, actor, req.query),
        balances: await balancesOf(app.db, actor.id),
      };
    },
  );

  app.get(
    '/api/contracts/:id',
    { config: { access: 'user' }, schema: { params: idParam, response: { 200: contractGetReply } } },
    async (req) => {
      await assertCanRead(app.db, userOf(req), req.params.id);
      return {
        success: true as const,
        contract: await contractDetail(app.db, req.params.id, deps.payments, readerLanguage(req)),
      };
    },
  );

  const contractSteps = {
    accept: { message: 'Offer accepted: the contract is active', run: 'accept' },
    decline: { message: 'Offer declined', run: 'decline' },
    withdraw: { message: 'Offer withdrawn', run: 'withdraw' },
    end: { message: 'Contract ended', run: 'end' },
  } as const;
  for (const [path, step] of Object.entries(contractSteps)) {
    app.post(
      `/api/contracts/:id/${path}`,
      {
        ...offer,
        schema: { headers: idempotencyHeaders, params: idParam, response: { 200: contractReply } },
      },
      (req, reply) => {
        const actor = userOf(req);
        return idempotent(app.db, req, reply, actor.id, async (tx) => {
          const id =
            step.run === 'end'
              ? await endContract(tx, actor, req.params.id).then(async (id) => {
                  await onContractEnded(reviewsDeps, tx, id); // reviews (issue 17): window and reputation
                  return id;
                })
              : await answerOffer(deps, tx, actor, req.params.id, step.run);
          return {
            statusCode: 200,
            body: {
              success: true,
              message: step.message,
              contract: await contractDetail(tx, id, deps.payments, readerLanguage(req)),
            },
          };
        });
      },
    );
  }

  app.post(
    '/api/contracts/:id/milestones',
    {
      ...milestone,
      schema: {
        headers: idempotencyHeaders,
        params: idParam,
        body: milestoneAddInput,
        response: { 201: contractReply },
      },
    },
    (req, reply) => {
      const actor = userOf(req);
      return idempotent(app.db, req, reply, actor.id, async (tx) => {
        const id = await addMilestone(tx, actor, req.params.id, req.body);
        return {
          statusCode: 201,
          body: {
            success: true,
            message: 'Milestone added',
            contract: await contractDetail(tx, id, deps.payments, readerLanguage(req)),
          },
        };
      });
    },
  );

  const milestoneSteps: { action: MilestoneAction; body?: z.ZodType; message: string }[] = [
    { action: 'cancel', message: 'Milestone cancelled' },
    { action: 'submit', body: milestoneSubmitInput, message: 'Work submitted' },
    { action: 'approve', message: 'Milestone approved and paid' },
    { action: 'request-changes', body: milestoneMessageInput, message: 'Changes requested' },
    { action: 'request-refund', body: refundRequestInput, message: 'Refund requested' },
    { action: 'refund', body: refundInput, message: 'Refund made' },
  ];
  for (const step of milestoneSteps) {
    app.post(
      `/api/milestones/:id/${step.action}`,
      {
        ...milestone,
        schema: {
          headers: idempotencyHeaders,
          params: idParam,
          ...(step.body ? { body: step.body } : {}),
          response: { 200: contractReply },
        },
      },
      (req, reply) => {
        const actor = userOf(req);
        return idempotent(app.db, req, reply, actor.id, async (tx) => {
          const input = { action: step.action, ...(req.body as object) } as Parameters<
            typeof milestoneAction
          >[4];
          const id = await milestoneAction(deps, tx, actor, req.params.id, input);
          return {
            statusCode: 200,
            body: {
              success: true,
              message: step.message,
              contract: await contractDetail(tx, id, deps.payments, readerLanguage(req)),
            },
          };
        });
      },
    );
  }
};

export default routes;
