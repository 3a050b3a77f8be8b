import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { checkLedger } from '../src/modules/ledger/invariants.ts';
import { openDatabase } from '../src/db/client.ts';
import { runPair, STATUS_RANK, STEP_RANK, type Acked, type Pair } from './contract-flows.ts';
import { createTestDatabase } from './helpers.ts';
import { LiveUser } from './live-client.ts';
import { addVerifiedUsers, embeddedDataDir, PASSWORD } from './prepared-users.ts';
import {
  freePort,
  killServers,
  runScript,
  startServer,
  tmpDir,
  waitHealthy,
  type ServerProcess,
} from './server-process.ts';

/**
 * A node dies (SIGKILL) in the middle of payments and comes back. With PostgreSQL (project
 * `server-pg`): two real server processes share the database while clients move contracts through
 * fund, submit, approve and withdraw, retrying a request that got no answer on the other node with
 * the same Idempotency-Key; one node is killed and restarted. With the embedded database (project
 * `server`): the one server is killed during writes and restarted on its folder.
 */
const driver = inject('dbDriver');
const drops: (() => Promise<void>)[] = [];
afterAll(async () => {
  killServers();
  for (const drop of drops) await drop().catch(() => {});
});

const RUN_ENV = {
  LIMIT_OFFERS: '0',
  LIMIT_MILESTONE_ACTIONS: '0',
  LIMIT_WITHDRAWALS: '0',
  LIMIT_PAYOUT_METHODS: '0',
  FUNDS_HOLD: '0',
  PAYOUT_METHOD_COOLDOWN: '0',
  SANDBOX_PAYOUT_DELAY: '1s',
  QUEUE_POLL_INTERVAL: '500ms',
  // A job the killed node held is handed to another after this (the default is 2 minutes).
  QUEUE_JOB_TIMEOUT: '3s',
};

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function until(done: () => boolean | Promise<boolean>, ms: number, what: string) {
  const end = Date.now() + ms;
  while (!(await done())) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await sleep(100);
  }
}

/** The furthest acknowledged step of each contract. */
function furthest(acked: Acked[]) {
  const reached = new Map<string, Acked & { rank: number }>();
  for (const a of acked) {
    const r = reached.get(a.contract.contractId);
    if (!r || STEP_RANK[a.step] > r.rank)
      reached.set(a.contract.contractId, { ...a, rank: STEP_RANK[a.step] });
  }
  return reached;
}

