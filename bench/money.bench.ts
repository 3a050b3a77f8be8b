/**
 * The money path on PostgreSQL: 20 clients at once, each moving one-milestone contracts through
 * their whole life (offer, accept, fund, submit, approve, withdraw) against one server, with the
 * ledger checked afterwards. Each step's throughput and p50/p95/p99 sit beside `/api/health` of the
 * same run (alone at 20 connections, and one user's while the money moves). Runs only when
 * `BENCH_DATABASE_URL` names a database this bench may write to (it adds users and contracts).
 *
 *   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/kt_bench npm run bench -- money
 */
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { and, count, inArray, ne } from 'drizzle-orm';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { openDatabase } from '../apps/server/src/db/client.ts';
import { users, withdrawals } from '../apps/server/src/db/schema.ts';
import { hashPassword } from '../apps/server/src/modules/auth/service.ts';
import { checkLedger } from '../apps/server/src/modules/ledger/invariants.ts';
import { LIFE, LiveUser, lifeStep, type Contract, type LifeStep } from '../apps/server/test/live-client.ts';
import { measureRoute } from './lib/measure.ts';
import type { BenchResult } from './run.ts';

const CLIENTS = 20;
const SECONDS = 20;
const PASSWORD = 'bench-money-password';

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

export default async function moneyBench(): Promise<BenchResult[]> {
  const url = process.env.BENCH_DATABASE_URL;
  if (!url) return [{ name: 'money bench', note: 'skipped: set BENCH_DATABASE_URL to run it' }];
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kt-bench-money-'));
  const database = await openDatabase({ driver: 'pg', url });
  await database.migrate();
  const config = loadConfig({
    NODE_ENV: 'production',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    DATABASE_URL: url,
    // The bench measures the path, not the per-user limits, holds and cool-downs a real hub keeps.
    LIMIT_OFFERS: '0',
    LIMIT_MILESTONE_ACTIONS: '0',
    LIMIT_WITHDRAWALS: '0',
    LIMIT_PAYOUT_METHODS: '0',
    FUNDS_HOLD: '0',
    PAYOUT_METHOD_COOLDOWN: '0',
    SANDBOX_PAYOUT_DELAY: '1s',
    QUEUE_POLL_INTERVAL: '500ms',
  });
  const app = await buildApp(config, database, { logger: false });
  const results: BenchResult[] = [];
  try {
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;

    // Clients and freelancers with proved addresses (funding and withdrawing need one).
    const passwordHash = await hashPassword(PASSWORD);
    const tag = randomUUID().slice(0, 8);
    const people = (role: 'client' | 'freelancer') =>
      Array.from({ length: CLIENTS }, (_, i) => ({
        email: `bench.${role}${i}.${tag}@example.test`,
        passwordHash,
        firstName: 'Bench',
        lastName: `${role} ${i}`,
        role,
        emailVerifiedAt: new Date(),
      }));
    const clients = people('client');
    const freelancers = people('freelancer');
    await app.db.insert(users).values([...clients, ...freelancers]);
    const pairs = [];
    for (let i = 0; i < CLIENTS; i++) {
      const client = await LiveUser.login(base, clients[i]!.email, PASSWORD);
      const freelancer = await LiveUser.login(base, freelancers[i]!.email, PASSWORD);
      const m = await freelancer.call('POST', '/api/wallet/payout-methods', {
        rail: 'jazzcash',
        account: '03001234567',
        holderName: 'Bench Freelancer',
      });
      if (m.status !== 201) throw new Error(`payout method: ${m.status} ${m.body.message}`);
      pairs.push({ client, freelancer, payoutMethodId: (m.body.payoutMethod as { _id: string })._id });
    }

    // /api/health alone at the same concurrency: the yardstick of this machine in this run.
    const health = await measureRoute(base, '/api/health', {
      connections: CLIENTS,
      seconds: 5,
      oneUserRequests: 100,
    });

    const times = new Map<LifeStep, number[]>(LIFE.map((s) => [s, []]));
    const lives: number[] = [];
    let waitedForFunds = 0;
    const failures: string[] = [];
    const end = Date.now() + SECONDS * 1000;
    const healthUnderLoad: number[] = [];
    const started = performance.now();
    const prober = (async () => {
      while (Date.now() < end) {
        const t0 = performance.now();
        await (await fetch(`${base}/api/health`)).arrayBuffer();
        healthUnderLoad.push(performance.now() - t0);
        await new Promise((r) => setTimeout(r, 50));
      }
    })();
    await Promise.all(
      pairs.map(async (parties, p) => {
        for (let n = 0; Date.now() < end && failures.length === 0; n++) {
          const contract: Partial<Contract> = {};
          const life0 = performance.now();
          for (const step of LIFE) {
            const key = randomUUID();
            for (;;) {
              const t0 = performance.now();
              const r = await lifeStep(step, parties, contract, 10_000 + p * 100 + n, key);
              const ms = performance.now() - t0;
              if (r.status >= 200 && r.status < 300) {
                times.get(step)!.push(ms);
                break;
              }
              // Approved money becomes available through the funds-available job a moment later.
              if (step === 'withdraw' && r.status === 409 && waitedForFunds < 100_000) {
                waitedForFunds += 1;
                await new Promise((res) => setTimeout(res, 50));
                continue;
              }
              failures.push(`${step}: ${r.status} ${r.body.message}`);
              return;
            }
          }
          lives.push(performance.now() - life0);
        }
      }),
    );
    await prober;
    const elapsed = (performance.now() - started) / 1000;

    // The payouts the run asked for are paid by the queue; then the ledger must balance.
    const freelancerIds = pairs.map((p) => p.freelancer.id);
    const waiting = async () =>
      (
        await app.db
          .select({ n: count() })
          .from(withdrawals)
          .where(and(inArray(withdrawals.userId, freelancerIds), ne(withdrawals.status, 'paid')))
      )[0]!.n;
    const payoutsBy = Date.now() + 60_000;
    while ((await waiting()) > 0 && Date.now() < payoutsBy) await new Promise((r) => setTimeout(r, 250));
    const unpaid = await waiting();
    const t0 = performance.now();
    const ledger = await checkLedger(app.db);
    const ledgerMs = performance.now() - t0;

    results.push({
      name: 'GET /api/health (alone, 20 connections)',
      p50Ms: health.p50,
      p95Ms: health.p95,
      perSecond: health.perSecond,
      note: `at ${CLIENTS}: p99 ${health.loadP99} ms`,
    });
    const underLoad = [...healthUnderLoad].sort((a, b) => a - b);
    results.push({
      name: 'GET /api/health (one user, during the money run)',
      p50Ms: percentile(underLoad, 50),
      p95Ms: percentile(underLoad, 95),
      p99Ms: percentile(underLoad, 99),
    });
    for (const step of LIFE) {
      const t = times.get(step)!.sort((a, b) => a - b);
      results.push({
        name: `money: ${step}`,
        p50Ms: percentile(t, 50),
        p95Ms: percentile(t, 95),
        p99Ms: percentile(t, 99),
        perSecond: t.length / elapsed,
        note: `${t.length} done, ${((100 * t.length) / elapsed / health.perSecond).toFixed(2)} % of health's rate`,
      });
    }
    const l = [...lives].sort((a, b) => a - b);
    results.push({
      name: 'money: whole contract (6 steps)',
      p50Ms: percentile(l, 50),
      p95Ms: percentile(l, 95),
      perSecond: l.length / elapsed,
      note: `${l.length} contracts by ${CLIENTS} clients in ${elapsed.toFixed(1)} s; ${waitedForFunds} withdrawals retried while funds were released`,
    });
    results.push({
      name: 'money: ledger after the run',
      note:
        `${ledger.ok ? 'OK' : 'FAILED'} (${ledger.invariants.length} invariants, ${ledgerMs.toFixed(0)} ms); ` +
        `${unpaid === 0 ? 'every payout paid' : `${unpaid} payouts not paid after 60 s`}` +
        (failures.length ? `; failures: ${failures.slice(0, 3).join('; ')}` : ''),
    });
    if (!ledger.ok || failures.length) process.exitCode = 1;
  } finally {
    await app.close();
    await database.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
  return results;
}
