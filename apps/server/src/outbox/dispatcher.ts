import { inArray, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/client.ts';
import { outbox } from '../db/schema.ts';
import type { OutboxTopics, Topic } from './topics.ts';

export type OutboxHandler<T extends Topic> = (payload: OutboxTopics[T]) => Promise<void> | void;

export type DispatcherOptions = {
  /** A safety net: how often to look for events whose wake-up was missed or whose retry is due. */
  pollMs?: number;
  batchSize?: number;
  /** How long a claim lasts before another node may take the event over (a node died mid-way). */
  claimSeconds?: number;
  /** Failures after which an event is parked (kept, logged, no longer retried). */
  maxAttempts?: number;
};

type Claimed = { id: string; topic: string; payload: unknown; attempts: number };

/** Seconds to wait before the next try after `attempts` failures: 2, 4, 8… at most 5 minutes. */
export const backoffSeconds = (attempts: number) => Math.min(2 ** attempts, 300);

/**
 * Delivers outbox events after their transaction committed. Woken by NOTIFY (sent at commit by a
 * trigger on the table) and by a slow poll; each batch is claimed with FOR UPDATE SKIP LOCKED, so
 * with several nodes each event is delivered by one of them. A delivered event is deleted; a failed
 * one is retried with back-off. An event written before a crash is delivered after restart.
 */
export function createDispatcher(
  database: Database,
  log: FastifyBaseLogger,
  options: DispatcherOptions = {},
) {
  const { pollMs = 2000, batchSize = 100, claimSeconds = 30, maxAttempts = 20 } = options;
  const { db } = database;
  const handlers = new Map<string, OutboxHandler<never>>();
  let running: Promise<void> | undefined;
  let again = false;
  let stopped = true;
  let timer: NodeJS.Timeout | undefined;
  let unlisten: (() => Promise<void>) | undefined;

  async function claim(): Promise<Claimed[]> {
    const topics = [...handlers.keys()];
    if (topics.length === 0) return [];
    const result = await db.execute<{ id: string; topic: string; payload: unknown; attempts: number }>(sql`
      update ${outbox} set locked_until = now() + make_interval(secs => ${claimSeconds}), attempts = attempts + 1
      where id in (
        select id from ${outbox}
        where (locked_until is null or locked_until <= now())
          and topic in (${sql.join(
            topics.map((t) => sql`${t}`),
            sql`, `,
          )})
        order by id limit ${batchSize}
        for update skip locked
      )
      returning id::text as id, topic, payload, attempts`);
    return result.rows.sort((a, b) => Number(a.id) - Number(b.id));
  }

  async function fail(event: Claimed, err: unknown) {
    const parked = event.attempts >= maxAttempts;
    const message = err instanceof Error ? err.message : String(err);
    (parked ? log.error : log.warn).call(
      log,
      { topic: event.topic, id: event.id, attempts: event.attempts, err: message },
      parked ? 'outbox event parked after too many failures' : 'outbox event failed; will retry',
    );
    const wait = parked
      ? sql`'infinity'::timestamptz`
      : sql`now() + make_interval(secs => ${backoffSeconds(event.attempts)})`;
    await db.execute(
      sql`update ${outbox} set locked_until = ${wait}, last_error = ${message.slice(0, 500)} where id = ${event.id}`,
    );
  }

  /** Claims and delivers one batch; the number of events claimed. */
  async function runBatch(): Promise<number> {
    const events = await claim();
    const delivered: number[] = [];
    for (const event of events) {
      try {
        await (handlers.get(event.topic) as OutboxHandler<Topic>)(event.payload as never);
        delivered.push(Number(event.id));
      } catch (err) {
        await fail(event, err).catch((e: unknown) => log.error({ err: e }, 'outbox bookkeeping failed'));
      }
    }
    if (delivered.length > 0) await db.delete(outbox).where(inArray(outbox.id, delivered));
    return events.length;
  }

  function kick(): Promise<void> {
    if (stopped) return Promise.resolve();
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      do {
        again = false;
        while (!stopped && (await runBatch()) === batchSize);
      } while (again && !stopped);
    })()
      .catch((err: unknown) => {
        if (!stopped) log.error({ err }, 'outbox dispatch failed');
      })
      .finally(() => {
        running = undefined;
      });
    return running;
  }

  return {
    /** Registers the one handler of a topic. Handlers must be safe to run twice (at-least-once). */
    on<T extends Topic>(topic: T, handler: OutboxHandler<T>) {
      if (handlers.has(topic)) throw new Error(`Outbox topic ${topic} already has a handler`);
      handlers.set(topic, handler as OutboxHandler<never>);
    },
    /** Delivers what is waiting now (tests await it; requests never need to). */
    async drain() {
      await kick();
      while (running) await running;
    },
    async start() {
      stopped = false;
      unlisten = await database.listen('kt_outbox', () => void kick());
      timer = setInterval(() => void kick(), pollMs);
      timer.unref();
      void kick();
    },
    async stop() {
      stopped = true;
      clearInterval(timer);
      await unlisten?.().catch(() => {});
      await running;
    },
  };
}

export type Dispatcher = ReturnType<typeof createDispatcher>;
