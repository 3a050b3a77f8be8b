import fs from 'node:fs'; import os from 'node:os'; import path from 'node:path';
import { buildApp } from '../../apps/server/src/app.ts';
import { loadConfig } from '../../apps/server/src/config.ts';
import { openDatabase } from '../../apps/server/src/db/client.ts';
const url = process.env.BENCH_DATABASE_URL!;
const database = await openDatabase({ driver: 'pg', url });
const app = await buildApp(loadConfig({ NODE_ENV: 'production', DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'x')), LOG_LEVEL: 'silent', DATABASE_URL: url }), database, { logger: false });
for (const r of process.argv.slice(2)) { const res = await app.inject({ url: r }); console.log(r, res.body.length, JSON.stringify(res.headers).slice(0, 600)); }
await app.close(); await database.close();
