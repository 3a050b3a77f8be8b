import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import * as schema from './schema.ts';
import { preparePgliteDir } from './pglite-dir.ts';
import { RemotePglite } from './pglite-remote.ts';
import { PGLITE_EXTENSIONS } from './pglite-extensions.ts';
import { dumpDataDir } from './pglite-dump.ts';
import { migrationsFolder } from './migrations-folder.ts';

/** One type for both drivers: their query APIs are the same. */
export type Db = NodePgDatabase<typeof schema>;
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export type Database = {
  db: Db;
  driver: 'pglite' | 'pg';
  /** Throws when the database cannot answer. */
  ping(): Promise<void>;
  close(): Promise<void>;
  /** Applies the committed migrations (idempotent). */
  migrate(): Promise<void>;
  /**
   * Keeps the query planner's statistics fresh. PostgreSQL's autovacuum does this by itself;
   * PGlite has no background workers, so we ANALYZE now and then every `everyMs`.
   */
  startMaintenance(everyMs?: number): Promise<void>;
  /**
   * Runs `onNotify` for every NOTIFY on `channel` (delivered at commit). With PostgreSQL this holds
   * one connection of its own, reconnecting when it drops. Returns a function that stops listening.
   */
  listen(channel: string, onNotify: () => void): Promise<() => Promise<void>>;
  /** Plain SQL with `$n` parameters outside Drizzle (the job queue's own statements). */
  executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[]; rowCount: number }>;
  /**
   * The embedded database: a consistent copy of its folder as a gzipped tar (`npm run backup` asks the
   * running server for it). Absent on PostgreSQL, which is backed up with pg_dump.
   */
  backup?(): Promise<Uint8Array>;
  /** The embedded instance, when the driver is PGlite (tests clone and dump it). */
  pglite?: PGlite;
  /**
   * Connections in use, for the metrics: PostgreSQL's pool (open, idle, callers waiting for one);
   * the embedded database is one connection, and `waiting` counts the statements queued behind it.
   */
  stats(): PoolStats;
};

export type PoolStats = { max: number; total: number; idle: number; waiting: number };

/** Connections each node's pool opens at most. */
const POOL_MAX = 10;

export type OpenOptions =
  | { driver: 'pg'; url: string }
  /** `thread: 'main'` keeps PGlite on this thread (default: a worker thread of its own). */
  | { driver: 'pglite'; dataDir: string; thread?: 'main' | 'worker' }
  | { driver: 'pglite-memory'; loadDataDir?: Blob | File };

