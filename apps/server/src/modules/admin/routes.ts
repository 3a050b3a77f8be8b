import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adminUserDetailReply,
  adminUserReply,
  adminUsersQuery,
  adminUsersReply,
  adminWithdrawalReply,
  adminWithdrawalsQuery,
  adminWithdrawalsReply,
  auditReply,
  contactInboxReply,
  cursorQuery,
  hideInput,
  idParam,
  ledgerReply,
  okReply,
  rejectInput,
  reportResolveInput,
  reportsQuery,
  reportsReply,
  suspendInput,
} from '@kt/shared';
import { userOf } from '../../plugins/auth.ts';
import { consoleGuard } from './console-guard.ts';
import { walletDeps } from '../wallet/deps.ts';
import { listAudit } from './audit-read.ts';
import { contactInbox, listReports, resolveReport, setHidden } from './content.ts';
import { approveWithdrawal, listWithdrawalsFor, rejectWithdrawal, trialBalance } from './money.ts';
import { checkLedger } from '../ledger/invariants.ts';
import payoutBatchRoutes from '../payouts/routes.ts';
import fxRateRoutes from '../fx/routes.ts';
import { openPaymentIssues } from '../payments/service.ts';
import { listUsers, suspendUser, unsuspendUser, userDetail } from './users.ts';

const contentParams = z.object({
  type: z.enum(['job', 'profile'], { message: 'Only jobs and profiles can be hidden' }),
  id: z.uuid({ message: 'Invalid id' }),
});

/**
 * The operator's console (issue 18), every route under /api/admin, behind the console's guard
 * (console-guard.ts; programme credentials add theirs in modules/credentials).
 */
const routes: FastifyPluginAsyncZod = async (app) => {
  const deps = walletDeps(app);
  app.addHook('onRequest', consoleGuard);
  const admin = { config: { access: 'user' as const } };
  await app.register(payoutBatchRoutes(deps.provider));
  await app.register(fxRateRoutes(deps.fx));

  app.get(
    '/api/admin/users',
    { ...admin, schema: { querystring: adminUsersQuery, response: { 200: adminUsersReply } } },
    async (req) => ({ success: true as const, ...(await listUsers(app.db, req.query)) }),
  );

  app.get(
    '/api/admin/users/:id',
    { ...admin, schema: { params: idParam, response: { 200: adminUserDetailReply } } },
    async (req) => ({ success: true as const, user: await userDetail(app.db, req.params.id) }),
  );

  app.post(
    '/api/admin/users/:id/suspend',
    { ...admin, schema: { params: idParam, body: suspendInput, response: { 200: adminUserReply } } },
    async (req) => ({
      success: true as const,
      message: 'User suspended',
      user: await suspendUser(app.db, userOf(req), req.params.id, req.body),
    }),
  );

  app.post(
    '/api/admin/users/:id/unsuspend',
    { ...admin, schema: { params: idParam, response: { 200: adminUserReply } } },
    async (req) => {
      const { user, changed } = await unsuspendUser(app.db, userOf(req), req.params.id);
      return {
        success: true as const,
        message: changed ? 'Suspension lifted' : 'User is not suspended',
        user,
      };
    },
  );

  app.get(
    '/api/admin/reports',
    { ...admin, schema: { querystring: reportsQuery, response: { 200: reportsReply } } },
    async (req) => ({ success: true as const, reports: await listReports(app.db, req.query.status) }),
  );

  app.post(
    '/api/admin/reports/:id/resolve',
    { ...admin, schema: { params: idParam, body: reportResolveInput, response: { 200: okReply } } },
    async (req) => {
      await resolveReport(app.db, userOf(req), req.params.id, req.body.outcome);
      return { success: true as const, message: 'Report closed' };
    },
  );

  app.post(
    '/api/admin/content/:type/:id/hide',
    { ...admin, schema: { params: contentParams, body: hideInput, response: { 200: okReply } } },
    async (req) => {
      const changed = await setHidden(app.db, userOf(req), req.params.type, req.params.id, req.body);
      return { success: true as const, message: changed ? 'Hidden' : 'Already hidden' };
    },
  );

  app.post(
    '/api/admin/content/:type/:id/restore',
    { ...admin, schema: { params: contentParams, response: { 200: okReply } } },
    async (req) => {
      const changed = await setHidden(app.db, userOf(req), req.params.type, req.params.id, null);
      return { success: true as const, message: changed ? 'Restored' : 'Not hidden' };
    },
  );

  app.get(
    '/api/admin/contact-messages',
    { ...admin, schema: { querystring: cursorQuery, response: { 200: contactInboxReply } } },
    async (req) => ({ success: true as const, ...(await contactInbox(app.db, req.query.cursor)) }),
  );

  app.get(
    '/api/admin/withdrawals',
    { ...admin, schema: { querystring: adminWithdrawalsQuery, response: { 200: adminWithdrawalsReply } } },
    async (req) => ({
      success: true as const,
      withdrawals: await listWithdrawalsFor(app.db, req.query.status),
    }),
  );

  app.post(
    '/api/admin/withdrawals/:id/approve',
    { ...admin, schema: { params: idParam, response: { 200: adminWithdrawalReply } } },
    async (req) => {
      const { withdrawal, changed } = await approveWithdrawal(deps, app.db, userOf(req), req.params.id);
      return {
        success: true as const,
        message: changed ? 'Withdrawal approved' : 'Withdrawal was already approved',
        withdrawal,
      };
    },
  );

  app.post(
    '/api/admin/withdrawals/:id/reject',
    { ...admin, schema: { params: idParam, body: rejectInput, response: { 200: adminWithdrawalReply } } },
    async (req) => {
      const { withdrawal, changed } = await rejectWithdrawal(
        app.db,
        userOf(req),
        req.params.id,
        req.body.reason,
      );
      return {
        success: true as const,
        message: changed
          ? 'Withdrawal rejected; the money is back in their available balance'
          : 'Withdrawal was already rejected',
        withdrawal,
      };
    },
  );

  app.get('/api/admin/ledger', { ...admin, schema: { response: { 200: ledgerReply } } }, async () => {
    const report = await checkLedger(app.db);
    return {
      success: true as const,
      currencies: await trialBalance(app.db),
      ok: report.ok,
      checks: report.invariants.map(({ id, name, ok, detail }) => ({ id, name, ok, detail })),
      paymentIssues: await openPaymentIssues(app.db),
    };
  });

  app.get(
    '/api/admin/audit',
    { ...admin, schema: { querystring: cursorQuery, response: { 200: auditReply } } },
    async (req) => ({ success: true as const, ...(await listAudit(app.db, req.query.cursor)) }),
  );
};

export default routes;
