/**
 * The first load (issue 19): Lighthouse 12.8 with Debian's Chromium on home, the job board and one job
 * page of a server this bench starts itself (demo data seeded), in English and in Urdu (the
 * `PARAGLIDE_LOCALE` cookie), with Lighthouse's default mobile profile and with regular 3G (300 ms,
 * 700 kbps, 4x CPU, simulated). Each figure is the median of LIGHTHOUSE_RUNS runs (3 unless set).
 * Prints per page: initial JavaScript (the build's files the page fetched, gzip-sized, and the bytes
 * on the wire), CLS, FCP, LCP, TBT and performance score (mobile), LCP on regular 3G; and once, the
 * four category scores of home. Lighthouse never touches a page: "Visit" rows give what a visitor
 * who starts tapping and typing 300 ms after the first paint feels (bench/lib/visit.ts): INP, the
 * JavaScript fetched before hydration, and on the board the time from a key to matching results.
 * LIGHTHOUSE_RUNS=0 runs the visits only; VISIT_RUNS sets their number.
 *
 * Lighthouse stays out of the workspace (its dependencies clash with ours): the first run installs
 * lighthouse@12.8.2 into bench/.lighthouse/ (ignored by git through its own .gitignore).
 */
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { BenchResult } from './run.ts';
import { measureVisit, type Visit, type VisitKind } from './lib/visit.ts';
import {
  ensureLighthouse,
  median,
  metric,
  requests,
  runLighthouse,
  score,
  scriptsGzipKb,
  type Profile,
  type Report,
} from './lib/lighthouse.ts';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
/** The scripted visits per page and language (bench/lib/visit.ts), 3 unless set. */
const VISITS = Number(process.env.VISIT_RUNS ?? 3);
/** LIGHTHOUSE_PAGES=/jobs,/jobs/:id measures only those pages. */
const ONLY_PAGES = process.env.LIGHTHOUSE_PAGES?.split(',');
/** LIGHTHOUSE_LANGS=en measures English only (Urdu equals it until the i18n work lands). */
const LANGUAGES = process.env.LIGHTHOUSE_LANGS?.split(',') ?? ['en', 'ur'];
const ALL_CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];

