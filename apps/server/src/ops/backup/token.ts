import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/**
 * The embedded database's backup token: written by the running server into DATA_DIR (readable by
 * its own user only) at every start, read by `npm run backup` run with the same DATA_DIR. Whoever
 * can read the data folder can read the database anyway; nobody else can ask for a copy.
 */
export const backupTokenFile = (dataDir: string) => path.join(dataDir, 'backup.token');

export function writeBackupToken(dataDir: string): string {
  const token = randomBytes(32).toString('hex');
  const file = backupTokenFile(dataDir);
  const tmp = `${file}.${process.pid}`;
  fs.writeFileSync(tmp, token, { mode: 0o600 });
  fs.renameSync(tmp, file);
  return token;
}

export function readBackupToken(dataDir: string): string | undefined {
  try {
    return fs.readFileSync(backupTokenFile(dataDir), 'utf8').trim() || undefined;
  } catch {
    return undefined;
  }
}