if (driver === 'pg')
  describe('a node killed mid-payment (PostgreSQL, two nodes)', { timeout: 180_000 }, () => {
    it('keeps every acknowledged effect exactly once, resumes payouts and timers, and the ledger balances', async () => {
      const { url, database, drop } = await createTestDatabase();
      drops.push(drop);
      const accounts = await addVerifiedUsers(database.db, 8);
      await database.close();
      const env = { ...RUN_ENV, DATABASE_URL: url!, DATA_DIR: tmpDir() };
      const ports = [await freePort(), await freePort()];
      const nodes: ServerProcess[] = ports.map((port) => startServer({ ...env, PORT: String(port) }));
      await Promise.all(ports.map((port, i) => waitHealthy(port, 120_000, nodes[i])));
      const bases = ports.map((p) => `http://127.0.0.1:${p}`);

      // Eight clients and eight freelancers with proved addresses and a payout method each.
      const db = new pg.Client({ connectionString: url });
      await db.connect();
      const pairs: Pair[] = [];
      for (let i = 0; i < 8; i++) {
        pairs.push({
          client: await LiveUser.login(bases[0]!, accounts.clients[i]!, PASSWORD),
          freelancer: await LiveUser.login(bases[1]!, accounts.freelancers[i]!, PASSWORD),
        });
      }
      for (const pair of pairs) {
        const r = await pair.freelancer.call('POST', '/api/wallet/payout-methods', {
          rail: 'jazzcash',
          account: '03001234567',
          holderName: 'Ayesha Khan',
        });
        expect(r.status, String(r.body.message)).toBe(201);
        pair.payoutMethodId = (r.body.payoutMethod as { _id: string })._id;
      }

      // Each request goes to one node or the other; a retry (same key) goes to the next one.
      const acked: Acked[] = [];
      const errors: string[] = [];
      let stopping = false;
      let noAnswer = 0;
      const route = (pair: Pair, n: number): Pair => {
        const base = bases[n % 2]!;
        return { ...pair, client: pair.client.on(base), freelancer: pair.freelancer.on(base) };
      };
      const writers = pairs.map((pair) =>
        runPair(
          pair,
          {
            steps: ['offer', 'accept', 'fund', 'submit', 'approve', 'withdraw'],
            amount: (n) => 10_000 + n * 100,
            route: (p, n) => route(p, n),
            stop: () => stopping,
            retryUntil: Date.now() + 120_000,
            onNoAnswer: () => (noAnswer += 1),
          },
          acked,
          errors,
        ),
      );

      // Mid-flight: node 0 dies with requests open, and comes back on the same port.
      await until(() => acked.filter((a) => a.step === 'withdraw').length >= 4, 60_000, 'first withdrawals');
      const beforeKill = acked.length;
      nodes[0]!.child.kill('SIGKILL');
      await nodes[0]!.exited;
      await sleep(500);
      nodes[0] = startServer({ ...env, PORT: String(ports[0]) });
      await waitHealthy(ports[0]!, 120_000, nodes[0]);
      const afterRestart = acked.length;
      await until(() => acked.length >= afterRestart + 16, 60_000, 'writes after the restart');
      stopping = true;
      await Promise.all(writers);
      expect(errors).toEqual([]);

      // Every acknowledged step's effect is there, exactly once.
      const reached = furthest(acked);
      const milestoneIds = [...reached.values()].map((r) => r.contract.milestoneId);
      const contractCount = await db.query(
        'select count(*)::int as n from contracts where client_id = any($1)',
        [pairs.map((p) => p.client.id)],
      );
      expect(contractCount.rows[0].n).toBe(acked.filter((a) => a.step === 'offer').length);
      const transfers = await db.query(
        `select milestone_id, kind, count(*)::int as n from ledger_transfers
       where milestone_id = any($1) group by 1, 2`,
        [milestoneIds],
      );
      const times = (m: string, kind: string) =>
        transfers.rows.find((r) => r.milestone_id === m && r.kind === kind)?.n ?? 0;
      for (const { contract, rank } of reached.values()) {
        const m = contract.milestoneId;
        const [row] = (await db.query('select status from milestones where id = $1', [m])).rows;
        // Each contract stops where its last step was acknowledged (every step is retried until it is).
        expect(STATUS_RANK[row.status] ?? 1, `milestone ${m}: ${row.status}`).toBe(Math.min(rank, 4));
        expect(times(m, 'fund'), `fund of ${m}`).toBe(rank >= 2 ? 1 : 0);
        expect(times(m, 'release'), `release of ${m}`).toBe(rank >= 4 ? 1 : 0);
      }
      const withdrawAcks = acked.filter((a) => a.step === 'withdraw');
      const withdrawals = await db.query('select id, status from withdrawals where user_id = any($1)', [
        pairs.map((p) => p.freelancer.id),
      ]);
      expect(withdrawals.rows.length).toBe(withdrawAcks.length);
      expect(new Set(withdrawAcks.map((a) => (a.reply.withdrawal as { _id: string })._id)).size).toBe(
        withdrawAcks.length,
      );

      // Queued work resumes: every payout is paid and every released amount became available.
      await until(
        async () =>
          (
            await db.query(
              `select count(*)::int as n from withdrawals where user_id = any($1) and status <> 'paid'`,
              [pairs.map((p) => p.freelancer.id)],
            )
          ).rows[0].n === 0,
        60_000,
        'payouts to be paid',
      );
      await until(
        async () =>
          (
            await db.query(
              `select coalesce(sum(balance), 0)::int as n from ledger_accounts where kind = 'pending' and user_id = any($1)`,
              [pairs.map((p) => p.freelancer.id)],
            )
          ).rows[0].n === 0,
        30_000,
        'held funds to become available',
      );

      const checked = await openDatabase({ driver: 'pg', url: url! });
      const report = await checkLedger(checked.db);
      await checked.close();
      expect(report.invariants.filter((i) => !i.ok)).toEqual([]);
      await db.end();
      for (const n of nodes) n.child.kill('SIGTERM');
      await Promise.all(nodes.map((n) => n.exited));
      console.log(
        `crash (PostgreSQL, 2 nodes): ${acked.length} steps acknowledged (${beforeKill} before the kill), ` +
          `${reached.size} contracts, ${withdrawAcks.length} withdrawals all paid, ${noAnswer} requests unanswered and retried, ledger OK`,
      );
    });
  });
