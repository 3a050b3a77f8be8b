/**
 * `npm run uploads:copy`: copies the files under DATA_DIR/uploads and DATA_DIR/evidence into the
 * database's stored_files table, before switching to UPLOADS_STORE=database. Reads DATABASE_URL, or
 * the embedded database under DATA_DIR (stop the server first).
 */
import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import { copyLocalFiles } from './file-store-copy.ts';
import { databaseFileStore } from './file-store.ts';

// npm runs workspace scripts in the workspace's folder; a relative DATA_DIR means the caller's.
if (process.env.INIT_CWD) process.chdir(process.env.INIT_CWD);
const config = loadConfig();
const database = config.databaseUrl
  ? await openDatabase({ driver: 'pg', url: config.databaseUrl })
  : await openDatabase({ driver: 'pglite', dataDir: config.dataDir });
try {
  await database.migrate();
  const { copied, skipped } = await copyLocalFiles(config.dataDir, databaseFileStore(database.db));
  console.log(`Copied ${copied} files into the database (${skipped} already there or not ours).`);
} finally {
  await database.close();
}
