import pg from 'pg';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { runPair, STATUS_RANK, STEP_RANK, type Acked, type Pair } from './contract-flows.ts';
import { withDatabase } from './global-setup.ts';
import { createTestDatabase } from './helpers.ts';
import { LiveUser } from './live-client.ts';
import { addVerifiedUsers, embeddedDataDir, PASSWORD, type Accounts } from './prepared-users.ts';
import { freePort, killServers, runScript, startServer, tmpDir, waitHealthy } from './server-process.ts';

/**
 * `npm run backup` while contracts move, `npm run restore` into a fresh place, and the restored
 * database holds every step acknowledged before the backup began, with a clean ledger. On the
 * embedded database (project `server`) the running server makes the copy; on PostgreSQL
 * (`server-pg`) pg_dump does.
 */
const driver = inject('dbDriver');
const drops: (() => Promise<void>)[] = [];
afterAll(async () => {
  killServers();
  for (const drop of drops) await drop().catch(() => {});
});

/** Where the source lives (with users ready to move money), and an empty place to restore into. */
async function places(
  n: number,
): Promise<{ accounts: Accounts; source: Record<string, string>; target: Record<string, string> }> {
  if (driver === 'pglite') {
    const { dataDir, accounts } = await embeddedDataDir(n);
    return { accounts, source: { DATA_DIR: dataDir }, target: { DATA_DIR: tmpDir() } };
  }
  const { url, database, drop } = await createTestDatabase();
  drops.push(drop);
  const accounts = await addVerifiedUsers(database.db, n);
  await database.close();
  const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await admin.connect();
  const empty = `kt_restore_${Date.now().toString(36)}`;
  await admin.query(`CREATE DATABASE ${empty}`);
  await admin.end();
  drops.push(async () => {
    const c = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await c.connect();
    await c.query(`DROP DATABASE IF EXISTS ${empty} WITH (FORCE)`);
    await c.end();
  });
  return {
    accounts,
    source: { DATABASE_URL: url!, DATA_DIR: tmpDir() },
    target: { DATABASE_URL: withDatabase(process.env.TEST_DATABASE_URL!, empty), DATA_DIR: tmpDir() },
  };
}

const RUN_ENV = {
  LIMIT_OFFERS: '0',
  LIMIT_MILESTONE_ACTIONS: '0',
  QUEUE_POLL_INTERVAL: '500ms',
};

describe(`npm run backup and restore (${driver})`, { timeout: 300_000 }, () => {
  it('backs up during writes; the restore holds every write acknowledged before it and a clean ledger', async () => {
    const { accounts, source, target } = await places(4);
    const port = await freePort();
    const server = startServer({ ...source, ...RUN_ENV, PORT: String(port) });
    await waitHealthy(port, 120_000, server);
    const base = `http://127.0.0.1:${port}`;

    // Four clients, each with a freelancer (verified addresses), move contracts at once.
    const pairs: Pair[] = [];
    for (let i = 0; i < 4; i++) {
      pairs.push({
        client: await LiveUser.login(base, accounts.clients[i]!, PASSWORD),
        freelancer: await LiveUser.login(base, accounts.freelancers[i]!, PASSWORD),
      });
    }
    const acked: Acked[] = [];
    const errors: string[] = [];
    let stopping = false;
    const writers = pairs.map((pair) =>
      runPair(
        pair,
        {
          steps: ['offer', 'accept', 'fund', 'submit', 'approve'],
          amount: (n) => 5_000 + n * 100,
          stop: () => stopping,
        },
        acked,
        errors,
      ),
    );
    await until(() => acked.length >= 12);

    const file = `${tmpDir('kt-backup-')}/talent.backup`;
    const backupStarted = Date.now();
    const backup = await runScript('backup', [file], { ...source, PORT: String(port) });
    const duringBackup = acked.filter((a) => a.at >= backupStarted).length;
    // A few more writes after the copy, which the restore must not need.
    const seen = acked.length;
    await until(() => acked.length >= seen + 4);
    stopping = true;
    await Promise.all(writers);
    expect(errors).toEqual([]);
    expect(backup.output).toMatch(driver === 'pglite' ? /running server made the copy/ : /pg_dump/);
    expect(backup.code, backup.output).toBe(0);

    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);

    const restore = await runScript('restore', [file], target);
    expect(restore.code, restore.output).toBe(0);
    expect(restore.output).toMatch(/Restored; ledger OK/);

    // The restored database served by a server: every step acknowledged before the backup began.
    const port2 = await freePort();
    const restored = startServer({ ...target, ...RUN_ENV, PORT: String(port2) });
    await waitHealthy(port2, 120_000, restored);
    const before = acked.filter((a) => a.at < backupStarted);
    const reached = new Map<string, Acked & { rank: number }>();
    for (const a of before) {
      const r = reached.get(a.contract.contractId);
      if (!r || STEP_RANK[a.step] > r.rank)
        reached.set(a.contract.contractId, { ...a, rank: STEP_RANK[a.step] });
    }
    expect(reached.size).toBeGreaterThan(2);
    for (const { contract, rank, pair } of reached.values()) {
      const client = pair.client.on(`http://127.0.0.1:${port2}`);
      const res = await client.get(`/api/contracts/${contract.contractId}`);
      expect(res.status, `contract ${contract.contractId} (rank ${rank})`).toBe(200);
      const body = res.body.contract as { status: string; milestones: { status: string }[] };
      const have = STATUS_RANK[body.milestones[0]!.status] ?? (body.status === 'offered' ? 0 : 1);
      expect(
        have,
        `contract ${contract.contractId}: ${body.status}/${body.milestones[0]!.status}`,
      ).toBeGreaterThanOrEqual(rank);
    }
    restored.child.kill('SIGTERM');
    await restored.exited;
    console.log(
      `backup (${driver}): ${acked.length} steps acknowledged, ${before.length} before the backup began ` +
        `(${reached.size} contracts, all found after restore), ${duringBackup} while it ran`,
    );
  });
});

async function until(done: () => boolean, ms = 60_000) {
  const end = Date.now() + ms;
  while (!done()) {
    if (Date.now() > end) throw new Error('timed out waiting for writes');
    await new Promise((r) => setTimeout(r, 50));
  }
}
