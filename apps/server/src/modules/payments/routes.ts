import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { okReply } from '@kt/shared';
import { paymentWebhookEvents } from '../../db/schema.ts';
import { inTransaction } from '../../db/executor.ts';
import { badRequest, notFound, unauthorized } from '../../lib/errors.ts';
import { contractsDeps } from '../contracts/deps.ts';
import { confirmFundingByWebhook } from '../contracts/milestones.ts';
import { verifyWebhook } from './provider.ts';

const webhookEvent = z.object({
  id: z.string().min(1).max(200),
  type: z.literal('funding.succeeded'),
  milestoneId: z.uuid(),
  reference: z.string().min(1).max(200),
});

/**
 * `POST /api/payments/webhooks/{provider}`: a provider's signed notice that a payment into escrow
 * succeeded. The signature (`Payments-Signature: t=…,v1=…`, HMAC-SHA256 with PAYMENTS_WEBHOOK_SECRET
 * over "<t>.<raw body>") must be fresh; an event id seen before is acknowledged and ignored, and the
 * funding itself happens at most once (ledger key `milestone:<id>:fund`).
 */
const routes: FastifyPluginAsync = async (app) => {
  const deps = contractsDeps(app);
  const secret = app.config.payments.webhookSecret;

  // The signature covers the raw bytes: this route keeps the body as text.
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_req, body, done) => done(null, body));

  app.withTypeProvider<ZodTypeProvider>().post(
    '/api/payments/webhooks/:provider',
    {
      config: { access: 'public' },
      schema: {
        description:
          "A payment provider's signed event (header Payments-Signature: t=<unix>,v1=<hmac-sha256 hex>)",
        params: z.object({ provider: z.string().max(50) }),
        response: { 200: okReply },
      },
    },
    async (req) => {
      if (req.params.provider !== deps.provider.name) throw notFound('Unknown payment provider');
      if (!secret) throw notFound('Webhooks are not configured');
      const raw = typeof req.body === 'string' ? req.body : '';
      const signature = req.headers['payments-signature'];
      if (!verifyWebhook(secret, raw, Array.isArray(signature) ? signature[0] : signature)) {
        throw unauthorized('Invalid or expired signature');
      }
      let parsed: z.infer<typeof webhookEvent>;
      try {
        parsed = webhookEvent.parse(JSON.parse(raw));
      } catch {
        throw badRequest('Unknown or malformed event');
      }
      const fresh = await inTransaction(app.db, async (tx) => {
        const rows = await tx
          .insert(paymentWebhookEvents)
          .values({ provider: deps.provider.name, eventId: parsed.id })
          .onConflictDoNothing()
          .returning({ id: paymentWebhookEvents.eventId });
        if (rows.length === 0) return false;
        await confirmFundingByWebhook(deps, tx, parsed.milestoneId, parsed.reference);
        return true;
      });
      return { success: true as const, message: fresh ? 'Event processed' : 'Event already processed' };
    },
  );
};

export default routes;