export default async function lighthouseBench(): Promise<BenchResult[]> {
  const cli = ensureLighthouse(path.join(root, 'bench/.lighthouse'));
  // WEB_DIST points at an existing build; otherwise apps/web/dist, built first when missing.
  const { dist: webDist, stale } = process.env.WEB_DIST
    ? { dist: path.resolve(process.env.WEB_DIST), stale: false }
    : ensureWebBuild();
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kt-lighthouse-'));
  const server = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      WEB_DIST: webDist,
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      SEED_DEMO: 'true',
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let serverErr = '';
  server.stderr.on('data', (d: Buffer) => (serverErr += d.toString()));
  try {
    const origin = `http://127.0.0.1:${port}`;
    await waitForHealth(port, server, () => serverErr);
    const list = (await (await fetch(`${origin}/api/jobs`)).json()) as { jobs: { _id: string }[] };
    const jobId = list.jobs[0]?._id;
    if (!jobId) throw new Error('The demo data has no job to open');
    const pages: { name: string; path: string; kind: VisitKind }[] = [
      { name: '/', path: '/', kind: 'home' },
      { name: '/jobs', path: '/jobs', kind: 'board' },
      { name: '/jobs/:id', path: `/jobs/${jobId}`, kind: 'job' },
    ];
    const chosen = pages.filter((p) => !ONLY_PAGES || ONLY_PAGES.includes(p.name));
    const results: BenchResult[] = [];
    for (const page of chosen) {
      for (const lang of LANGUAGES) {
        const headers = { Cookie: `PARAGLIDE_LOCALE=${lang}` };
        const full = page.name === '/' && lang === 'en';
        const run = (profile: Profile) =>
          Array.from({ length: RUNS }, () =>
            runLighthouse(cli, chromePath, origin + page.path, {
              profile,
              headers,
              categories: full && profile === 'mobile' ? ALL_CATEGORIES : ['performance'],
            }),
          );
        if (RUNS > 0) {
          const mobile = run('mobile');
          const slow = run('regular-3G');
          results.push(firstLoadRow(`${page.name} (${lang})`, mobile, slow, webDist));
          if (full) results.push(scoresRow(mobile));
        }
        const visits: Visit[] = [];
        for (let i = 0; i < VISITS; i++) {
          // A visit that could not finish (a loaded machine's timeouts) is said, not fatal to the rest.
          await measureVisit(origin, page.path, page.kind, { chromePath, lang, webDist }).then(
            (v) => visits.push(v),
            (err: Error) =>
              console.warn(`visit of ${page.path} (${lang}) failed: ${err.message.split('\n')[0]}`),
          );
        }
        results.push(visitRow(`${page.name} (${lang})`, visits));
      }
    }
    if (stale) results[0]!.note += ' (apps/web/dist is older than the sources: run npm run build)';
    return results;
  } finally {
    server.kill('SIGTERM');
    await new Promise((resolve) => server.once('exit', resolve).once('error', resolve));
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

function firstLoadRow(name: string, mobile: Report[], slow: Report[], webDist: string): BenchResult {
  const med = (reports: Report[], f: (r: Report) => number) => median(reports.map(f));
  const jsGzip = med(mobile, (r) => scriptsGzipKb(r, webDist));
  const jsWire = med(
    mobile,
    (r) => requests(r, 'Script').reduce((s, q) => s + (q.transferSize ?? 0), 0) / 1024,
  );
  const cls = med(mobile, (r) => metric(r, 'cumulative-layout-shift'));
  const lcp = med(mobile, (r) => metric(r, 'largest-contentful-paint'));
  const perf = med(mobile, (r) => score(r, 'performance'));
  const fcp = med(mobile, (r) => metric(r, 'first-contentful-paint'));
  const tbt = med(mobile, (r) => metric(r, 'total-blocking-time'));
  const lcp3g = med(slow, (r) => metric(r, 'largest-contentful-paint'));
  const s = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
  return {
    name: `First load ${name}`,
    note:
      `JS ${jsGzip.toFixed(1)} KB gzip (${jsWire.toFixed(1)} KB on the wire), CLS ${cls.toFixed(3)}, ` +
      `FCP ${s(fcp)}, LCP ${s(lcp)}, TBT ${Math.round(tbt)} ms, performance ${perf}; regular 3G: LCP ${s(lcp3g)}`,
  };
}

function visitRow(name: string, visits: Visit[]): BenchResult {
  const med = (f: (v: Visit) => number) => median(visits.map(f));
  const board = visits[0]?.typed !== undefined;
  const typed = visits.map((v) => `"${v.typed}"${v.focusKept ? '' : ' (focus lost)'}`).join(', ');
  return {
    name: `Visit ${name}`,
    note:
      `INP ${Math.round(med((v) => v.inpMs))} ms (longest interaction ${Math.round(med((v) => v.longestMs))} ms), ` +
      `hydrated at ${(med((v) => v.hydratedMs) / 1000).toFixed(1)} s, JS before hydration ${med((v) => v.jsBeforeHydrationKb).toFixed(1)} KB gzip` +
      (board
        ? `; key -> matching results ${fmtMs(med((v) => v.keyToResultsMs!))} (from the first key ${fmtMs(med((v) => v.firstKeyToResultsMs!))}), box held ${typed}`
        : ''),
  };
}

const fmtMs = (ms: number) => (Number.isNaN(ms) ? 'never (15 s)' : `${(ms / 1000).toFixed(2)} s`);

function scoresRow(reports: Report[]): BenchResult {
  const m = (id: string) => median(reports.map((r) => score(r, id)));
  const tbt = median(reports.map((r) => metric(r, 'total-blocking-time')));
  const fcp = median(reports.map((r) => metric(r, 'first-contentful-paint')));
  return {
    name: 'Lighthouse / (mobile, en): scores',
    note: `performance ${m('performance')}, accessibility ${m('accessibility')}, best practices ${m('best-practices')}, SEO ${m('seo')}; FCP ${(fcp / 1000).toFixed(1)} s, TBT ${Math.round(tbt)} ms`,
  };
}

/** apps/web/dist, built first when missing; a build older than the sources is reported, not replaced. */
function ensureWebBuild(): { dist: string; stale: boolean } {
  const dist = path.join(root, 'apps/web/dist');
  const built = path.join(dist, 'index.html');
  if (!fs.existsSync(built)) {
    const res = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] });
    if (res.status !== 0) throw new Error('npm run build failed');
    return { dist, stale: false };
  }
  const sources = ['apps/web/src', 'apps/web/public', 'apps/web/index.html', 'packages/shared/src'];
  return { dist, stale: sources.some((s) => newest(path.join(root, s)) > fs.statSync(built).mtimeMs) };
}

/** The latest modification time of a file or of anything under a folder. */
function newest(p: string): number {
  if (!fs.existsSync(p)) return 0;
  const stat = fs.statSync(p);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return fs.readdirSync(p).reduce((max, name) => Math.max(max, newest(path.join(p, name))), stat.mtimeMs);
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

async function waitForHealth(port: number, server: ReturnType<typeof spawn>, stderr: () => string) {
  const deadline = Date.now() + 420_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`The server exited: ${stderr()}`);
    try {
      const res = await fetch(`http://127.0.0.1:${port}/api/health`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error('The server did not become healthy within 420 s');
}
