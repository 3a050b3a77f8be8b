import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { spawnSync } from 'node:child_process';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { buildApp, type App } from '../../app.ts';
import { loadConfig } from '../../config.ts';
import { openDatabase } from '../../db/client.ts';
import { openConfiguredDatabase } from '../../db/open.ts';
import { DEMO_PASSWORD, demoEmail } from '../../db/seed/people.ts';
import { localFileStore } from '../../lib/file-store.ts';
import { PNG } from '../../modules/jobs/test-fixtures.ts';
import { withDatabase } from '../../../test/global-setup.ts';
import { sessionCookie } from '../../../test/helpers.ts';

const pgUrl = process.env.TEST_DATABASE_URL;
const cli = path.resolve(import.meta.dirname, 'move-cli.ts');
const dirs: string[] = [];
const databases: string[] = [];

async function admin(statement: string) {
  const c = new pg.Client({ connectionString: pgUrl });
  await c.connect();
  try {
    await c.query(statement);
  } finally {
    await c.end();
  }
}

afterAll(async () => {
  for (const d of dirs) fs.rmSync(d, { recursive: true, force: true });
  for (const name of databases) await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
});

function move(dataDir: string, to: string) {
  const res = spawnSync(process.execPath, ['--import', 'tsx', cli, '--to', to], {
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', UPLOADS_STORE: '', INIT_CWD: '' },
    encoding: 'utf8',
    timeout: 180_000,
  });
  return { code: res.status, out: res.stdout + res.stderr };
}

/** What a visitor, a client and a freelancer see: the pages the move must keep identical. */
async function served(app: App, cookies: { client: string; freelancer: string }) {
  const get = async (url: string, cookie?: string) => {
    const res = await app.inject({ url, headers: cookie ? { cookie } : {} });
    expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
    return res.json();
  };
  const contracts = await get('/api/contracts', cookies.client);
  return {
    jobs: await get('/api/jobs?limit=50'),
    page2: await get('/api/jobs?page=2'),
    search: await get('/api/jobs?search=website'),
    profiles: await get('/api/profile/search?limit=24'),
    contracts,
    contract: await get(`/api/contracts/${contracts.contracts[0]._id}`, cookies.client),
    wallet: await get('/api/wallet', cookies.freelancer),
    entries: await get('/api/wallet/entries', cookies.freelancer),
  };
}

/** Moving the embedded database to PostgreSQL (issue 35): needs both, so it runs where both are. */
describe.skipIf(!pgUrl || inject('dbDriver') === 'pg')('npm run db:move', () => {
  it('moves a seeded embedded install into an empty PostgreSQL database: the same jobs, profiles, contracts, balances, sessions, timers and files', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kt-move-'));
    dirs.push(dataDir);
    const name = `kt_move_${randomBytes(6).toString('hex')}`;
    databases.push(name);
    await admin(`CREATE DATABASE ${name}`);
    const target = withDatabase(pgUrl!, name);

    // An install that has run: seeded, served, signed into, with an upload in its folder.
    const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: dataDir });
    const embedded = await openConfiguredDatabase(config, () => {});
    const app = await buildApp(config, embedded, { logger: false });
    await app.ready();
    const signIn = async (email: string) => {
      const res = await app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email, password: DEMO_PASSWORD },
      });
      expect(res.statusCode, res.body).toBe(200);
      return sessionCookie(res);
    };
    const [earner] = (
      await app.db.execute<{ email: string }>(sql`select u.email from ledger_accounts a
        join users u on u.id = a.user_id where a.kind in ('pending', 'available')
        order by a.balance desc, u.email limit 1`)
    ).rows;
    const cookies = { client: await signIn(demoEmail('client', 1)), freelancer: await signIn(earner!.email) };
    const before = await served(app, cookies);
    expect(before.contracts.contracts.length).toBeGreaterThan(0);
    expect(before.jobs.jobs.length).toBe(50);
    const upload = `uploads/${randomBytes(16).toString('hex')}.png`;
    await localFileStore(dataDir).put(upload, PNG, 'image/png');
    const timers = (
      await app.db.execute<{ name: string; n: number }>(
        sql`select name, count(*)::int as n from pgboss.job group by name order by name`,
      )
    ).rows;
    expect(timers.length).toBeGreaterThan(0);

    // The server still runs: the move refuses to open its folder.
    const busy = move(dataDir, target);
    expect(busy.code, busy.out).toBe(1);
    expect(busy.out).toMatch(/in use by another server .* Stop the server before moving its database/);
    await app.close();
    await embedded.close();

    const moved = move(dataDir, target);
    expect(moved.code, moved.out).toBe(0);
    expect(moved.out).toMatch(/^ {2}users {30}40 → 40$/m);
    expect(moved.out).toMatch(/^ {2}ledger_transfers +(\d+) → \1$/m);
    expect(moved.out).toContain('1 files copied; every count matches; ledger OK');
    expect(moved.out).toContain(`DATABASE_URL=${target}`);
    expect(moved.out).not.toContain('UPLOADS_STORE=local');

    // The same answers from PostgreSQL, with the sessions made before the move.
    const pgConfig = loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      DATA_DIR: dataDir,
      DATABASE_URL: target,
    });
    expect(pgConfig.uploadsStore).toBe('database');
    const database = await openDatabase({ driver: 'pg', url: target });
    const onPg = await buildApp(pgConfig, database, { logger: false });
    try {
      await onPg.ready();
      expect(await served(onPg, cookies)).toEqual(before);
      const file = await onPg.inject(`/uploads/${path.basename(upload)}`);
      expect(file.statusCode).toBe(200);
      expect(file.rawPayload.equals(PNG)).toBe(true);
      fs.rmSync(path.join(dataDir, 'uploads'), { recursive: true });
      expect((await onPg.inject(`/uploads/${path.basename(upload)}`)).statusCode).toBe(200);
      const after = (
        await onPg.db.execute<{ name: string; n: number }>(
          sql`select name, count(*)::int as n from pgboss.job group by name order by name`,
        )
      ).rows;
      for (const t of timers)
        expect(after.find((a) => a.name === t.name)?.n ?? 0).toBeGreaterThanOrEqual(t.n);
      // New rows get new ids: the sequences went on from where the embedded database left them.
      const reg = await onPg.inject({
        method: 'POST',
        url: '/api/auth/register',
        payload: {
          email: `after-move.${name}@example.test`,
          password: 'after-the-move',
          firstName: 'A',
          lastName: 'M',
        },
      });
      expect(reg.statusCode, reg.body).toBe(201);
    } finally {
      await onPg.close();
      await database.close();
    }

    // Moving again into the same database is refused, and changes nothing there.
    const again = move(dataDir, target);
    expect(again.code).toBe(1);
    expect(again.out).toContain('The target database is not empty');
  }, 300_000);

  it('explains how to call it', () => {
    const res = spawnSync(process.execPath, ['--import', 'tsx', cli], { encoding: 'utf8', timeout: 60_000 });
    expect(res.status).toBe(2);
    expect(res.stderr).toContain('Usage: npm run db:move -- --to postgres://');
  });
});
