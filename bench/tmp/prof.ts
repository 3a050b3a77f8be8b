import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../../apps/server/src/app.ts';
import { loadConfig } from '../../apps/server/src/config.ts';
import { openDatabase } from '../../apps/server/src/db/client.ts';
import autocannon from 'autocannon';
import { Session } from 'node:inspector/promises';

const url = process.env.BENCH_DATABASE_URL!;
const route = process.argv[2] ?? '/api/jobs?category=Web%20Development';
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kt-prof-'));
const database = await openDatabase({ driver: 'pg', url }); await database.migrate();
const config = loadConfig({ NODE_ENV: 'production', DATA_DIR: dataDir, LOG_LEVEL: 'silent', DATABASE_URL: url });
const app = await buildApp(config, database, { logger: false });
await app.listen({ port: 0, host: '127.0.0.1' });
const port = (app.server.address() as { port: number }).port;
const base = `http://127.0.0.1:${port}`;
for (const r of ['/api/health', route]) {
  for (let i = 0; i < 20; i++) await (await fetch(base + r)).arrayBuffer();
  const session = new Session();
  session.connect();
  if (process.env.PROFILE && r !== '/api/health') { await session.post('Profiler.enable'); await session.post('Profiler.start'); }
  const res = await (autocannon as any)({ url: base + r, connections: 20, duration: 5, workers: 1 });
  if (process.env.PROFILE && r !== '/api/health') {
    const { profile } = await session.post('Profiler.stop');
    fs.writeFileSync('/tmp/prof.cpuprofile', JSON.stringify(profile));
  }
  console.log(r, Math.round(res.requests.average), '/s', 'p50', res.latency.p50, 'non2xx', res.non2xx);
}
await app.close(); await database.close(); process.exit(0);
