/**
 * `npm run bench`: runs every `bench/*.bench.ts` in order. Each exports `default async function(): Promise<BenchResult[]>`
 * and prints nothing itself; this prints one table so figures of one run sit side by side.
 */
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

export type BenchResult = {
  /** e.g. 'GET /api/jobs?search=react (10 000 jobs)' */
  name: string;
  p50Ms?: number;
  p95Ms?: number;
  p99Ms?: number;
  perSecond?: number;
  /** Anything else worth printing (scores, bytes). */
  note?: string;
};

const dir = path.dirname(new URL(import.meta.url).pathname);
const only = process.argv[2];
const files = fs
  .readdirSync(dir)
  .filter((f) => f.endsWith('.bench.ts') && (!only || f.includes(only)))
  .sort();

const rows: BenchResult[] = [];
for (const file of files) {
  console.log(`\n== ${file}`);
  const mod = (await import(pathToFileURL(path.join(dir, file)).href)) as {
    default: () => Promise<BenchResult[]>;
  };
  const results = await mod.default();
  for (const r of results) console.log(format(r));
  rows.push(...results);
}
console.log('\n== summary');
for (const r of rows) console.log(format(r));
process.exit(0);

function format(r: BenchResult) {
  const parts = [r.name.padEnd(58)];
  if (r.p50Ms !== undefined) parts.push(`p50 ${r.p50Ms.toFixed(1)} ms`);
  if (r.p95Ms !== undefined) parts.push(`p95 ${r.p95Ms.toFixed(1)} ms`);
  if (r.p99Ms !== undefined) parts.push(`p99 ${r.p99Ms.toFixed(1)} ms`);
  if (r.perSecond !== undefined) parts.push(`${Math.round(r.perSecond)}/s`);
  if (r.note) parts.push(r.note);
  return parts.join('  ');
}
