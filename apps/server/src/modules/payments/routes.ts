import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { fundInput, idParam, paymentReply } from '@kt/shared';
import { paymentWebhookEvents } from '../../db/schema.ts';
import { HttpError, notFound } from '../../lib/errors.ts';
import { idempotencyHeaders, runIdempotent } from '../../lib/idempotency.ts';
import { redirectReply, type DocumentedReply } from '../../lib/openapi-replies.ts';
import { userOf } from '../../plugins/auth.ts';
import { contractDetail } from '../contracts/dto.ts';
import { contractsDeps } from '../contracts/deps.ts';
import type { Delivery } from './provider.ts';
import { refundMilestone, refundPayment } from './refunds.ts';
import {
  applyConfirmation,
  closeCheckout,
  keepIssue,
  openPayment,
  paymentView,
  startCheckout,
  type Applied,
} from './service.ts';

const providerParam = z.object({ provider: z.string().max(50) });

/**
 * Payments into escrow (issue 31): `POST /api/milestones/{id}/fund` opens a checkout, the provider
 * confirms through `POST /api/payments/webhooks/{provider}` or the payer's return
 * (`GET|POST /api/payments/return/{provider}`), and the payer may read or cancel an open checkout.
 */
const routes: FastifyPluginAsync = async (app) => {
  const deps = contractsDeps(app);
  const api = app.withTypeProvider<ZodTypeProvider>();

  /** After our checkout closed (committed): the provider's too, where it can (Stripe); best effort. */
  const closeAtProvider = async (p: { status: string; method: string; reference: string | null }) => {
    const provider = deps.payments.get(p.method);
    if (!p.reference || !provider?.closeCheckout || !['expired', 'cancelled'].includes(p.status)) return;
    await provider.closeCheckout(p.reference).catch((err: Error) => {
      app.log.info({ provider: p.method, err: err.message }, 'the provider kept the checkout open');
    });
  };

  app.queue.define('payments.expire', async ({ paymentId }) => {
    const before = await paymentView(app.db, paymentId, null).catch(() => undefined);
    const p = await closeCheckout(
      deps,
      app.db,
      paymentId,
      'expired',
      'Nobody completed the checkout in time',
    );
    if (before?.row.status === 'awaiting_payment') await closeAtProvider(p);
  });
  app.queue.define('payments.refund', ({ paymentId }) => refundPayment(deps, app.db, paymentId), {
    retryLimit: 8,
    retryDelaySeconds: 60,
  });
  app.queue.define(
    'payments.milestone-refund',
    ({ milestoneId }) => refundMilestone(deps, app.db, milestoneId),
    { retryLimit: 8, retryDelaySeconds: 60 },
  );

  const origin = (req: FastifyRequest) =>
    app.config.publicUrl?.replace(/\/+$/, '') ?? `${req.protocol}://${req.host}`;

  const reply201 = async (paymentId: string, actorId: string) => {
    const view = await paymentView(app.db, paymentId, null);
    if (view.row.payerId !== actorId) throw notFound('Payment not found');
    const sandbox = view.payment.method === 'sandbox';
    return {
      success: true as const,
      message: {
        awaiting_payment: 'Checkout started: complete the payment on the provider’s page',
        succeeded: sandbox ? 'Milestone funded (sandbox payment)' : 'Milestone funded',
        failed: 'Payment failed',
        expired: 'Payment expired',
        cancelled: 'Payment cancelled',
        refunding: 'Payment returned to you',
        refunded: 'Payment returned to you',
        credited: 'Payment returned to you',
      }[view.payment.status],
      payment: view.payment,
      ...(view.next ? { next: view.next } : {}),
      contract: await contractDetail(app.db, view.row.contractId, deps.payments),
    };
  };

  api.post(
    '/api/milestones/:id/fund',
    {
      config: { access: 'user', writeLimit: 'milestoneActions' },
      schema: {
        description:
          'Starts a payment into escrow: 201 with the payment and where the browser goes next (no `next`: confirmed at once, the sandbox)',
        headers: idempotencyHeaders,
        params: idParam,
        body: fundInput,
        response: { 201: paymentReply },
      },
    },
    async (req, reply) => {
      const actor = userOf(req);
      const opened = await runIdempotent(app.db, req, actor.id, async (tx) => {
        const p = await openPayment(deps, tx, actor, req.params.id, req.body?.method);
        return { statusCode: 201, body: { paymentId: p.id } };
      });
      const paymentId = (opened.body as { paymentId: string }).paymentId;
      await startCheckout(deps, app.db, paymentId, { origin: origin(req) });
      if (opened.replayed) reply.header('idempotent-replayed', 'true');
      return reply.code(201).send(await reply201(paymentId, actor.id));
    },
  );

  api.get(
    '/api/payments/:id',
    {
      config: { access: 'user' },
      schema: {
        description: 'A payment of yours, with `next` while it is open (resume the checkout)',
        params: idParam,
        response: { 200: paymentReply },
      },
    },
    async (req) => reply201(req.params.id, userOf(req).id),
  );

  api.post(
    '/api/payments/:id/cancel',
    {
      config: { access: 'user', writeLimit: 'milestoneActions' },
      schema: {
        description: 'Gives up an open checkout: the milestone is pending again',
        params: idParam,
        response: { 200: paymentReply },
      },
    },
    async (req) => {
      const actor = userOf(req);
      const before = await paymentView(app.db, req.params.id, actor).catch(() => undefined);
      const p = await closeCheckout(
        deps,
        app.db,
        req.params.id,
        'cancelled',
        'Cancelled by the client',
        actor,
      );
      if (before?.row.status === 'awaiting_payment') await closeAtProvider(p);
      return reply201(req.params.id, actor.id);
    },
  );

  // Provider deliveries: signatures cover the raw bytes, so these routes keep bodies as text.
  await app.register(async (child) => {
    child.removeContentTypeParser('application/json');
    child.addContentTypeParser('application/json', { parseAs: 'string' }, (_req, body, done) =>
      done(null, body),
    );
    child.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string' },
      (_req, body, done) => done(null, body),
    );
    const raw = child.withTypeProvider<ZodTypeProvider>();
    /** A delivery as the provider sent it: the raw body, its form or JSON fields, the query. */
    const deliveryOf = (req: FastifyRequest): Delivery => {
      const raw = typeof req.body === 'string' ? req.body : '';
      const fields: Record<string, string> = {};
      for (const [k, v] of Object.entries((req.query ?? {}) as Record<string, unknown>))
        fields[k] = String(v);
      if (raw && !raw.trim().startsWith('{')) {
        for (const [k, v] of new URLSearchParams(raw)) fields[k] = v;
      }
      return { rawBody: raw, headers: req.headers, fields };
    };

    /** A delivery whose signature failed is kept for the operator, then refused. */
    const verified = async (provider: string, kind: 'webhook' | 'return', delivery: Delivery) => {
      const p = deps.payments.get(provider);
      if (!p || p.method === 'sandbox') throw notFound('Unknown payment provider');
      try {
        return { provider: p, confirmation: await p.verify(kind, delivery) };
      } catch (err) {
        if (err instanceof HttpError && err.statusCode === 401) {
          const { pp_Password: _pw, ...fields } = delivery.fields;
          await keepIssue(app.db, {
            paymentId: null,
            provider,
            problem: 'bad_signature',
            detail: `A ${kind} with an invalid or expired signature was refused`,
            payload: { fields, body: delivery.rawBody.slice(0, 4000) },
          });
        }
        throw err;
      }
    };

    raw.post(
      '/api/payments/webhooks/:provider',
      {
        config: { access: 'public', replies: { 200: acknowledged } },
        schema: {
          description: "A payment provider's signed notification (JazzCash IPN, Stripe webhook)",
          params: providerParam,
        },
      },
      async (req) => {
        const { provider, confirmation } = await verified(req.params.provider, 'webhook', deliveryOf(req));
        if (confirmation.eventId) {
          // A replayed delivery is acknowledged; applying it again would change nothing anyway.
          await app.db
            .insert(paymentWebhookEvents)
            .values({ provider: provider.method, eventId: confirmation.eventId.slice(0, 200) })
            .onConflictDoNothing();
        }
        const { applied } = await applyConfirmation(deps, app.db, provider.method, confirmation, 'webhook');
        return (
          provider.acknowledge?.(applied) ?? { success: true, message: `Notification processed (${applied})` }
        );
      },
    );

    const back = async (req: FastifyRequest<{ Params: { provider: string } }>, reply: FastifyReply) => {
      let applied: Applied;
      let contractId: string | undefined;
      try {
        const { provider, confirmation } = await verified(req.params.provider, 'return', deliveryOf(req));
        const result = await applyConfirmation(deps, app.db, provider.method, confirmation, 'return');
        applied = result.applied;
        contractId = result.payment?.contractId;
      } catch (err) {
        if (!(err instanceof HttpError) || err.statusCode >= 500) throw err;
        applied = 'mismatch';
      }
      const outcome =
        applied === 'funded' || applied === 'duplicate'
          ? 'funded'
          : applied === 'pending'
            ? 'pending'
            : applied === 'left'
              ? 'cancelled'
              : applied === 'refunding' || applied === 'credited'
                ? 'returned'
                : applied === 'failed' || applied === 'ignored'
                  ? 'failed'
                  : 'invalid';
      return reply.redirect(
        contractId ? `/projects/${contractId}?payment=${outcome}` : `/projects?payment=${outcome}`,
        303,
      );
    };
    raw.get(
      '/api/payments/return/:provider',
      { config: { access: 'public', replies: { 303: backToContract } }, schema: { params: providerParam } },
      back,
    );
    raw.post(
      '/api/payments/return/:provider',
      { config: { access: 'public', replies: { 303: backToContract } }, schema: { params: providerParam } },
      back,
    );
  });
};

/** What a provider is told (JSON; JazzCash's IPN gets its own documented acknowledgement fields). */
const acknowledged: DocumentedReply = {
  description: 'The notification was verified and recorded (applied once, whatever the number of deliveries)',
  content: { 'application/json': { schema: { type: 'object', additionalProperties: true } } },
};
const backToContract = redirectReply(
  "The payer's browser is sent to the contract page with the outcome",
  '/projects/{contractId}?payment=funded|pending|cancelled|returned|failed|invalid',
);

export default routes;
