import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import pino from 'pino';
import { openDatabase, type Database } from '../src/db/client.ts';
import { createQueue } from '../src/queue/queue.ts';

/**
 * Builds one migrated database per run: a PGlite snapshot file (each test file loads a copy),
 * or a PostgreSQL template database (each test file creates its own database from it).
 */
export default async function setup(project: TestProject) {
  const runId = `${process.pid}_${Date.now()}`;
  if (project.name === 'server-pg') {
    project.provide('dbDriver', 'pg');
    const url = process.env.TEST_DATABASE_URL!;
    const template = `kt_template_${runId}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${template}`);
    const database = await openDatabase({ driver: 'pg', url: withDatabase(url, template) });
    await prepare(database);
    await database.close();
    project.provide('pgTemplate', template);
    return async () => {
      await admin.query(`DROP DATABASE IF EXISTS ${template}`);
      await admin.end();
    };
  }
  const database = await openDatabase({ driver: 'pglite-memory' });
  await prepare(database);
  const dump = await database.pglite!.dumpDataDir('none');
  await database.close();
  const file = path.join(os.tmpdir(), `kt-template-${runId}.tar`);
  fs.writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgliteSnapshot', file);
  project.provide('dbDriver', 'pglite');
  return () => fs.rmSync(file, { force: true });
}

/** Our migrations and the job queue's own tables, so each test file starts from a ready schema. */
async function prepare(database: Database) {
  await database.migrate();
  const queue = createQueue(database, pino({ level: 'silent' }), 1);
  await queue.start();
  await queue.stop();
}

export function withDatabase(url: string, name: string) {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

declare module 'vitest' {
  export interface ProvidedContext {
    pgTemplate: string;
    pgliteSnapshot: string;
    dbDriver: 'pg' | 'pglite';
  }
}
