import fp from 'fastify-plugin';
import { contractsDeps } from '../contracts/deps.ts';
import { reconcilePayments } from './reconcile.ts';

/**
 * Payments reconciled with their providers every PAYMENTS_RECONCILE_EVERY (default 1h), like the
 * ledger's scheduled check: a singleton job that schedules its next run first, so one node runs it
 * and a run that throws never ends the schedule.
 */
export default fp(async (app) => {
  const every = app.config.payments.reconcileEveryMs;
  const deps = contractsDeps(app);
  app.queue.define(
    'payments.reconcile',
    async () => {
      await app.queue.schedule(app.db, 'payments.reconcile', {}, { delayMs: every, singletonKey: 'all' });
      const report = await reconcilePayments(deps, app.db);
      const level = report.differences > 0 || report.unreachable > 0 ? 'warn' : 'info';
      app.log[level]({ ...report }, 'payments reconciled with their providers');
    },
    { policy: 'short' },
  );
  app.addHook('onReady', async () => {
    await app.queue.schedule(app.db, 'payments.reconcile', {}, { delayMs: every, singletonKey: 'all' });
  });
});
