import { readMigrationFiles } from 'drizzle-orm/migrator';
import PgBoss from 'pg-boss';
import { migrationsFolder } from '../../db/migrations-folder.ts';
import type { Query } from './catalog.ts';

/**
 * Creates on an empty PostgreSQL database, inside the caller's transaction, the schema the app
 * runs on: our committed migrations (the same SQL every PostgreSQL install runs; drizzle's
 * bookkeeping rows are then copied from the source), drizzle's table, and pg-boss's schema with one
 * partition per queue the source has. Tables the migrations fill (listing versions) are emptied
 * by the copy before it writes the source's rows.
 */
export async function createTargetSchema(target: Query, queues: Record<string, unknown>[]) {
  for (const migration of readMigrationFiles({ migrationsFolder })) {
    for (const statement of migration.sql) if (statement.trim()) await target(statement);
  }
  // As drizzle's migrator creates it (its rows come from the source).
  await target('CREATE SCHEMA IF NOT EXISTS "drizzle"');
  await target(
    'CREATE TABLE IF NOT EXISTS "drizzle"."__drizzle_migrations" (id SERIAL PRIMARY KEY, hash text NOT NULL, created_at bigint)',
  );
  await target(withoutOwnTransaction(PgBoss.getConstructionPlans('pgboss')));
  for (const q of queues) {
    await target('select pgboss.create_queue($1, $2::json)', [
      q.name,
      JSON.stringify({
        policy: q.policy,
        retryLimit: q.retry_limit,
        retryDelay: q.retry_delay,
        retryBackoff: q.retry_backoff,
        expireInSeconds: q.expire_seconds,
        retentionMinutes: q.retention_minutes,
        deadLetter: q.dead_letter,
      }),
    ]);
  }
}

/**
 * pg-boss's plan runs in a transaction of its own with 30 s timeouts; ours wraps the whole move, so
 * its BEGIN, COMMIT and SET LOCALs are left out.
 */
function withoutOwnTransaction(plan: string) {
  return plan
    .split('\n')
    .filter((line) => !/^\s*(BEGIN|COMMIT|SET LOCAL [a-z_]+ = '30s');\s*$/.test(line))
    .join('\n');
}

/** The job queue's queues of the source, dead-letter targets first (they are referenced). */
export async function sourceQueues(source: Query) {
  const rows = await source('select * from pgboss.queue order by dead_letter nulls first, name');
  return rows;
}

/** The last migration the code knows, which the source must have reached. */
export function latestMigration() {
  const all = readMigrationFiles({ migrationsFolder });
  return all[all.length - 1]!;
}
