import { spawn } from 'node:child_process';
import fs from 'node:fs';
import type { Config } from '../../config.ts';
import { openDatabase } from '../../db/client.ts';
import { DataDirLockedError } from '../../db/pglite-dir.ts';
import { BACKUP_PATH } from './routes.ts';
import { readBackupToken } from './token.ts';

/** Writes `bytes` beside `file`, then renames: a reader never sees half a backup. */
function writeWhole(file: string, bytes: Uint8Array) {
  const tmp = `${file}.partial`;
  fs.writeFileSync(tmp, bytes);
  fs.renameSync(tmp, file);
}

/** Runs a PostgreSQL client program; rejects with its own message when it fails. */
export function runPgTool(program: string, args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(program, args, { stdio: ['ignore', 'inherit', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (d) => (stderr += d));
    child.on('error', (err: NodeJS.ErrnoException) =>
      reject(
        new Error(
          err.code === 'ENOENT'
            ? `${program} was not found: install PostgreSQL's client programs (postgresql-client, the server's major version or newer)`
            : err.message,
        ),
      ),
    );
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${program} exited with ${code}: ${stderr.trim()}`)),
    );
  });
}

/** pg_dump's custom format: compressed, one consistent snapshot, restored by pg_restore. */
export async function backupPostgres(url: string, file: string) {
  const tmp = `${file}.partial`;
  await runPgTool('pg_dump', [
    '--format=custom',
    '--no-owner',
    '--no-privileges',
    `--file=${tmp}`,
    `--dbname=${url}`,
  ]);
  fs.renameSync(tmp, file);
}

/** Where the server listens, seen from this machine. */
function serverAddress(config: Config) {
  const wildcard = ['0.0.0.0', '::', ''].includes(config.host);
  const host = wildcard || config.host === 'localhost' ? '127.0.0.1' : config.host;
  return `http://${host.includes(':') ? `[${host}]` : host}:${config.port}`;
}

/**
 * The embedded database: asks the running server (POST /ops/backup with DATA_DIR's token); when no
 * server answers, opens the folder itself, which its lock allows only while no server has it.
 */
export async function backupEmbedded(config: Config, file: string): Promise<'server' | 'folder'> {
  const token = readBackupToken(config.dataDir);
  if (token) {
    let res: Response | undefined;
    try {
      res = await fetch(`${serverAddress(config)}${BACKUP_PATH}`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}` },
      });
    } catch {
      // nothing listening: the server is stopped (or PORT differs: the lock below tells)
    }
    if (res) {
      if (!res.ok) {
        const body = await res.text();
        throw new Error(
          `the server on ${serverAddress(config)} answered ${res.status}: ${body.slice(0, 200)} ` +
            '(run this with the server’s own DATA_DIR and PORT)',
        );
      }
      writeWhole(file, new Uint8Array(await res.arrayBuffer()));
      return 'server';
    }
  }
  let database;
  try {
    database = await openDatabase({ driver: 'pglite', dataDir: config.dataDir, thread: 'main' });
  } catch (err) {
    if (err instanceof DataDirLockedError) {
      throw new Error(
        `${err.message.replace(/ Stop it first.*$/, '')} but it did not answer on ${serverAddress(config)}: ` +
          'run this with the server’s own PORT (and HOST).',
        { cause: err },
      );
    }
    throw err;
  }
  try {
    writeWhole(file, await database.backup!());
  } finally {
    await database.close();
  }
  return 'folder';
}
