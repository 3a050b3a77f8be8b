/**
 * `npm run restore -- FILE`: a backup made by `npm run backup` back into a fresh DATA_DIR (an
 * embedded backup; the folder must hold no database) or into the empty PostgreSQL database named by
 * DATABASE_URL (a pg_dump backup). Prints every table's row count and the ledger check; exits 1 when
 * the ledger check fails.
 */
import fs from 'node:fs';
import { loadConfig } from '../../config.ts';
import { fail, fromCallersFolder, redact } from '../cli.ts';
import { backupKind, restoreEmbedded, restorePostgres, type RestoreReport } from './restore.ts';

fromCallersFolder();
const file = process.argv[2];
if (!file || file.startsWith('-')) fail('Usage: npm run restore -- FILE', 2);
if (!fs.existsSync(file)) fail(`No such file: ${file}`, 2);
const config = loadConfig();
const kind = backupKind(file);
if (!kind)
  fail(
    `${file} is not a backup made by npm run backup (neither an embedded database nor pg_dump's format).`,
    2,
  );

const started = Date.now();
let report: RestoreReport;
try {
  if (kind === 'postgres') {
    if (!config.databaseUrl)
      fail('This is a PostgreSQL backup: set DATABASE_URL to an empty database to restore it into.', 2);
    console.log(`Restoring ${file} into ${redact(config.databaseUrl)} with pg_restore…`);
    report = await restorePostgres(file, config.databaseUrl);
  } else {
    if (config.databaseUrl) {
      fail(
        'This is a backup of the embedded database: restore it with DATABASE_URL unset into a fresh DATA_DIR, ' +
          'then move it with `npm run db:move -- --to postgres://…` if PostgreSQL is the goal.',
        2,
      );
    }
    console.log(`Restoring ${file} into ${config.dataDir}…`);
    report = await restoreEmbedded(file, config.dataDir);
  }
} catch (err) {
  fail(`Restore failed: ${(err as Error).message}`);
}

console.log('\nRow counts');
for (const [table, n] of Object.entries(report.counts)) console.log(`  ${table.padEnd(34)} ${n}`);
console.log('\nLedger');
for (const i of report.ledger.invariants)
  console.log(`  ${i.ok ? 'ok  ' : 'FAIL'} ${i.name}${i.ok ? '' : `: ${i.detail}`}`);
console.log(
  `\n${report.ledger.ok ? 'Restored; ledger OK' : 'Restored, but the ledger check FAILED'} (${((Date.now() - started) / 1000).toFixed(1)} s).` +
    (kind === 'postgres'
      ? `\nStart the server with DATABASE_URL=${redact(config.databaseUrl!)}.`
      : `\nStart the server with DATA_DIR=${config.dataDir} (copy uploads/ and evidence/ beside db/ from your file backup).`),
);
process.exitCode = report.ledger.ok ? 0 : 1;
