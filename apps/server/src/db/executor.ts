import { PgTransaction } from 'drizzle-orm/pg-core';
import type { Db, Tx } from './client.ts';

/**
 * Where a service runs its statements: the database, or a transaction a caller already opened.
 * Every service function that writes takes one as its first argument, so a caller composes several
 * services into one atomic unit by passing its `tx` (accepting a proposal, creating a contract,
 * writing the ledger and recording the events all succeed or fail together).
 */
export type Executor = Db | Tx;

export const isTransaction = (db: Executor): db is Tx => db instanceof PgTransaction;

/** Runs `work` in the caller's transaction when there is one, otherwise in a new one. */
export function inTransaction<T>(db: Executor, work: (tx: Tx) => Promise<T>): Promise<T> {
  return isTransaction(db) ? work(db) : db.transaction(work);
}

type RawResult = { rows: unknown[]; rowCount?: number | null; affectedRows?: number };
type RawClient = { query(text: string, values?: unknown[]): Promise<RawResult> };

/**
 * The driver connection behind an executor, for SQL written outside Drizzle with `$n` parameters
 * (the job queue's statements) that must run inside the same transaction. Both drivers keep it at
 * `session.client` for a transaction and at `$client` for the database.
 */
export function rawSql(db: Executor) {
  const client = (
    isTransaction(db)
      ? (db as unknown as { session: { client: RawClient } }).session.client
      : (db as unknown as { $client: RawClient }).$client
  ) as RawClient;
  return {
    async executeSql(text: string, values?: unknown[]) {
      const r = await client.query(text, values);
      return { rows: r.rows, rowCount: r.rowCount ?? r.affectedRows ?? r.rows.length };
    },
  };
}
