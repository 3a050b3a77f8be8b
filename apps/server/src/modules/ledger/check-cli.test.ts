import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../../db/client.ts';
import { createTestDatabase } from '../../../test/helpers.ts';
import { transfer } from './ledger.ts';

const dirs: string[] = [];
afterAll(() => dirs.forEach((d) => fs.rmSync(d, { recursive: true, force: true })));

const cli = path.resolve(import.meta.dirname, 'check-cli.ts');
function run(env: Record<string, string>) {
  const res = spawnSync(process.execPath, ['--import', 'tsx', cli], {
    env: { ...process.env, DATABASE_URL: '', DATA_DIR: os.tmpdir(), INIT_CWD: '', ...env },
    encoding: 'utf8',
    timeout: 60_000,
  });
  return { code: res.status, out: res.stdout + res.stderr };
}

/** A migrated database holding a few transfers; `corrupt` then breaks a balance behind the trigger's back. */
async function withLedger(): Promise<{
  env: Record<string, string>;
  database: Awaited<ReturnType<typeof openDatabase>>;
  drop: () => Promise<void>;
}> {
  if (inject('dbDriver') === 'pg') {
    const created = await createTestDatabase();
    return { env: { DATABASE_URL: created.url! }, database: created.database, drop: created.drop };
  }
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kt-ledger-'));
  dirs.push(dataDir);
  const database = await openDatabase({ driver: 'pglite', dataDir });
  await database.migrate();
  return { env: { DATA_DIR: dataDir }, database, drop: async () => {} };
}

describe('npm run ledger:check', () => {
  it('prints the trial balance and invariants; exits 0 on a sound ledger and 1 on a broken one', async () => {
    const l = await withLedger();
    const db = l.database.db;
    for (const [i, currency] of (['USD', 'PKR'] as const).entries()) {
      await transfer(db, {
        key: `cli-test:${i}:in`,
        from: { kind: 'world', provider: 'sandbox', currency },
        to: { kind: 'fees', currency },
        amount: 12_345,
        currency,
        kind: 'fund',
      });
    }
    await l.database.close();
    const ok = run(l.env);
    expect(ok.out).toContain('USD: 2 accounts');
    expect(ok.out).toContain('PKR: 2 accounts');
    expect(ok.out).toContain('ok   no account but the world is negative');
    expect(ok.out).toContain('Ledger OK');
    expect(ok.code).toBe(0);

    const again = l.env.DATABASE_URL
      ? await openDatabase({ driver: 'pg', url: l.env.DATABASE_URL })
      : await openDatabase({ driver: 'pglite', dataDir: l.env.DATA_DIR! });
    await again.db.execute(sql`alter table ledger_accounts disable trigger user`);
    await again.db.execute(sql`update ledger_accounts set balance = balance + 1 where key = 'fees:USD'`);
    await again.close();
    const bad = run(l.env);
    expect(bad.out).toContain('FAIL each balance equals the sum of its transfers');
    expect(bad.out).toContain('Ledger check FAILED');
    expect(bad.code).toBe(1);
    await l.drop();
  }, 120_000);
});
