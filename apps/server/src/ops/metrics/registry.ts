import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import type { PoolStats } from '../../db/client.ts';
import type { Snapshot } from './snapshot.ts';

/** What this node knows at a scrape, beside the database's snapshot. */
export type Live = { pool: PoolStats; sockets: number };

/**
 * The metrics of one app (its own registry, so several apps in one process never share series):
 * prom-client's process metrics (CPU, memory, event-loop delay as `nodejs_eventloop_lag_*`), the
 * request histogram fed by the plugin's hook, and gauges set from the database at each scrape.
 */
export function createMetrics() {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, eventLoopMonitoringPrecision: 10 });
  const registers = [registry];

  const requests = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'HTTP requests by route template, method and status, in seconds',
    labelNames: ['method', 'route', 'status_code'],
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers,
  });
  const emailsFailed = new Counter({
    name: 'kt_emails_failed_total',
    help: 'E-mail sends this node tried and the mail server refused or could not take (each is retried)',
    registers,
  });
  const gauge = (name: string, help: string, labelNames: string[] = [], into = registers) =>
    new Gauge({ name, help, labelNames, registers: into });
  const g = {
    pool: gauge('kt_db_pool_connections', 'Database connections of this node by state', ['state']),
    poolMax: gauge('kt_db_pool_max', 'Connections this node may open to the database'),
    sockets: gauge('kt_sockets_connected', 'Socket.IO connections on this node'),
    queueJobs: gauge('kt_queue_jobs', 'Jobs in the queue by job type and state', ['queue', 'state']),
    queueOldest: gauge(
      'kt_queue_oldest_due_job_age_seconds',
      'How long the oldest job that is due has waited past its start time, by job type',
      ['queue'],
    ),
    mailUndeliverable: gauge(
      'kt_emails_undeliverable',
      'E-mails given up after every retry in the last 24 hours',
    ),
    outbox: gauge('kt_outbox_events', 'Events waiting in the outbox (parked: failed too often)', ['state']),
    outboxLag: gauge('kt_outbox_lag_seconds', 'Age of the oldest event still to deliver'),
    payouts: gauge('kt_payouts_waiting', 'Withdrawals not settled yet, by status', ['status']),
    payoutsOldest: gauge(
      'kt_payouts_oldest_waiting_seconds',
      'Age of the oldest unsettled withdrawal, by status',
      ['status'],
    ),
    paymentIssues: gauge(
      'kt_payments_needing_look',
      'Provider notifications that funded nothing (bad signature, mismatch, unknown payment), not yet resolved',
    ),
    ledgerOk: gauge('kt_ledger_check_ok', '1 when the last ledger check passed, 0 when it failed', [], []),
    ledgerFailed: gauge(
      'kt_ledger_check_failed_invariants',
      'Invariants the last ledger check found broken',
      [],
      [],
    ),
    ledgerAt: gauge(
      'kt_ledger_check_timestamp_seconds',
      'When the last ledger check ran (Unix time)',
      [],
      [],
    ),
    ledgerDuration: gauge('kt_ledger_check_duration_seconds', 'How long the last ledger check took', [], []),
  };

  /** Sets every gauge from this scrape's figures; series of a job type or status now gone are dropped. */
  function update(snapshot: Snapshot, live: Live) {
    for (const state of ['total', 'idle', 'waiting'] as const) g.pool.set({ state }, live.pool[state]);
    g.pool.set({ state: 'busy' }, live.pool.total - live.pool.idle);
    g.poolMax.set(live.pool.max);
    g.sockets.set(live.sockets);
    g.queueJobs.reset();
    g.queueOldest.reset();
    for (const q of snapshot.queues) {
      for (const state of ['due', 'scheduled', 'active', 'failed'] as const)
        g.queueJobs.set({ queue: q.queue, state }, q[state]);
      g.queueOldest.set({ queue: q.queue }, q.oldestDueSeconds);
    }
    if (snapshot.mailUndeliverable !== undefined) g.mailUndeliverable.set(snapshot.mailUndeliverable);
    if (snapshot.outbox) {
      g.outbox.set({ state: 'waiting' }, snapshot.outbox.waiting);
      g.outbox.set({ state: 'parked' }, snapshot.outbox.parked);
      g.outboxLag.set(snapshot.outbox.oldestSeconds);
    }
    g.payouts.reset();
    g.payoutsOldest.reset();
    for (const status of ['in_review', 'processing', 'sent']) {
      const p = snapshot.payouts.find((x) => x.status === status);
      g.payouts.set({ status }, p?.count ?? 0);
      g.payoutsOldest.set({ status }, p?.oldestSeconds ?? 0);
    }
    if (snapshot.paymentIssues !== undefined) g.paymentIssues.set(snapshot.paymentIssues);
    const l = snapshot.ledger;
    if (l) {
      // Shown only once a check has run: a gauge reads 0 before it is set, and 0 here pages someone.
      if (!registry.getSingleMetric('kt_ledger_check_ok'))
        for (const m of [g.ledgerOk, g.ledgerFailed, g.ledgerAt, g.ledgerDuration])
          registry.registerMetric(m);
      g.ledgerOk.set(l.ok ? 1 : 0);
      g.ledgerFailed.set(l.failed);
      g.ledgerAt.set(Math.floor(l.checkedAt.getTime() / 1000));
      g.ledgerDuration.set(l.durationMs / 1000);
    }
  }

  return { registry, requests, emailsFailed, update };
}

export type Metrics = ReturnType<typeof createMetrics>;