else
  describe('the embedded database killed during writes', { timeout: 180_000 }, () => {
    it('has every acknowledged row back after a restart, and a clean ledger', async () => {
      const { dataDir, accounts } = await embeddedDataDir(3);
      const env = { ...RUN_ENV, DATA_DIR: dataDir };
      const port = await freePort();
      let server = startServer({ ...env, PORT: String(port) });
      await waitHealthy(port, 120_000, server);
      const base = `http://127.0.0.1:${port}`;

      const pairs: Pair[] = [];
      for (let i = 0; i < 3; i++) {
        pairs.push({
          client: await LiveUser.login(base, accounts.clients[i]!, PASSWORD),
          freelancer: await LiveUser.login(base, accounts.freelancers[i]!, PASSWORD),
        });
      }
      const acked: Acked[] = [];
      const errors: string[] = [];
      let dead = false;
      const writers = pairs.map((pair) =>
        runPair(
          pair,
          {
            steps: ['offer', 'accept', 'fund', 'submit', 'approve'],
            amount: () => 7_500,
            stop: () => dead,
            retryUntil: 0,
          },
          acked,
          errors,
        ),
      );
      // Sign-ups alongside: plain rows acknowledged with a 201.
      const signedUp: string[] = [];
      const signUps = (async () => {
        for (let i = 0; !dead; i++) {
          const email = `crash.${i}.${randomUUID().slice(0, 6)}@example.test`;
          const res = await fetch(`${base}/api/auth/register`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({
              email,
              password: 'crash-password-1',
              firstName: 'Crash',
              lastName: 'Test',
            }),
          }).catch(() => undefined);
          if (res?.status === 201) signedUp.push(email);
        }
      })();

      await until(() => acked.length >= 15 && signedUp.length >= 3, 60_000, 'writes');
      server.child.kill('SIGKILL');
      dead = true;
      await server.exited;
      await Promise.all([...writers, signUps]);
      // The connections the kill cut are the only failures.
      expect(
        errors.every((e) => /^\w+: 0 /.test(e)),
        errors.join('\n'),
      ).toBe(true);

      server = startServer({ ...env, PORT: String(port) });
      await waitHealthy(port, 120_000, server);
      for (const email of signedUp) {
        const res = await fetch(`${base}/api/auth/login`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ email, password: 'crash-password-1' }),
        });
        expect(res.status, email).toBe(200);
      }
      const reached = furthest(acked);
      for (const { contract, rank, pair } of reached.values()) {
        const res = await pair.client.get(`/api/contracts/${contract.contractId}`);
        expect(res.status, `contract ${contract.contractId}`).toBe(200);
        const c = res.body.contract as { status: string; milestones: { status: string }[] };
        const have = STATUS_RANK[c.milestones[0]!.status] ?? (c.status === 'offered' ? 0 : 1);
        expect(
          have,
          `contract ${contract.contractId}: ${c.status}/${c.milestones[0]!.status}`,
        ).toBeGreaterThanOrEqual(rank);
      }
      server.child.kill('SIGTERM');
      expect(await server.exited).toBe(0);
      const check = await runScript('ledger:check', [], { DATA_DIR: dataDir });
      expect(check.code, check.output).toBe(0);
      console.log(
        `crash (embedded): ${acked.length} contract steps and ${signedUp.length} sign-ups acknowledged before SIGKILL, all back after restart; ledger OK`,
      );
    });
  });
