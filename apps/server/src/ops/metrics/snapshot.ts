import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { lastCheck, type LastCheck } from '../../modules/ledger/recorded-check.ts';

type Row = Record<string, unknown>;
const rowsOf = async (db: Db, query: ReturnType<typeof sql>): Promise<Row[]> =>
  (await db.execute(query)).rows as Row[];
const num = (v: unknown) => (v === null || v === undefined ? 0 : Number(v));

export type QueueFigures = {
  queue: string;
  due: number;
  scheduled: number;
  active: number;
  failed: number;
  /** Seconds the oldest due job has waited past its start time (0 when none is due). */
  oldestDueSeconds: number;
};

/**
 * What the database says at one scrape: the job queue per job type, the outbox, payouts and the
 * last ledger check. Shared by every node (they read the same database), so alerts on any node's
 * figures mean the same thing. Each part that cannot be read (the queue's tables before its first
 * start) is left out rather than failing the scrape.
 */
export type Snapshot = {
  queues: QueueFigures[];
  /** mail.send jobs that failed for good (every retry spent) in the last 24 hours. */
  mailUndeliverable: number | undefined;
  outbox: { waiting: number; parked: number; oldestSeconds: number } | undefined;
  payouts: { status: string; count: number; oldestSeconds: number }[];
  /** Provider notifications that funded nothing (issue 31) and no operator has resolved yet. */
  paymentIssues: number | undefined;
  ledger: LastCheck | undefined;
};

async function queues(db: Db): Promise<QueueFigures[]> {
  const rows = await rowsOf(
    db,
    sql`select name,
          count(*) filter (where state in ('created', 'retry') and start_after <= now()) as due,
          count(*) filter (where state in ('created', 'retry') and start_after > now()) as scheduled,
          count(*) filter (where state = 'active') as active,
          count(*) filter (where state = 'failed') as failed,
          coalesce(extract(epoch from now() - min(start_after)
            filter (where state in ('created', 'retry') and start_after <= now())), 0) as oldest
        from pgboss.job group by name order by name`,
  );
  return rows.map((r) => ({
    queue: String(r.name),
    due: num(r.due),
    scheduled: num(r.scheduled),
    active: num(r.active),
    failed: num(r.failed),
    oldestDueSeconds: num(r.oldest),
  }));
}

async function mailUndeliverable(db: Db): Promise<number> {
  const [row] = await rowsOf(
    db,
    sql`select (select count(*) from pgboss.job where name = 'mail.send' and state = 'failed'
                  and completed_on > now() - interval '24 hours')
             + (select count(*) from pgboss.archive where name = 'mail.send' and state = 'failed'
                  and completed_on > now() - interval '24 hours') as n`,
  );
  return num(row?.n);
}

async function outboxFigures(db: Db) {
  const [row] = await rowsOf(
    db,
    sql`select count(*) filter (where locked_until is distinct from 'infinity') as waiting,
          count(*) filter (where locked_until = 'infinity') as parked,
          coalesce(extract(epoch from now() - min(created_at)
            filter (where locked_until is distinct from 'infinity')), 0) as oldest
        from outbox`,
  );
  return { waiting: num(row?.waiting), parked: num(row?.parked), oldestSeconds: num(row?.oldest) };
}

/** Withdrawals not settled yet: waiting for an admin, for the provider, or sent and unconfirmed. */
async function payouts(db: Db) {
  const rows = await rowsOf(
    db,
    sql`select status, count(*) as n, coalesce(extract(epoch from now() - min(created_at)), 0) as oldest
        from withdrawals where status in ('in_review', 'processing', 'sent') group by status`,
  );
  return rows.map((r) => ({ status: String(r.status), count: num(r.n), oldestSeconds: num(r.oldest) }));
}

async function paymentIssues(db: Db): Promise<number> {
  const [row] = await rowsOf(db, sql`select count(*) as n from payment_issues where resolved_at is null`);
  return num(row?.n);
}

const orUndefined = <T>(p: Promise<T>) => p.catch(() => undefined);

export async function readSnapshot(db: Db): Promise<Snapshot> {
  // One after another: on the embedded database statements run one at a time anyway.
  return {
    queues: (await orUndefined(queues(db))) ?? [],
    mailUndeliverable: await orUndefined(mailUndeliverable(db)),
    outbox: await orUndefined(outboxFigures(db)),
    payouts: (await orUndefined(payouts(db))) ?? [],
    paymentIssues: await orUndefined(paymentIssues(db)),
    ledger: await orUndefined(lastCheck(db)),
  };
}
