import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { buildApp, type App, type BuildOptions } from '../src/app.ts';
import { loadConfig, type Config } from '../src/config.ts';
import { openDatabase, type Database } from '../src/db/client.ts';
import { withDatabase } from './global-setup.ts';

export type TestContext = { app: App; database: Database; config: Config; close: () => Promise<void> };

/** A fresh, migrated database for one test file: PGlite in memory, or its own PostgreSQL database. */
export async function createTestDatabase(): Promise<{
  database: Database;
  drop: () => Promise<void>;
  /** With PostgreSQL: the test database's address, for a second node on it. */
  url?: string;
}> {
  if (inject('dbDriver') === 'pg') {
    const url = process.env.TEST_DATABASE_URL!;
    const name = `kt_test_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name} TEMPLATE ${inject('pgTemplate')}`);
    await admin.end();
    const database = await openDatabase({ driver: 'pg', url: withDatabase(url, name) });
    return {
      database,
      url: withDatabase(url, name),
      drop: async () => {
        const c = new pg.Client({ connectionString: url });
        await c.connect();
        await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        await c.end();
      },
    };
  }
  const snapshot = fs.readFileSync(inject('pgliteSnapshot'));
  const database = await openDatabase({ driver: 'pglite-memory', loadDataDir: new Blob([snapshot]) });
  return { database, drop: async () => {} };
}

/**
 * Builds the real app on a fresh database and a temporary DATA_DIR. `setup` runs before the app is
 * ready (to define test jobs or outbox handlers).
 */
export async function createTestApp(
  env: Record<string, string> = {},
  setup?: (app: App) => void | Promise<void>,
  buildOptions: BuildOptions = { logger: false },
): Promise<TestContext> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kt-data-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    LOG_LEVEL: buildOptions.logStream ? 'info' : 'silent',
    ...env,
  });
  const { database, drop } = await createTestDatabase();
  const app = await buildApp(config, database, buildOptions);
  await setup?.(app);
  await app.ready();
  return {
    app,
    database,
    config,
    close: async () => {
      await app.close();
      await database.close();
      await drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

let counter = 0;
/** Unique data so test files can run in parallel. */
export function uniqueEmail(prefix = 'user') {
  counter += 1;
  return `${prefix}.${Date.now().toString(36)}.${counter}.${randomBytes(3).toString('hex')}@example.test`;
}

export type TestUser = {
  id: string;
  email: string;
  password: string;
  role: 'freelancer' | 'client';
  /** The Cookie header value that signs this user in. */
  cookie: string;
};

/** Signs a new user up through the API and returns their session cookie. */
export async function createUser(
  app: App,
  overrides: Partial<{
    email: string;
    password: string;
    firstName: string;
    lastName: string;
    role: 'freelancer' | 'client';
  }> = {},
): Promise<TestUser> {
  const body = {
    email: overrides.email ?? uniqueEmail(overrides.role ?? 'freelancer'),
    password: overrides.password ?? 'correct-horse-battery',
    firstName: overrides.firstName ?? 'Test',
    lastName: overrides.lastName ?? 'User',
    role: overrides.role ?? 'freelancer',
  };
  const res = await app.inject({ method: 'POST', url: '/api/auth/register', payload: body });
  if (res.statusCode !== 201) throw new Error(`register failed: ${res.statusCode} ${res.body}`);
  return {
    id: res.json().user._id,
    email: body.email,
    password: body.password,
    role: body.role,
    cookie: sessionCookie(res),
  };
}

/** The `name=value` of the session cookie a response set. */
export function sessionCookie(res: LightMyRequestResponse): string {
  const c = res.cookies.find((x) => x.name === 'kt_session');
  if (!c) throw new Error('no session cookie set');
  return `kt_session=${c.value}`;
}

/** Builds a multipart body for app.inject. */
export function multipart(
  fields: Record<string, string>,
  files: { field: string; filename: string; content: Buffer; type?: string }[] = [],
) {
  const boundary = `----kt${randomBytes(8).toString('hex')}`;
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    parts.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
    );
  }
  for (const f of files) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${f.field}"; filename="${f.filename}"\r\nContent-Type: ${f.type ?? 'application/octet-stream'}\r\n\r\n`,
      ),
      f.content,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(parts),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

type Payload = Record<string, unknown> | unknown[] | string | Buffer;
type Headers = Record<string, string>;

/**
 * Calls the app as a user (or as a guest with `null`): the one way tests sign requests.
 *   const res = await as(t.app, owner).post('/api/applications', { jobId, coverLetter, deliveryTime });
 */
export function as(app: App, user: { cookie: string } | null) {
  const headers = (extra: Headers = {}) => ({ ...(user ? { cookie: user.cookie } : {}), ...extra });
  const call = (
    method: 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH',
    url: string,
    payload?: Payload,
    extra?: Headers,
  ) =>
    app.inject({
      method,
      url,
      headers: headers(extra),
      ...(payload !== undefined ? { payload: payload as Record<string, unknown> } : {}),
    });
  return {
    get: (url: string, extra?: Headers) => call('GET', url, undefined, extra),
    post: (url: string, payload?: Payload, extra?: Headers) => call('POST', url, payload, extra),
    put: (url: string, payload?: Payload, extra?: Headers) => call('PUT', url, payload, extra),
    patch: (url: string, payload?: Payload, extra?: Headers) => call('PATCH', url, payload, extra),
    delete: (url: string, payload?: Payload, extra?: Headers) => call('DELETE', url, payload, extra),
  };
}

/** A Content-Security-Policy header as its directives. */
export function cspDirectives(header: unknown): Record<string, string[]> {
  return Object.fromEntries(
    String(header)
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter((d) => d[0])
      .map(([name, ...values]) => [name!, values]),
  );
}
