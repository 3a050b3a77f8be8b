import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  clientEscrowReply,
  entriesQuery,
  entriesReply,
  idParam,
  okReply,
  payoutMethodInput,
  payoutMethodReply,
  payoutMethodsReply,
  statementMonthParam,
  statementReply,
  statementsReply,
  walletQuery,
  walletReply,
  withdrawalInput,
  withdrawalReply,
  withdrawalsReply,
} from '@kt/shared';
import { z } from 'zod';
import { inTransaction } from '../../db/executor.ts';
import { userOf } from '../../plugins/auth.ts';
import { idempotencyHeaders, idempotent } from '../../lib/idempotency.ts';
import { fileReply } from '../../lib/openapi-replies.ts';
import { listEntries, readWallet } from './balances.ts';
import { walletDeps } from './deps.ts';
import { clientEscrow } from './escrow.ts';
import { currentFx } from '../fx/rates.ts';
import { statementCsv } from './statement-csv.ts';
import { listStatementMonths, readStatement } from './statements.ts';
import { addMethod, listMethods, removeMethod, toPayoutMethodDto } from './methods.ts';
import webhookRoutes from './webhooks.ts';
import { confirmWithdrawal, createWithdrawal, listWithdrawals, sendWithdrawal } from './withdrawals.ts';

/** Wallet and payouts (issue 16): balances and entries from the ledger, payout methods, withdrawals. */
const routes: FastifyPluginAsyncZod = async (app) => {
  const deps = walletDeps(app);
  app.queue.define('withdrawal.send', ({ withdrawalId }) => sendWithdrawal(deps, app.db, withdrawalId), {
    retryLimit: 10,
  });
  app.queue.define(
    'withdrawal.confirm',
    ({ withdrawalId }) => confirmWithdrawal(deps, app.db, withdrawalId),
    {
      retryLimit: 10,
    },
  );

  // Its own scope: the webhook reads the raw body to check the signature.
  await app.register(webhookRoutes);

  const user = { config: { access: 'user' as const } };
  const payoutMethods = { config: { access: 'user' as const, writeLimit: 'payoutMethods' as const } };

  app.get(
    '/api/wallet',
    { ...user, schema: { querystring: walletQuery, response: { 200: walletReply } } },
    async (req) => {
      const s = deps.settings;
      const read = await readWallet(deps, app.db, userOf(req), req.query.currency);
      const currency = read.wallet.currency;
      const payIn = deps.provider.payoutCurrency;
      return {
        success: true as const,
        ...read,
        withdrawal: {
          min: s.minWithdrawal[currency],
          reviewAbove: s.reviewAbove[currency] ?? null,
          feeBasisPoints: s.feeBasisPoints,
          arrival:
            deps.provider.name === 'sandbox'
              ? 'Sandbox: paid within a minute, no real money moves'
              : 'Usually within one working day',
          fx: payIn && payIn !== currency ? await currentFx(app.db, deps.fx) : null,
        },
        sandbox: deps.provider.name === 'sandbox' || app.config.payments.providers.includes('sandbox'),
      };
    },
  );

  app.get(
    '/api/wallet/entries',
    { ...user, schema: { querystring: entriesQuery, response: { 200: entriesReply } } },
    async (req) => ({ success: true as const, ...(await listEntries(app.db, userOf(req), req.query)) }),
  );

  app.get(
    '/api/wallet/escrow',
    { ...user, schema: { response: { 200: clientEscrowReply } } },
    async (req) => ({ success: true as const, ...(await clientEscrow(app.db, userOf(req))) }),
  );

  app.get(
    '/api/wallet/statements',
    { ...user, schema: { response: { 200: statementsReply } } },
    async (req) => ({ success: true as const, months: await listStatementMonths(app.db, userOf(req)) }),
  );

  // Declared before `:month` so `2026-04.csv` is the CSV, not a month named "2026-04.csv".
  app.get(
    '/api/wallet/statements/:month.csv',
    {
      ...user,
      config: { ...user.config, replies: { 200: fileReply("The month's statement", ['text/csv']) } },
      schema: { params: statementMonthParam, response: { 200: z.string().describe('text/csv') } },
    },
    async (req, reply) => {
      const statement = await readStatement(app.db, userOf(req), req.params.month);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="statement-${statement.month}.csv"`)
        .header('cache-control', 'private, no-store')
        .send(statementCsv(statement));
    },
  );

  app.get(
    '/api/wallet/statements/:month',
    { ...user, schema: { params: statementMonthParam, response: { 200: statementReply } } },
    async (req, reply) => {
      reply.header('cache-control', 'private, no-store');
      return {
        success: true as const,
        statement: await readStatement(app.db, userOf(req), req.params.month),
      };
    },
  );

  app.get(
    '/api/wallet/payout-methods',
    { ...user, schema: { response: { 200: payoutMethodsReply } } },
    async (req) => ({ success: true as const, payoutMethods: await listMethods(app.db, userOf(req)) }),
  );

  app.post(
    '/api/wallet/payout-methods',
    { ...payoutMethods, schema: { body: payoutMethodInput, response: { 201: payoutMethodReply } } },
    async (req, reply) => {
      const row = await inTransaction(app.db, (tx) => addMethod(deps, tx, userOf(req), req.body));
      return reply.code(201).send({
        success: true as const,
        message: 'Payout method added',
        payoutMethod: toPayoutMethodDto(row),
      });
    },
  );

  app.delete(
    '/api/wallet/payout-methods/:id',
    { ...payoutMethods, schema: { params: idParam, response: { 200: okReply } } },
    async (req) => {
      await inTransaction(app.db, (tx) => removeMethod(tx, userOf(req), req.params.id));
      return { success: true as const, message: 'Payout method removed' };
    },
  );

  app.get(
    '/api/wallet/withdrawals',
    { ...user, schema: { response: { 200: withdrawalsReply } } },
    async (req) => ({ success: true as const, withdrawals: await listWithdrawals(app.db, userOf(req)) }),
  );

  app.post(
    '/api/wallet/withdrawals',
    {
      config: { access: 'user', writeLimit: 'withdrawals' },
      schema: { headers: idempotencyHeaders, body: withdrawalInput, response: { 201: withdrawalReply } },
    },
    (req, reply) => {
      const actor = userOf(req);
      return idempotent(app.db, req, reply, actor.id, async (tx) => {
        const withdrawal = await createWithdrawal(deps, tx, actor, req.body);
        return {
          statusCode: 201,
          body: {
            success: true,
            message:
              withdrawal.status === 'in_review'
                ? 'Withdrawal requested: an admin reviews large withdrawals before they are paid'
                : 'Withdrawal requested',
            withdrawal,
          },
        };
      });
    },
  );
};

export default routes;
