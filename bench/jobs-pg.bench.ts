/**
 * The job board and talent directory on PostgreSQL at scale: 100 000 open jobs and 50 000 freelancer
 * profiles, run only when `BENCH_DATABASE_URL` names a database this bench may fill (it is seeded once
 * and reused by later runs). Each route is measured for one user (p50/p95/p99 of sequential requests)
 * and at 20 connections (requests per second, and that as a share of `/api/health` in the same run).
 *
 *   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/kt_bench npm run bench -- jobs-pg
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { count, sql } from 'drizzle-orm';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { openDatabase } from '../apps/server/src/db/client.ts';
import { jobs, profiles } from '../apps/server/src/db/schema.ts';
import { measureRoute, type RouteFigures } from './lib/measure.ts';
import { seedJobs, seedProfiles } from './lib/seed.ts';
import type { BenchResult } from './run.ts';

const JOB_COUNT = 100_000;
const PROFILE_COUNT = 50_000;
const CONNECTIONS = 20;
const SECONDS = 5;
const ONE_USER_REQUESTS = 100;
/** Requests timed with the page cache missed (the listing's version bumped before each). */
const MISS_REQUESTS = 10;

export const ROUTES: [string, string][] = [
  ['GET /api/health', '/api/health'],
  ['jobs: newest first', '/api/jobs'],
  ['jobs: category', '/api/jobs?category=Web%20Development'],
  ['jobs: category + hourly', '/api/jobs?category=Data%20Science&budgetType=hourly'],
  ['jobs: page 200', '/api/jobs?page=200'],
  ['jobs: page 2000 (last)', '/api/jobs?page=2000&limit=50'],
  ['jobs: search=react (10 %)', '/api/jobs?search=react'],
  ['jobs: search=developer website (broad, 2 words)', '/api/jobs?search=developer%20website'],
  ['jobs: search=developer (every job)', '/api/jobs?search=developer'],
  ['jobs: search=42424 (one match)', '/api/jobs?search=42424'],
  ['jobs: home counts (new call)', '/api/jobs/category-counts'],
  [
    'jobs: More Filters (level, duration, budget, newest)',
    '/api/jobs?experienceLevel=Expert&duration=1-3-months&budgetMin=200&budgetMax=1500&postedWithin=30d&sort=newest',
  ],
  ['jobs: sort=budget', '/api/jobs?sort=budget'],
  ['talent: all', '/api/profile/search?limit=24'],
  ['talent: jobTitle=AI', '/api/profile/search?jobTitle=AI&limit=24'],
  ['talent: q=react', '/api/profile/search?q=react&limit=24'],
  ['talent: q=gilgit (every profile)', '/api/profile/search?q=gilgit&limit=24'],
  ['talent: q=42424 (one match)', '/api/profile/search?q=42424&limit=24'],
];

export default async function jobsPgBench(): Promise<BenchResult[]> {
  const url = process.env.BENCH_DATABASE_URL;
  if (!url) return [{ name: 'jobs-pg bench', note: 'skipped: set BENCH_DATABASE_URL to run it' }];
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kt-bench-pg-'));
  const database = await openDatabase({ driver: 'pg', url });
  await database.migrate();
  const config = loadConfig({
    NODE_ENV: 'production',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    DATABASE_URL: url,
  });
  const app = await buildApp(config, database, { logger: false });
  const results: BenchResult[] = [];
  try {
    const t0 = performance.now();
    const [j] = await app.db.select({ n: count() }).from(jobs);
    if ((j?.n ?? 0) < JOB_COUNT) await seedJobs(app.db, JOB_COUNT - (j?.n ?? 0));
    const [p] = await app.db.select({ n: count() }).from(profiles);
    if ((p?.n ?? 0) < PROFILE_COUNT) await seedProfiles(app.db, PROFILE_COUNT - (p?.n ?? 0));
    // The state real traffic leaves: autovacuum has run (visibility map set, so index-only scans
    // skip the table) and the counter rows, updated 100 000 times inside the seed's few
    // transactions (no pruning possible), are back to one page each, as one-job transactions keep them.
    await app.db.execute(sql`vacuum full job_category_counts, profile_title_counts, listing_versions`);
    await app.db.execute(sql`vacuum analyze`);
    const seededIn = ((performance.now() - t0) / 1000).toFixed(1);
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;

    // The keyset form of the last page: `after` = the id just before it (what `nextCursor` would be).
    const deep = await app.db.execute<{ id: string }>(
      sql`select id from jobs where status = 'open' order by created_at desc nulls last, id desc nulls last offset ${JOB_COUNT - 51} limit 1`,
    );
    const routes: [string, string][] = [...ROUTES];
    if (deep.rows[0])
      routes.splice(6, 0, [
        'jobs: last page by keyset (after=…)',
        `/api/jobs?limit=50&after=${deep.rows[0].id}`,
      ]);
    let health: RouteFigures | undefined;
    for (const [name, route] of routes) {
      let f: RouteFigures;
      try {
        f = await measureRoute(base, route, {
          connections: CONNECTIONS,
          seconds: SECONDS,
          oneUserRequests: ONE_USER_REQUESTS,
        });
      } catch (err) {
        results.push({ name, note: `not measured: ${(err as Error).message.slice(0, 80)}` });
        continue;
      }
      health ??= f;
      // Uncached: the listing's version bumped before each request, so its page is computed again.
      const misses: number[] = [];
      if (name !== 'GET /api/health') {
        for (let i = 0; i < MISS_REQUESTS; i++) {
          await app.db.execute(sql`update listing_versions set version = version + 1`);
          const t0 = performance.now();
          await (await fetch(base + route)).arrayBuffer();
          misses.push(performance.now() - t0);
        }
        misses.sort((a, b) => a - b);
      }
      results.push({
        name,
        p50Ms: f.p50,
        p95Ms: f.p95,
        p99Ms: f.p99,
        perSecond: f.perSecond,
        note: [
          `${((100 * f.perSecond) / health.perSecond).toFixed(1)} % of health`,
          `at ${CONNECTIONS}: p50 ${f.loadP50} ms p99 ${f.loadP99} ms`,
          f.total !== undefined ? `total ${f.total}` : '',
          misses.length
            ? `uncached p50 ${misses[Math.floor(misses.length / 2)]!.toFixed(1)} ms max ${misses[misses.length - 1]!.toFixed(1)} ms`
            : '',
          f.failures ? `${f.failures} failures` : '',
        ]
          .filter(Boolean)
          .join(', '),
      });
    }
    results.push({
      name: 'jobs-pg bench setup',
      note: `${JOB_COUNT} jobs, ${PROFILE_COUNT} profiles (ready in ${seededIn} s); one user: ${ONE_USER_REQUESTS} sequential requests; ${CONNECTIONS} connections for ${SECONDS} s; uncached: ${MISS_REQUESTS} requests each after a version bump; PostgreSQL`,
    });
    return results;
  } finally {
    await app.close();
    await database.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
