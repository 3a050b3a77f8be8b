import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { PGlite } from '@electric-sql/pglite';
import { openDatabase } from '../../db/client.ts';
import { PGLITE_EXTENSIONS } from '../../db/pglite-extensions.ts';
import { checkLedger, type LedgerReport } from '../../modules/ledger/invariants.ts';
import { rowCounts, userRelations } from '../move/catalog.ts';
import { hasEmbeddedDatabase, onClient, redact } from '../cli.ts';
import { runPgTool } from './backup.ts';

export type BackupKind = 'embedded' | 'postgres';
export type RestoreReport = { counts: Record<string, number>; ledger: LedgerReport };

/** What a backup file holds, by its first bytes: gzip (the embedded folder) or pg_dump's archive. */
export function backupKind(file: string): BackupKind | undefined {
  const fd = fs.openSync(file, 'r');
  try {
    const head = Buffer.alloc(5);
    fs.readSync(fd, head, 0, 5, 0);
    if (head[0] === 0x1f && head[1] === 0x8b) return 'embedded';
    if (head.toString('latin1') === 'PGDMP') return 'postgres';
    return undefined;
  } finally {
    fs.closeSync(fd);
  }
}

/**
 * Restores an embedded backup into a DATA_DIR that has no database yet: unpacked into a temporary
 * folder beside it and moved into place once PGlite has opened it, so an interrupted restore leaves
 * no half database behind. Then reads every table's row count and checks the ledger.
 */
export async function restoreEmbedded(file: string, dataDir: string): Promise<RestoreReport> {
  if (hasEmbeddedDatabase(dataDir)) {
    throw new Error(`${dataDir} already holds a database: restore into a new, empty DATA_DIR.`);
  }
  fs.mkdirSync(dataDir, { recursive: true });
  const tmp = path.join(dataDir, `db.restore-${process.pid}`);
  fs.rmSync(tmp, { recursive: true, force: true });
  const loaded = new PGlite(tmp, {
    extensions: PGLITE_EXTENSIONS,
    loadDataDir: new Blob([fs.readFileSync(file)]),
  });
  await loaded.waitReady;
  await loaded.close();
  if (hasEmbeddedDatabase(dataDir)) {
    fs.rmSync(tmp, { recursive: true, force: true });
    throw new Error(`${dataDir} got a database while restoring: nothing was changed.`);
  }
  fs.rmSync(path.join(dataDir, 'db'), { recursive: true, force: true });
  fs.renameSync(tmp, path.join(dataDir, 'db'));
  const database = await openDatabase({ driver: 'pglite', dataDir, thread: 'main' });
  try {
    const q = onQuery(database.pglite!);
    return { counts: await rowCounts(q), ledger: await checkLedger(database.db) };
  } finally {
    await database.close();
  }
}

const onQuery = (p: PGlite) => async (text: string, params?: unknown[]) =>
  (await p.query<Record<string, unknown>>(text, params)).rows;

/** pg_restore into an empty database in one transaction (a failure leaves it empty), then checks. */
export async function restorePostgres(file: string, url: string): Promise<RestoreReport> {
  const client = new pg.Client({ connectionString: url });
  await client.connect().catch((err: Error) => {
    throw new Error(`Could not connect to ${redact(url)}: ${err.message}`);
  });
  try {
    const { query } = onClient(client);
    const present = await userRelations(query);
    if (present.length > 0) {
      throw new Error(
        `The target database is not empty (it has ${present.join(', ')}${present.length === 5 ? ', …' : ''}). ` +
          'Restore into a new, empty database (CREATE DATABASE talent_restored), so nothing there is overwritten.',
      );
    }
  } finally {
    await client.end().catch(() => {});
  }
  await runPgTool('pg_restore', [
    '--single-transaction',
    '--exit-on-error',
    '--no-owner',
    '--no-privileges',
    `--dbname=${url}`,
    file,
  ]);
  const check = new pg.Client({ connectionString: url });
  await check.connect();
  try {
    const { query, db } = onClient(check);
    return { counts: await rowCounts(query), ledger: await checkLedger(db) };
  } finally {
    await check.end().catch(() => {});
  }
}
