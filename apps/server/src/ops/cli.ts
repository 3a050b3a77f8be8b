import fs from 'node:fs';
import path from 'node:path';
import { drizzle } from 'drizzle-orm/node-postgres';
import type pg from 'pg';
import type { Db } from '../db/client.ts';
import * as schema from '../db/schema.ts';
import type { Query } from './move/catalog.ts';

/** npm runs workspace scripts in the workspace's folder; relative paths mean the caller's. */
export function fromCallersFolder() {
  if (process.env.INIT_CWD) process.chdir(process.env.INIT_CWD);
}

/** A database address fit to print: the password replaced. */
export function redact(url: string): string {
  try {
    const u = new URL(url);
    if (u.password) u.password = '***';
    return u.toString();
  } catch {
    return '(an invalid address)';
  }
}

/** Whether DATA_DIR holds an embedded database. */
export const hasEmbeddedDatabase = (dataDir: string) => fs.existsSync(path.join(dataDir, 'db', 'PG_VERSION'));

/** One PostgreSQL connection as a Query, and as drizzle (both in whatever transaction it is in). */
export function onClient(client: pg.Client | pg.PoolClient): { query: Query; db: Db } {
  return {
    query: async (text, params) => (await client.query(text, params)).rows as Record<string, unknown>[],
    db: drizzle(client, { schema }) as unknown as Db,
  };
}

/** Prints the message and exits with `code` (1: refused or failed; 2: used wrongly). */
export function fail(message: string, code = 1): never {
  console.error(message);
  process.exit(code);
}
