import fp from 'fastify-plugin';
import { runRecordedCheck } from './recorded-check.ts';

declare module '../../queue/jobs.ts' {
  interface QueueJobs {
    /** Checks the ledger's invariants, records the result, then schedules its next run. */
    'ledger.check': Record<string, never>;
  }
}

/**
 * The ledger checked by the server itself every LEDGER_CHECK_EVERY (one node runs each check: the
 * job is a singleton in the queue), so `kt_ledger_check_ok` in the metrics is never stale.
 */
export default fp(async (app) => {
  const every = app.config.ledgerCheckEveryMs;
  app.queue.define(
    'ledger.check',
    async () => {
      // The next run first, so a check that throws (and is retried) never ends the schedule.
      await app.queue.schedule(app.db, 'ledger.check', {}, { delayMs: every, singletonKey: 'all' });
      const report = await runRecordedCheck(app.db, 'schedule');
      if (!report.ok) {
        const failed = report.invariants.filter((i) => !i.ok).map((i) => `${i.name}: ${i.detail}`);
        app.log.error({ failed }, 'ledger check FAILED');
      }
    },
    { policy: 'short' },
  );
  app.addHook('onReady', async () => {
    // The first check soon after start; while one waits, scheduling another is a no-op.
    await app.queue.schedule(
      app.db,
      'ledger.check',
      {},
      { delayMs: Math.min(every, 60_000), singletonKey: 'all' },
    );
  });
});
