/**
 * `npm run db:move -- --to postgres://…`: copies the embedded database under DATA_DIR (server
 * stopped) into an empty PostgreSQL database, and the files under DATA_DIR/uploads and
 * DATA_DIR/evidence into it too unless UPLOADS_STORE=local is set; verifies every table's row count
 * and the ledger on the target before it commits; prints what to set next. The embedded database is
 * left as it was.
 */
import { parseArgs } from 'node:util';
import { loadConfig } from '../../config.ts';
import { openDatabase } from '../../db/client.ts';
import { DataDirLockedError } from '../../db/pglite-dir.ts';
import { fail, fromCallersFolder, hasEmbeddedDatabase, redact } from '../cli.ts';
import { moveIntoPostgres, prepareQueueSchema } from './move.ts';

fromCallersFolder();
const { values } = parseArgs({ options: { to: { type: 'string' } }, strict: true });
const url = values.to;
if (!url || !/^postgres(ql)?:\/\//.test(url)) {
  fail('Usage: npm run db:move -- --to postgres://user:password@host:5432/database', 2);
}
// The target's own settings decide where files go: UPLOADS_STORE=local keeps them in the folders.
const config = loadConfig({ ...process.env, DATABASE_URL: url });
if (!hasEmbeddedDatabase(config.dataDir)) {
  fail(`No embedded database in ${config.dataDir}: set DATA_DIR to the server's data folder.`, 2);
}

const started = Date.now();
let source;
try {
  source = await openDatabase({ driver: 'pglite', dataDir: config.dataDir, thread: 'main' });
} catch (err) {
  fail(
    err instanceof DataDirLockedError
      ? `${err.message.replace(/ Stop it first.*$/, '')} Stop the server before moving its database.`
      : `Could not open ${config.dataDir}: ${(err as Error).message}`,
  );
}
try {
  // Brought up to this version's schema first (ours and the job queue's), as the server itself
  // would at its next start.
  await source.migrate();
  await prepareQueueSchema(source);
  console.log(`Moving ${config.dataDir} into ${redact(url)}`);
  const report = await moveIntoPostgres(source.pglite!, url, {
    ...(config.uploadsStore === 'database' ? { filesFrom: config.dataDir } : {}),
    log: (line) => console.log(line),
  });
  console.log('\nRow counts (embedded → PostgreSQL)');
  for (const t of report.tables) console.log(`  ${t.table.padEnd(34)} ${t.source} → ${t.target}`);
  console.log(
    `\n${report.tables.length} tables, ${report.rows} rows, ${report.sequences} sequences, ` +
      `${report.files} files copied; every count matches; ledger OK. (${((Date.now() - started) / 1000).toFixed(1)} s)`,
  );
  console.log(`
Next:
  1. Start the server with DATABASE_URL=${redact(url)}${config.uploadsStore === 'local' ? ' and UPLOADS_STORE=local' : ''}
     (your .env or service definition; keep DATA_DIR for e-mail files${config.uploadsStore === 'local' ? ' and uploads' : ''}).
     ${config.uploadsStore === 'database' ? 'Uploads and dispute evidence now live in PostgreSQL (UPLOADS_STORE defaults to database there).' : 'Uploads stay in DATA_DIR/uploads and DATA_DIR/evidence: one node only.'}
  2. Check a few pages, then \`npm run ledger:check\` with the same DATABASE_URL.
  3. Back up PostgreSQL from now on (\`npm run backup -- FILE\`, docs/deploy.md). Keep ${config.dataDir}/db
     until you are satisfied; the server no longer reads it while DATABASE_URL is set.`);
} catch (err) {
  await source.close();
  fail(`db:move failed, nothing was written to the target: ${(err as Error).message}`);
}
await source.close();
