import { desc, lt, sql } from 'drizzle-orm';
import type { Executor } from '../../db/executor.ts';
import { ledgerChecks } from '../../db/schema.ts';
import { checkLedger, type LedgerReport } from './invariants.ts';

/** How long past runs are kept (the metrics read only the latest). */
const KEEP_DAYS = 30;

/**
 * Runs every invariant of the ledger and records the outcome in `ledger_checks`, so each node's
 * metrics report the same last result. Returns the report.
 */
export async function runRecordedCheck(db: Executor, source: 'schedule' | 'cli'): Promise<LedgerReport> {
  const started = performance.now();
  const report = await checkLedger(db);
  await db.insert(ledgerChecks).values({
    ok: report.ok,
    failures: report.invariants.filter((i) => !i.ok).map(({ name, detail }) => ({ name, detail })),
    durationMs: Math.round(performance.now() - started),
    source,
  });
  await db
    .delete(ledgerChecks)
    .where(lt(ledgerChecks.checkedAt, sql`now() - make_interval(days => ${KEEP_DAYS})`));
  return report;
}

export type LastCheck = { ok: boolean; failed: number; checkedAt: Date; durationMs: number };

/** The latest recorded run, or undefined when none ran yet. */
export async function lastCheck(db: Executor): Promise<LastCheck | undefined> {
  const [row] = await db.select().from(ledgerChecks).orderBy(desc(ledgerChecks.id)).limit(1);
  return (
    row && {
      ok: row.ok,
      failed: row.failures.length,
      checkedAt: row.checkedAt,
      durationMs: row.durationMs,
    }
  );
}
