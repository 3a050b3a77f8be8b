import PgBoss from 'pg-boss';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/client.ts';
import { rawSql, type Executor } from '../db/executor.ts';
import type { JobName, QueueJobs } from './jobs.ts';

export type JobHandler<N extends JobName> = (data: QueueJobs[N], job: { id: string }) => Promise<void>;

export type JobOptions = {
  /** Tries after the first failure (default 5). */
  retryLimit?: number;
  /** Seconds before the first retry; doubled each time when `retryBackoff` (default 10, true). */
  retryDelaySeconds?: number;
  retryBackoff?: boolean;
  /**
   * 'short': while a job with the same `singletonKey` waits to run, scheduling another is a no-op
   * (one e-mail per conversation per quiet period). Default 'standard'.
   */
  policy?: 'standard' | 'short';
};

export type ScheduleOptions = {
  /** When to run: a moment, or milliseconds from now. Default: as soon as possible. */
  runAt?: Date;
  delayMs?: number;
  /** With a 'short' job: at most one waiting job per key. */
  singletonKey?: string;
  /** A uuid: scheduling the same id twice (an outbox handler run again) adds no second job. */
  id?: string;
};

/**
 * "No rows": pg-boss reads it as nothing fetched and nothing affected. After stop() (the database
 * may be closing), a late statement of a worker that outlived the stop's timeout gets this instead
 * of failing; its job is retried after the next start, as at-least-once delivery allows.
 */
const stoppedResult = () => Promise.resolve({ rows: undefined as unknown as [], rowCount: 0 });

/**
 * pg-boss marks a finished job completed or failed without awaiting the statement (manager.js
 * `onFetch`), so a database error there (the database restarting, the pool closing) would be an
 * unhandled rejection that stops the process. Those two statements answer "nothing affected"
 * instead: the job stays active, expires and is retried (handlers are safe to run twice). Every
 * other statement's error reaches pg-boss, which reports it as a queue error.
 */
function settle(text: string, err: unknown, log: FastifyBaseLogger) {
  const completion = /SET completed_on = now\(\)|WITH deleted_jobs AS/.test(text);
  if (!completion) throw err;
  log.warn({ err: (err as Error).message }, 'job queue: could not record a finished job; it will be retried');
  return stoppedResult();
}

type Definition = { handler: JobHandler<never>; options: JobOptions };

/**
 * The one durable job queue: pg-boss in the same database (PGlite or PostgreSQL), so a job survives
 * restarts, runs once across several nodes (FOR UPDATE SKIP LOCKED), and retries with back-off.
 * A job is scheduled inside the caller's transaction, so it exists exactly when the change that
 * asked for it committed.
 */
/**
 * `jobTimeoutSeconds`: a job still active after this is failed and retried (pg-boss's expiry; its
 * default is 15 minutes). It is also how long the jobs a killed node had taken wait before another
 * node runs them, so it is short; the check runs at every maintenance pass, made as frequent.
 */
export function createQueue(
  database: Database,
  log: FastifyBaseLogger,
  pollSeconds: number,
  jobTimeoutSeconds = 120,
) {
  /** Set once stop() returned: a worker still finishing then must not touch a closing database. */
  let stopped = false;
  const boss = new PgBoss({
    db: {
      executeSql: (text, values) =>
        stopped ? stoppedResult() : database.executeSql(text, values).catch((err) => settle(text, err, log)),
    },
    schedule: false,
    supervise: true,
    expireInSeconds: Math.max(1, Math.round(jobTimeoutSeconds)),
    maintenanceIntervalSeconds: Math.min(120, Math.max(1, Math.round(jobTimeoutSeconds / 2))),
    archiveCompletedAfterSeconds: 3600,
    deleteAfterDays: 7,
  });
  boss.on('error', (err) => log.warn({ err: err.message }, 'job queue error'));
  const definitions = new Map<string, Definition>();
  const workers = new Map<string, string>();
  let started = false;

  async function runBatch(name: string, jobs: PgBoss.Job<unknown>[]) {
    const def = definitions.get(name)!;
    for (const job of jobs) {
      try {
        await def.handler(job.data as never, { id: job.id });
      } catch (err) {
        // This job alone fails (and is retried); the others of the batch complete.
        log.warn({ job: name, id: job.id, err: (err as Error).message }, 'job failed');
        await boss.fail(name, job.id, { message: (err as Error).message });
      }
    }
  }

  /**
   * pg-boss's create_queue adds a partition per queue; two nodes starting together on a new
   * database deadlock there (PostgreSQL then cancels one of them). The loser tries again: by then
   * the queue exists and creating it is a no-op.
   */
  async function createQueue(name: string, options: PgBoss.Queue) {
    for (let attempt = 1; ; attempt++) {
      try {
        await boss.createQueue(name, options);
        return;
      } catch (err) {
        if ((err as { code?: string }).code !== '40P01' || attempt >= 5) throw err;
        log.warn({ queue: name }, 'job queue: deadlock creating the queue with another node; trying again');
        await new Promise((r) => setTimeout(r, 50 * attempt + Math.random() * 100));
      }
    }
  }

  return {
    /** Declares a job and its handler while the app is built. Handlers must be safe to run twice. */
    define<N extends JobName>(name: N, handler: JobHandler<N>, options: JobOptions = {}) {
      if (definitions.has(name)) throw new Error(`Job ${name} is already defined`);
      definitions.set(name, { handler: handler as JobHandler<never>, options });
    },

    /** Schedules a job in the caller's transaction (or at once, given the database). */
    async schedule<N extends JobName>(
      db: Executor,
      name: N,
      data: QueueJobs[N],
      options: ScheduleOptions = {},
    ) {
      if (!definitions.has(name)) throw new Error(`Job ${name} is not defined`);
      const runAt = options.runAt ?? (options.delayMs ? new Date(Date.now() + options.delayMs) : undefined);
      const id = await boss.send(
        name,
        data as object,
        {
          ...(runAt ? { startAfter: runAt } : {}),
          ...(options.singletonKey ? { singletonKey: options.singletonKey } : {}),
          ...(options.id ? { id: options.id } : {}),
          db: rawSql(db),
        } as PgBoss.SendOptions,
      );
      // Wake this node's worker for a job due now (other nodes find it at their next poll).
      const worker = workers.get(name);
      if (!runAt && worker) boss.notifyWorker(worker);
      return id;
    },

    async start() {
      await boss.start();
      for (const [name, { options }] of definitions) {
        await createQueue(name, {
          name,
          retryLimit: options.retryLimit ?? 5,
          retryDelay: options.retryDelaySeconds ?? 10,
          retryBackoff: options.retryBackoff ?? true,
          ...(options.policy ? { policy: options.policy } : {}),
        });
        const id = await boss.work(name, { pollingIntervalSeconds: pollSeconds, batchSize: 10 }, (jobs) =>
          runBatch(name, jobs),
        );
        workers.set(name, id);
      }
      started = true;
    },

    async stop() {
      if (!started) return;
      started = false;
      try {
        await boss.stop({ graceful: true, wait: true, timeout: 5000 });
      } finally {
        stopped = true;
      }
    },

    /** For tests and the console: how many jobs of a name wait or run. */
    async pending(name: JobName) {
      return boss.getQueueSize(name);
    },
  };
}

export type Queue = ReturnType<typeof createQueue>;
