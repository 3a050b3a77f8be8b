/**
 * /api/admin/payout-batches (issue 32): registered inside the console's plugin, so its guard applies
 * (an admin with two-factor on). Every step is audited in the service.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  idParam,
  payoutBatchCreateInput,
  payoutBatchReply,
  payoutBatchesReply,
  payoutResultsInput,
  payoutResultsReply,
} from '@kt/shared';
import { userOf } from '../../plugins/auth.ts';
import { badRequest, conflict } from '../../lib/errors.ts';
import type { PayoutProvider } from '../wallet/provider.ts';
import {
  batchDetail,
  batchFile,
  cancelBatch,
  createBatch,
  listBatches,
  markSent,
  recordResults,
} from './batches.ts';
import { parseResultsFile, ResultsFileError } from './csv.ts';

const payoutBatchRoutes =
  (provider: PayoutProvider): FastifyPluginAsyncZod =>
  async (app) => {
    // The bank's results file as it comes (text/csv); the service parses it.
    app.addContentTypeParser(
      'text/csv',
      { parseAs: 'string', bodyLimit: 2 * 1024 * 1024 },
      (_req, body, done) => done(null, body),
    );
    const admin = { config: { access: 'user' as const } };

    app.post(
      '/api/admin/payout-batches',
      { ...admin, schema: { body: payoutBatchCreateInput, response: { 201: payoutBatchReply } } },
      async (req, reply) => {
        if (provider.mode !== 'batch')
          throw conflict(
            'Payout batches are for PAYOUTS_PROVIDER=manual; this server pays out through its provider',
          );
        const batch = await createBatch(app.db, userOf(req), req.body.rail, provider.name);
        return reply.code(201).send({
          success: true as const,
          message: `Batch ${batch.number}: ${batch.count} withdrawal(s) queued for payment`,
          batch,
        });
      },
    );

    app.get(
      '/api/admin/payout-batches',
      { ...admin, schema: { response: { 200: payoutBatchesReply } } },
      async () => ({
        success: true as const,
        batches: await listBatches(app.db),
      }),
    );

    app.get(
      '/api/admin/payout-batches/:id',
      { ...admin, schema: { params: idParam, response: { 200: payoutBatchReply } } },
      async (req) => ({ success: true as const, batch: await batchDetail(app.db, req.params.id) }),
    );

    app.get(
      '/api/admin/payout-batches/:id/file',
      { ...admin, schema: { params: idParam, response: { 200: z.string().describe('text/csv') } } },
      async (req, reply) => {
        const file = await batchFile(app.db, userOf(req), req.params.id);
        return reply
          .type('text/csv; charset=utf-8')
          .header('content-disposition', `attachment; filename="${file.name}"`)
          .header('cache-control', 'private, no-store')
          .send(file.body);
      },
    );

    app.post(
      '/api/admin/payout-batches/:id/sent',
      { ...admin, schema: { params: idParam, response: { 200: payoutBatchReply } } },
      async (req) => {
        const { batch, changed } = await markSent(app.db, userOf(req), req.params.id);
        return {
          success: true as const,
          message: changed ? 'Batch marked as sent to the bank' : 'This batch was already sent',
          batch,
        };
      },
    );

    app.post(
      '/api/admin/payout-batches/:id/cancel',
      { ...admin, schema: { params: idParam, response: { 200: payoutBatchReply } } },
      async (req) => {
        const { batch, changed } = await cancelBatch(app.db, userOf(req), req.params.id);
        return {
          success: true as const,
          message: changed
            ? 'Batch cancelled; its withdrawals are ready to pay again'
            : 'This batch was already cancelled',
          batch,
        };
      },
    );

    app.post(
      '/api/admin/payout-batches/:id/results',
      { ...admin, schema: { params: idParam, response: { 200: payoutResultsReply } } },
      async (req) => {
        let rows;
        try {
          rows =
            typeof req.body === 'string'
              ? payoutResultsInput.parse({ rows: parseResultsFile(req.body) }).rows
              : payoutResultsInput.parse(req.body).rows;
        } catch (err) {
          if (err instanceof ResultsFileError) throw badRequest(err.message);
          if (err instanceof z.ZodError) throw badRequest(err.issues[0]?.message ?? 'Invalid results');
          throw err;
        }
        const result = await recordResults(app.db, userOf(req), req.params.id, rows);
        return {
          success: true as const,
          message: `${result.settled.length} settled, ${result.unchanged.length} already settled, ${result.unknown.length} unknown`,
          ...result,
        };
      },
    );
  };

export default payoutBatchRoutes;
