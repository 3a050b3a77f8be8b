import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { buildApp, type App } from '../app.ts';
import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import { createTestApp, createTestDatabase, type TestContext } from '../../test/helpers.ts';
import { sleep } from '../realtime/test-client.ts';

declare module './jobs.ts' {
  interface QueueJobs {
    'test.ping': { n: number };
    'test.flaky': { n: number };
  }
}

type Run = { n: number; at: number; node: string };

/** Defines the test jobs on an app before it is ready; runs are recorded in `runs`. */
function defineTestJobs(app: App, runs: Run[], node: string) {
  app.queue.define('test.ping', async ({ n }) => void runs.push({ n, at: Date.now(), node }));
  let flaky = 0;
  app.queue.define(
    'test.flaky',
    async ({ n }) => {
      flaky += 1;
      if (flaky === 1) throw new Error('first try fails');
      runs.push({ n, at: Date.now(), node });
    },
    { retryLimit: 3, retryDelaySeconds: 1, retryBackoff: false },
  );
}

const until = async (check: () => boolean, ms: number) => {
  const deadline = Date.now() + ms;
  while (!check() && Date.now() < deadline) await sleep(100);
};

describe('the durable job queue', () => {
  let t: TestContext;
  const runs: Run[] = [];
  beforeAll(async () => {
    t = await createTestApp({ QUEUE_POLL_INTERVAL: '500ms' }, (app) => defineTestJobs(app, runs, 'a'));
  });
  afterAll(() => t.close());

  it('runs a job scheduled for later once, not before its time', async () => {
    const scheduledAt = Date.now();
    await t.app.queue.schedule(t.app.db, 'test.ping', { n: 1 }, { delayMs: 2000 });
    await sleep(1500);
    expect(runs.filter((r) => r.n === 1)).toEqual([]);
    await until(() => runs.some((r) => r.n === 1), 15_000);
    await sleep(1000);
    const mine = runs.filter((r) => r.n === 1);
    expect(mine).toHaveLength(1);
    expect(mine[0]!.at - scheduledAt).toBeGreaterThanOrEqual(2000);
  });

  it("schedules inside the caller's transaction: a rolled-back job never runs", async () => {
    await expect(
      t.app.db.transaction(async (tx) => {
        await t.app.queue.schedule(tx, 'test.ping', { n: 2 });
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    await t.app.db.transaction(async (tx) => {
      await t.app.queue.schedule(tx, 'test.ping', { n: 3 });
    });
    await until(() => runs.some((r) => r.n === 3), 15_000);
    await sleep(600);
    expect(runs.map((r) => r.n)).not.toContain(2);
    expect(runs.filter((r) => r.n === 3)).toHaveLength(1);
  });

  it('retries a failed job', async () => {
    await t.app.queue.schedule(t.app.db, 'test.flaky', { n: 4 });
    await until(() => runs.some((r) => r.n === 4), 20_000);
    expect(runs.filter((r) => r.n === 4)).toHaveLength(1);
  });

  it('keeps a job across a restart and runs it on the next start', async () => {
    await t.app.queue.schedule(t.app.db, 'test.ping', { n: 5 }, { delayMs: 1500 });
    await t.app.close(); // stops the workers; the job stays in the database
    // The restarted app records into the same list (tests run in any order), marked as node 'b'.
    const restarted = await buildApp(t.config, t.database, { logger: false });
    defineTestJobs(restarted, runs, 'b');
    await restarted.ready();
    t.app = restarted;
    await until(() => runs.some((r) => r.n === 5), 15_000);
    expect(runs.filter((r) => r.n === 5).map((r) => r.node)).toEqual(['b']);
  });
});

/** Two nodes sharing one PostgreSQL database: a job runs on one of them, once. */
describe.skipIf(inject('dbDriver') !== 'pg')('the job queue on two nodes sharing PostgreSQL', () => {
  const apps: App[] = [];
  const runs: Run[] = [];
  let drop: () => Promise<void>;
  const dirs: string[] = [];

  beforeAll(async () => {
    const created = await createTestDatabase();
    drop = created.drop;
    for (const node of ['a', 'b']) {
      const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kt-node-'));
      dirs.push(dataDir);
      const config = loadConfig({
        NODE_ENV: 'test',
        LOG_LEVEL: 'silent',
        DATA_DIR: dataDir,
        DATABASE_URL: created.url!,
        QUEUE_POLL_INTERVAL: '500ms',
      });
      const database =
        node === 'a' ? created.database : await openDatabase({ driver: 'pg', url: created.url! });
      const app = await buildApp(config, database, { logger: false });
      defineTestJobs(app, runs, node);
      await app.ready();
      apps.push(app);
    }
  });
  afterAll(async () => {
    for (const app of apps) {
      await app.close();
      await app.database.close();
    }
    await drop();
    for (const d of dirs) fs.rmSync(d, { recursive: true, force: true });
  });

  it('runs a job scheduled for 2 s later exactly once across both nodes', async () => {
    const scheduledAt = Date.now();
    for (let n = 100; n < 110; n++) {
      await apps[n % 2]!.queue.schedule(apps[0]!.db, 'test.ping', { n }, { delayMs: 2000 });
    }
    await until(() => runs.filter((r) => r.n >= 100).length >= 10, 20_000);
    await sleep(1500); // a second run would show up by now
    const mine = runs.filter((r) => r.n >= 100);
    expect(mine.map((r) => r.n).sort()).toEqual([100, 101, 102, 103, 104, 105, 106, 107, 108, 109]);
    for (const r of mine) expect(r.at - scheduledAt).toBeGreaterThanOrEqual(2000);
  });
});
