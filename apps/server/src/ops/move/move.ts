import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import pino from 'pino';
import type { Database } from '../../db/client.ts';
import { createQueue } from '../../queue/queue.ts';
import { databaseFileStore } from '../../lib/file-store.ts';
import { copyLocalFiles } from '../../lib/file-store-copy.ts';
import { checkLedger, type LedgerReport } from '../../modules/ledger/invariants.ts';
import { onClient, redact } from '../cli.ts';
import { userRelations } from './catalog.ts';
import { copyDatabase, type CopyReport } from './copy.ts';

export class TargetNotEmptyError extends Error {}

/** Creates or migrates the job queue's own schema (pg-boss does it at start; nothing else runs). */
export async function prepareQueueSchema(database: Database) {
  const queue = createQueue(database, pino({ level: 'silent' }), 60);
  await queue.start();
  await queue.stop();
}

export type MoveReport = CopyReport & { ledger: LedgerReport; files: number };

/**
 * Moves an embedded database into an empty PostgreSQL database in one transaction: the schema, every
 * row, the sequences, and (with `filesFrom`) the files under that folder's uploads/ and evidence/
 * into stored_files. It commits only when every table's row count matches and the ledger's
 * invariants hold on the target; otherwise nothing stays behind.
 */
export async function moveIntoPostgres(
  source: PGlite,
  url: string,
  options: { filesFrom?: string; log?: (line: string) => void } = {},
): Promise<MoveReport> {
  const log = options.log ?? (() => {});
  const client = new pg.Client({ connectionString: url });
  await client.connect().catch((err: Error) => {
    throw new Error(`Could not connect to ${redact(url)}: ${err.message}`);
  });
  try {
    const { query, db } = onClient(client);
    const present = await userRelations(query);
    if (present.length > 0) {
      throw new TargetNotEmptyError(
        `The target database is not empty (it has ${present.join(', ')}${present.length === 5 ? ', …' : ''}). ` +
          'Move into a new, empty database (CREATE DATABASE talent), so nothing there is overwritten.',
      );
    }
    await client.query('BEGIN');
    try {
      log('Copying tables…');
      const copy = await copyDatabase(source, query, log);
      log('Checking the ledger on the target…');
      const ledger = await checkLedger(db);
      if (!ledger.ok) {
        const failed = ledger.invariants.filter((i) => !i.ok).map((i) => `${i.name}: ${i.detail}`);
        throw new Error(`The ledger check failed on the target: ${failed.join('; ')}`);
      }
      let files = 0;
      if (options.filesFrom) {
        files = (await copyLocalFiles(options.filesFrom, databaseFileStore(db))).copied;
        log(`Copied ${files} uploaded files into the database.`);
      }
      await client.query('COMMIT');
      return { ...copy, ledger, files };
    } catch (err) {
      await client.query('ROLLBACK').catch(() => {});
      throw err;
    }
  } finally {
    await client.end().catch(() => {});
  }
}
