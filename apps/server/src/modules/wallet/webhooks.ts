import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { eq } from 'drizzle-orm';
import { okReply } from '@kt/shared';
import { paymentWebhookEvents, withdrawals } from '../../db/schema.ts';
import { inTransaction } from '../../db/executor.ts';
import { badRequest, notFound, unauthorized } from '../../lib/errors.ts';
import { verifyWebhook } from '../payments/signature.ts';
import { walletDeps } from './deps.ts';
import { settleWithdrawal } from './withdrawals.ts';

const payoutEvent = z.discriminatedUnion('type', [
  z.object({ id: z.string().min(1).max(200), type: z.literal('payout.paid'), withdrawalId: z.uuid() }),
  z.object({
    id: z.string().min(1).max(200),
    type: z.literal('payout.failed'),
    withdrawalId: z.uuid(),
    reason: z.string().min(1).max(300),
  }),
]);

/**
 * `POST /api/wallet/webhooks/{provider}`: a payout provider's signed notice that a payout was paid
 * or failed, signed like the payment webhooks (Payments-Signature with PAYMENTS_WEBHOOK_SECRET, fresh
 * within five minutes). An event id seen before is acknowledged and changes nothing; a withdrawal
 * is posted or voided at most once (settleWithdrawal), and only once it was sent.
 */
const routes: FastifyPluginAsync = async (app) => {
  const deps = walletDeps(app);
  const secret = app.config.payments.webhookSecret;
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_req, body, done) => done(null, body));

  app.withTypeProvider<ZodTypeProvider>().post(
    '/api/wallet/webhooks/:provider',
    {
      config: { access: 'public' },
      schema: {
        description:
          "A payout provider's signed event (header Payments-Signature: t=<unix>,v1=<hmac-sha256 hex>)",
        params: z.object({ provider: z.string().max(50) }),
        response: { 200: okReply },
      },
    },
    async (req) => {
      if (req.params.provider !== deps.provider.name) throw notFound('Unknown payout provider');
      if (!secret) throw notFound('Webhooks are not configured');
      const raw = typeof req.body === 'string' ? req.body : '';
      const signature = req.headers['payments-signature'];
      if (!verifyWebhook(secret, raw, Array.isArray(signature) ? signature[0] : signature)) {
        throw unauthorized('Invalid or expired signature');
      }
      let event: z.infer<typeof payoutEvent>;
      try {
        event = payoutEvent.parse(JSON.parse(raw));
      } catch {
        throw badRequest('Unknown or malformed event');
      }
      const fresh = await inTransaction(app.db, async (tx) => {
        const rows = await tx
          .insert(paymentWebhookEvents)
          .values({ provider: `payout-${deps.provider.name}`, eventId: event.id })
          .onConflictDoNothing()
          .returning({ id: paymentWebhookEvents.eventId });
        if (rows.length === 0) return false;
        const [w] = await tx
          .select({ status: withdrawals.status })
          .from(withdrawals)
          .where(eq(withdrawals.id, event.withdrawalId));
        if (!w) throw notFound('Withdrawal not found');
        if (w.status !== 'sent') return true;
        await settleWithdrawal(
          tx,
          event.withdrawalId,
          event.type === 'payout.paid' ? { paid: true } : { paid: false, reason: event.reason },
        );
        return true;
      });
      return { success: true as const, message: fresh ? 'Event processed' : 'Event already processed' };
    },
  );
};

export default routes;
