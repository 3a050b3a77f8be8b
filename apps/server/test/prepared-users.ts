/**
 * Databases for process tests made ready before a server starts on them: the migrated template (no
 * demo seed: the embedded server seeds only an empty database, which takes minutes on a busy
 * machine) and users with proved addresses, who may fund escrow and withdraw.
 */
import fs from 'node:fs';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { PGlite } from '@electric-sql/pglite';
import { inject } from 'vitest';
import { openDatabase, type Db } from '../src/db/client.ts';
import { PGLITE_EXTENSIONS } from '../src/db/pglite-extensions.ts';
import { users } from '../src/db/schema.ts';
import { hashPassword } from '../src/modules/auth/service.ts';
import { tmpDir } from './server-process.ts';

export const PASSWORD = 'process-test-password';

export type Accounts = { clients: string[]; freelancers: string[] };

/** `n` clients and `n` freelancers, addresses verified, all with PASSWORD; returns their e-mails. */
export async function addVerifiedUsers(db: Db, n: number): Promise<Accounts> {
  const passwordHash = await hashPassword(PASSWORD);
  const tag = randomUUID().slice(0, 8);
  const make = (role: 'client' | 'freelancer') =>
    Array.from({ length: n }, (_, i) => ({
      email: `${role}${i}.${tag}@example.test`,
      passwordHash,
      firstName: role === 'client' ? 'Imran' : 'Zainab',
      lastName: `Tester ${i}`,
      role,
      emailVerifiedAt: new Date(),
    }));
  const clients = make('client');
  const freelancers = make('freelancer');
  await db.insert(users).values([...clients, ...freelancers]);
  return { clients: clients.map((u) => u.email), freelancers: freelancers.map((u) => u.email) };
}

/** A DATA_DIR holding the migrated template database and those users (the server will not seed it). */
export async function embeddedDataDir(n: number): Promise<{ dataDir: string; accounts: Accounts }> {
  const dataDir = tmpDir();
  const loaded = new PGlite(path.join(dataDir, 'db'), {
    extensions: PGLITE_EXTENSIONS,
    loadDataDir: new Blob([fs.readFileSync(inject('pgliteSnapshot'))]),
  });
  await loaded.waitReady;
  await loaded.close();
  const database = await openDatabase({ driver: 'pglite', dataDir, thread: 'main' });
  try {
    return { dataDir, accounts: await addVerifiedUsers(database.db, n) };
  } finally {
    await database.close();
  }
}
