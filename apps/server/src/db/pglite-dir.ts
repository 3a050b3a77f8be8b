import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { PGLITE_EXTENSIONS } from './pglite-extensions.ts';

export class DataDirLockedError extends Error {}

function pidAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** PGlite has no lock of its own: a lock file with our pid refuses a second process on the folder. */
function acquireLock(lockFile: string): () => void {
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      fs.writeFileSync(lockFile, String(process.pid), { flag: 'wx' });
      return () => fs.rmSync(lockFile, { force: true });
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      const pid = Number(fs.readFileSync(lockFile, 'utf8').trim());
      if (pid && pid !== process.pid && pidAlive(pid)) {
        throw new DataDirLockedError(
          `The data folder ${path.dirname(lockFile)} is in use by another server (pid ${pid}). ` +
            'Stop it first, or start this one with another DATA_DIR.',
        );
      }
      fs.rmSync(lockFile, { force: true }); // left by a process that died
    }
  }
  throw new DataDirLockedError(`Could not lock ${lockFile}`);
}

/**
 * Locks DATA_DIR and makes sure DATA_DIR/db holds a database. A first start initializes into a
 * temporary folder and moves it into place, so a process killed half-way never leaves a broken
 * folder. Returns the database folder and the function that releases the lock.
 */
export async function preparePgliteDir(dataDir: string): Promise<{ dbDir: string; unlock: () => void }> {
  fs.mkdirSync(dataDir, { recursive: true });
  const unlock = acquireLock(path.join(dataDir, 'db.lock'));
  try {
    const dbDir = path.join(dataDir, 'db');
    for (const entry of fs.readdirSync(dataDir)) {
      if (entry.startsWith('db.init-'))
        fs.rmSync(path.join(dataDir, entry), { recursive: true, force: true });
    }
    if (!fs.existsSync(path.join(dbDir, 'PG_VERSION'))) {
      fs.rmSync(dbDir, { recursive: true, force: true });
      const tmp = path.join(dataDir, `db.init-${process.pid}`);
      const fresh = new PGlite(tmp, { extensions: PGLITE_EXTENSIONS });
      await fresh.waitReady;
      await fresh.close();
      fs.renameSync(tmp, dbDir);
    }
    return { dbDir, unlock };
  } catch (err) {
    unlock();
    throw err;
  }
}