export async function openDatabase(options: OpenOptions): Promise<Database> {
  if (options.driver === 'pg') {
    const pool = new pg.Pool({ connectionString: options.url, max: POOL_MAX });
    pool.on('error', () => {}); // an idle client's error is reported by the next query
    const db = drizzlePg(pool, { schema });
    return {
      db,
      driver: 'pg',
      ping: async () => void (await db.execute(sql`select 1`)),
      close: () => pool.end(),
      stats: () => ({
        max: POOL_MAX,
        total: pool.totalCount,
        idle: pool.idleCount,
        waiting: pool.waitingCount,
      }),
      listen: (channel, onNotify) => listenPg(options.url, channel, onNotify),
      executeSql: async (text, values) => {
        const r = await pool.query(text, values);
        return { rows: r.rows, rowCount: r.rowCount ?? 0 };
      },
      startMaintenance: async () => {},
      migrate: async () => {
        // One connection holds an advisory lock so two nodes starting together do not race.
        const client = await pool.connect();
        try {
          await client.query('select pg_advisory_lock(726354)');
          await migratePg(drizzlePg(client, { schema }), { migrationsFolder });
        } finally {
          await client.query('select pg_advisory_unlock(726354)').catch(() => {});
          client.release();
        }
      },
    };
  }
  // A database folder (the server, the scripts): PGlite on a thread of its own, so its work never
  // blocks requests. In memory (tests, benches that compare): on this thread, where it can be cloned.
  let pglite: PGlite | RemotePglite;
  let release = async () => {};
  if (options.driver === 'pglite') {
    const { dbDir, unlock } = await preparePgliteDir(options.dataDir);
    try {
      pglite =
        options.thread === 'main'
          ? new PGlite(dbDir, { extensions: PGLITE_EXTENSIONS })
          : await RemotePglite.open(dbDir);
      if (pglite instanceof PGlite) await pglite.waitReady;
    } catch (err) {
      unlock();
      throw err;
    }
    release = async () => unlock();
  } else {
    pglite = new PGlite({
      extensions: PGLITE_EXTENSIONS,
      ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
    });
    await pglite.waitReady;
  }
  const pgliteDb = drizzlePglite(pglite as PGlite, { schema });
  const db = pgliteDb as unknown as Db;
  let closed = false;
  let maintenance: NodeJS.Timeout | undefined;
  const analyze = () => pglite.exec('analyze').then(() => undefined);
  return {
    db,
    driver: 'pglite',
    ...(pglite instanceof PGlite ? { pglite } : {}),
    backup: () => (pglite instanceof RemotePglite ? pglite.dump() : dumpDataDir(pglite)),
    stats: () => {
      const queued = pglite instanceof RemotePglite ? pglite.queued : 0;
      return { max: 1, total: 1, idle: queued === 0 ? 1 : 0, waiting: Math.max(0, queued - 1) };
    },
    ping: async () => {
      if (closed || pglite.closed) throw new Error('database closed');
      await pglite.query('select 1');
    },
    migrate: () => migratePglite(pgliteDb, { migrationsFolder }),
    listen: async (channel, onNotify) => {
      const unlisten = await pglite.listen(channel, onNotify);
      return async () => {
        if (!closed) await unlisten();
      };
    },
    executeSql: async (text, values) => {
      // PGlite's exec runs several statements (the queue's schema set-up); query binds parameters.
      if (!values || values.length === 0) {
        const results = await pglite.exec(text);
        const last = results[results.length - 1];
        return { rows: last?.rows ?? [], rowCount: last?.affectedRows ?? 0 };
      }
      const r = await pglite.query(text, values);
      return { rows: r.rows, rowCount: r.affectedRows ?? r.rows.length };
    },
    startMaintenance: async (everyMs = 10 * 60_000) => {
      await analyze();
      maintenance ??= setInterval(() => {
        if (!closed) analyze().catch(() => {});
      }, everyMs);
      maintenance.unref();
    },
    close: async () => {
      if (closed) return;
      closed = true;
      clearInterval(maintenance);
      await pglite.close();
      await release();
    },
  };
}

/** LISTEN on a connection of its own, re-established with back-off whenever it drops. */
async function listenPg(url: string, channel: string, onNotify: () => void) {
  if (!/^[a-z_][a-z0-9_]*$/.test(channel)) throw new Error(`Bad channel name: ${channel}`);
  let client: pg.Client | undefined;
  let stopped = false;
  let retry: NodeJS.Timeout | undefined;
  const connect = async (delayMs = 500): Promise<void> => {
    const c = new pg.Client({ connectionString: url });
    c.on('notification', (n) => {
      if (n.channel === channel) onNotify();
    });
    c.on('error', () => {
      c.end().catch(() => {});
      if (client === c && !stopped) {
        client = undefined;
        retry = setTimeout(() => void connect(Math.min(delayMs * 2, 10_000)).catch(() => {}), delayMs);
        retry.unref();
      }
    });
    await c.connect();
    await c.query(`LISTEN ${channel}`);
    if (stopped) {
      await c.end();
      return;
    }
    client = c;
    onNotify(); // anything committed while we were not listening
  };
  await connect();
  return async () => {
    stopped = true;
    clearTimeout(retry);
    await client?.end().catch(() => {});
  };
}
