/**
 * `npm run ledger:check`: prints each currency's trial balance and every ledger invariant, and exits
 * 1 when one fails. Reads DATABASE_URL, or the embedded database under DATA_DIR (stop the server
 * first: the embedded database has one process at a time).
 */
import fs from 'node:fs';
import path from 'node:path';
import { formatMoney, isCurrency } from '@kt/shared';
import { loadConfig } from '../../config.ts';
import { openDatabase } from '../../db/client.ts';
import { checkLedger } from './invariants.ts';
import { runRecordedCheck } from './recorded-check.ts';

// npm runs workspace scripts in the workspace's folder; a relative DATA_DIR means the caller's.
if (process.env.INIT_CWD) process.chdir(process.env.INIT_CWD);
const config = loadConfig();
if (!config.databaseUrl && !fs.existsSync(path.join(config.dataDir, 'db'))) {
  console.error(
    `No database: set DATABASE_URL, or DATA_DIR to a server's data folder (${config.dataDir} has none).`,
  );
  process.exit(2);
}
const database = config.databaseUrl
  ? await openDatabase({ driver: 'pg', url: config.databaseUrl })
  : await openDatabase({ driver: 'pglite', dataDir: config.dataDir });
try {
  // Recorded for the metrics (kt_ledger_check_ok); a database from before that table is only read.
  const report = await runRecordedCheck(database.db, 'cli').catch(() => checkLedger(database.db));
  console.log('Trial balance');
  if (report.trialBalance.length === 0) console.log('  (no accounts yet)');
  for (const t of report.trialBalance) {
    const money = (n: number) => (isCurrency(t.currency) ? formatMoney(n, t.currency) : String(n));
    console.log(
      `  ${t.currency}: ${t.accounts} accounts, ${t.transfers} transfers moving ${money(t.moved)}, balances sum to ${money(t.sum)} ${t.sum === 0 ? 'ok' : 'FAIL'}`,
    );
  }
  console.log('Invariants');
  for (const i of report.invariants)
    console.log(`  ${i.ok ? 'ok  ' : 'FAIL'} ${i.name}${i.ok ? '' : `: ${i.detail}`}`);
  console.log(report.ok ? 'Ledger OK' : 'Ledger check FAILED');
  process.exitCode = report.ok ? 0 : 1;
} finally {
  await database.close();
}
