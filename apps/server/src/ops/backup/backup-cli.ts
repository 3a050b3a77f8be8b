/**
 * `npm run backup -- FILE`, run with the server's own environment (DATA_DIR, PORT, DATABASE_URL):
 * - on PostgreSQL, `pg_dump --format=custom` of DATABASE_URL (a consistent snapshot; the server keeps
 *   running);
 * - on the embedded database, the running server makes the copy on a local request authenticated by
 *   DATA_DIR/backup.token (no second process opens the folder); with no server running, this command
 *   opens the folder itself (its lock refuses a server starting meanwhile).
 * The file is written beside FILE first and renamed when whole.
 */
import fs from 'node:fs';
import path from 'node:path';
import { loadConfig } from '../../config.ts';
import { fail, fromCallersFolder, hasEmbeddedDatabase, redact } from '../cli.ts';
import { backupEmbedded, backupPostgres } from './backup.ts';

fromCallersFolder();
const file = process.argv[2];
if (!file || file.startsWith('-'))
  fail('Usage: npm run backup -- FILE   (for example backups/talent-$(date +%F).backup)', 2);
const config = loadConfig();
const target = path.resolve(file);
fs.mkdirSync(path.dirname(target), { recursive: true });
const started = Date.now();
try {
  if (config.databaseUrl) {
    console.log(`Backing up ${redact(config.databaseUrl)} with pg_dump…`);
    await backupPostgres(config.databaseUrl, target);
  } else {
    if (!hasEmbeddedDatabase(config.dataDir)) {
      fail(`No embedded database in ${config.dataDir}: set DATA_DIR (and PORT) as the server has them.`, 2);
    }
    const how = await backupEmbedded(config, target);
    console.log(
      how === 'server' ? 'The running server made the copy.' : 'No server was running: copied the folder.',
    );
  }
} catch (err) {
  fail(`Backup failed: ${(err as Error).message}`);
}
const bytes = fs.statSync(target).size;
console.log(
  `Backup written to ${target} (${(bytes / 1024 / 1024).toFixed(1)} MB, ${((Date.now() - started) / 1000).toFixed(1)} s).` +
    '\nRestore it with `npm run restore -- FILE` into a fresh DATA_DIR or an empty PostgreSQL database (docs/deploy.md).',
);
