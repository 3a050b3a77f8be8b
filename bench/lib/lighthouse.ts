/**
 * Running Lighthouse 12.8 from bench/.lighthouse (installed there on first use, out of the workspace:
 * its dependencies clash with ours) and reading the figures the first-load bench prints.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const LIGHTHOUSE_VERSION = '12.8.2';

export type Audit = { numericValue?: number; details?: { items?: NetworkRequest[] } };
export type NetworkRequest = { url: string; resourceType?: string; transferSize?: number };
export type Report = {
  categories: Record<string, { title: string; score: number | null }>;
  audits: Record<string, Audit>;
  runtimeError?: { message: string };
};

/** Lighthouse's default mobile profile, and the regular-3G profile of issue 19 (simulated). */
export const PROFILES = {
  mobile: [] as string[],
  'regular-3G': [
    '--throttling-method=simulate',
    '--throttling.rttMs=300',
    '--throttling.throughputKbps=700',
    '--throttling.cpuSlowdownMultiplier=4',
  ],
};
export type Profile = keyof typeof PROFILES;

export function ensureLighthouse(toolDir: string): string {
  const cli = path.join(toolDir, 'node_modules/lighthouse/cli/index.js');
  if (fs.existsSync(cli)) return cli;
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
  return cli;
}

/** One Lighthouse run; a run Chrome's tracing spoils (NO_NAVSTART and the like) is tried again, twice. */
export function runLighthouse(
  cli: string,
  chromePath: string,
  url: string,
  opts: { profile: Profile; headers: Record<string, string>; categories: string[] },
): Report {
  for (let attempt = 1; ; attempt++) {
    try {
      return runLighthouseOnce(cli, chromePath, url, opts);
    } catch (err) {
      if (attempt >= 3) throw err;
      console.warn(
        `lighthouse run ${attempt} of ${url} failed, trying again: ${(err as Error).message.slice(0, 160)}`,
      );
    }
  }
}

function runLighthouseOnce(
  cli: string,
  chromePath: string,
  url: string,
  opts: { profile: Profile; headers: Record<string, string>; categories: string[] },
): Report {
  const res = spawnSync(
    process.execPath,
    [
      cli,
      url,
      '--output=json',
      '--output-path=stdout',
      '--quiet',
      `--only-categories=${opts.categories.join(',')}`,
      `--extra-headers=${JSON.stringify(opts.headers)}`,
      '--chrome-flags=--headless --no-sandbox --disable-gpu',
      ...PROFILES[opts.profile],
    ],
    { env: { ...process.env, CHROME_PATH: chromePath }, maxBuffer: 64 * 1024 * 1024, encoding: 'utf8' },
  );
  if (res.status !== 0) throw new Error(`lighthouse failed: ${res.stderr}`);
  const report = JSON.parse(res.stdout) as Report;
  if (report.runtimeError) throw new Error(`lighthouse: ${report.runtimeError.message}`);
  return report;
}

export const metric = (report: Report, id: string) => report.audits[id]?.numericValue ?? NaN;

export const score = (report: Report, id: string) => {
  const s = report.categories[id]?.score;
  return s === null || s === undefined ? NaN : Math.round(s * 100);
};

export function requests(report: Report, type?: string) {
  const all = report.audits['network-requests']?.details?.items ?? [];
  return type ? all.filter((r) => r.resourceType === type) : all;
}

/**
 * The page's scripts as the build wrote them, gzip-sized (level 9, as Vite prints them): what
 * "initial JavaScript KB gzip" means, whatever encoding the server chose on the wire.
 */
export function scriptsGzipKb(report: Report, webDist: string): number {
  let bytes = 0;
  for (const r of requests(report, 'Script')) {
    const file = path.join(webDist, new URL(r.url).pathname);
    if (file.startsWith(webDist) && fs.existsSync(file))
      bytes += gzipSync(fs.readFileSync(file), { level: 9 }).length;
  }
  return bytes / 1024;
}

export function median(values: number[]): number {
  const sorted = values.filter((v) => !Number.isNaN(v)).sort((a, b) => a - b);
  if (sorted.length === 0) return NaN;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}
