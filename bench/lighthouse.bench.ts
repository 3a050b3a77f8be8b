/**
 * Lighthouse 12.8 (mobile settings: emulated phone, simulated slow 4G and CPU slowdown) on the home page
 * of a server this bench starts itself, with Debian's Chromium. Reports the four category scores, the
 * main metrics, and the JavaScript and image bytes the home page transferred.
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

const LIGHTHOUSE_VERSION = '12.8.2';
const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const toolDir = path.join(root, 'bench/.lighthouse');
const cli = path.join(toolDir, 'node_modules/lighthouse/cli/index.js');
const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';

type Audit = { numericValue?: number; details?: { items?: NetworkRequest[] } };
type NetworkRequest = { url: string; resourceType?: string; transferSize?: number };
type Report = {
  categories: Record<string, { title: string; score: number | null }>;
  audits: Record<string, Audit>;
  runtimeError?: { message: string };
};

export default async function lighthouseBench(): Promise<BenchResult[]> {
  ensureLighthouse();
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
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let serverErr = '';
  server.stderr.on('data', (d: Buffer) => (serverErr += d.toString()));
  try {
    await waitForHealth(port, server, () => serverErr);
    const report = runLighthouse(`http://127.0.0.1:${port}/`);
    const results = summarise(report);
    if (stale) results[0]!.note += ' (apps/web/dist is older than the sources: run npm run build)';
    return results;
  } finally {
    server.kill('SIGTERM');
    await new Promise((resolve) => server.once('exit', resolve).once('error', resolve));
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

function ensureLighthouse() {
  if (fs.existsSync(cli)) return;
  fs.mkdirSync(toolDir, { recursive: true });
  fs.writeFileSync(path.join(toolDir, '.gitignore'), '*\n');
  fs.writeFileSync(path.join(toolDir, 'package.json'), '{ "private": true }\n');
  const res = spawnSync(
    'npm',
    [
      'install',
      '--prefix',
      toolDir,
      '--no-audit',
      '--no-fund',
      '--loglevel=error',
      `lighthouse@${LIGHTHOUSE_VERSION}`,
    ],
    { stdio: ['ignore', 'ignore', 'inherit'] },
  );
  if (res.status !== 0 || !fs.existsSync(cli))
    throw new Error(`Could not install lighthouse@${LIGHTHOUSE_VERSION}`);
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
  const deadline = Date.now() + 180_000;
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
  throw new Error('The server did not become healthy within 180 s');
}

function runLighthouse(url: string): Report {
  const res = spawnSync(
    process.execPath,
    [
      cli,
      url,
      '--output=json',
      '--output-path=stdout',
      '--quiet',
      '--only-categories=performance,accessibility,best-practices,seo',
      '--chrome-flags=--headless --no-sandbox --disable-gpu',
    ],
    { env: { ...process.env, CHROME_PATH: chromePath }, maxBuffer: 64 * 1024 * 1024, encoding: 'utf8' },
  );
  if (res.status !== 0) throw new Error(`lighthouse failed: ${res.stderr}`);
  const report = JSON.parse(res.stdout) as Report;
  if (report.runtimeError) throw new Error(`lighthouse: ${report.runtimeError.message}`);
  return report;
}

function summarise(report: Report): BenchResult[] {
  const score = (id: string) => {
    const s = report.categories[id]?.score;
    return s === null || s === undefined ? 'n/a' : String(Math.round(s * 100));
  };
  const metric = (id: string) => report.audits[id]?.numericValue ?? NaN;
  const requests = report.audits['network-requests']?.details?.items ?? [];
  const bytes = (type: string) => {
    const of = requests.filter((r) => r.resourceType === type);
    return { kb: of.reduce((sum, r) => sum + (r.transferSize ?? 0), 0) / 1024, files: of.length };
  };
  const js = bytes('Script');
  const img = bytes('Image');
  const media = bytes('Media');
  const total = requests.reduce((sum, r) => sum + (r.transferSize ?? 0), 0) / 1024;
  const s = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
  return [
    {
      name: 'Lighthouse / (mobile): scores',
      note: `performance ${score('performance')}, accessibility ${score('accessibility')}, best practices ${score('best-practices')}, SEO ${score('seo')}`,
    },
    {
      name: 'Lighthouse / (mobile): metrics',
      note: `FCP ${s(metric('first-contentful-paint'))}, LCP ${s(metric('largest-contentful-paint'))}, TBT ${Math.round(metric('total-blocking-time'))} ms, CLS ${metric('cumulative-layout-shift').toFixed(3)}, SI ${s(metric('speed-index'))}`,
    },
    {
      name: 'Home page transferred bytes',
      note: `JS ${js.kb.toFixed(1)} KB (${js.files} files), images ${img.kb.toFixed(1)} KB (${img.files} files), media ${media.kb.toFixed(1)} KB, all ${total.toFixed(1)} KB`,
    },
  ];
}
