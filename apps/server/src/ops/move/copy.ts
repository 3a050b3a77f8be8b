import type { PGlite } from '@electric-sql/pglite';
import {
  columnsOf,
  dependencyOrder,
  foreignKeys,
  ident,
  label,
  listSequences,
  listTables,
  qualified,
  rowCount,
  tablesWithTriggers,
  type Column,
  type Query,
  type TableName,
} from './catalog.ts';
import { createTargetSchema, sourceQueues } from './target-schema.ts';

export type CopiedTable = { table: string; source: number; target: number };
export type CopyReport = { tables: CopiedTable[]; rows: number; sequences: number };

/** Rows read from the source at a time (fewer where a row can hold a file). */
const FETCH_ROWS = 500;
const FETCH_FILE_ROWS = 16;
/** PostgreSQL takes at most 65 535 parameters a statement; and we keep statements under 32 MB. */
const MAX_PARAMS = 60_000;
const MAX_STATEMENT_CHARS = 32 * 1024 * 1024;

const isQueueTable = (t: TableName) => t.schema === 'pgboss' && t.name === 'queue';

/**
 * Copies every table of an embedded database into a PostgreSQL database, inside the transaction
 * the caller opened on `target` (nothing is visible there until it commits, and a failure leaves it
 * as empty as it was). The schema comes from our migrations; rows are copied table by table in
 * dependency order with their own values (ids, identity columns, balances and counters kept by
 * triggers, which are off during the copy), sequences are set where the source left them, and every
 * table's row count is compared. Throws when anything differs.
 */
export async function copyDatabase(
  source: PGlite,
  target: Query,
  progress: (line: string) => void = () => {},
): Promise<CopyReport> {
  const src: Query = async (text, params) => (await source.query<Record<string, unknown>>(text, params)).rows;
  await createTargetSchema(target, await sourceQueues(src));

  const tables = await listTables(target);
  const sourceNames = new Set((await listTables(src)).map(label));
  const targetNames = new Set(tables.map(label));
  const differ = [...sourceNames].filter((n) => !targetNames.has(n));
  differ.push(...[...targetNames].filter((n) => !sourceNames.has(n)));
  if (differ.length > 0)
    throw new Error(`The source's tables differ from the migrations': ${differ.join(', ')}`);

  // The migrations filled a few rows (listing versions); the source's rows replace them. pg-boss's
  // queues were created with their partitions from the source's rows.
  const copied = tables.filter((t) => !isQueueTable(t));
  await target(`TRUNCATE ${copied.map(qualified).join(', ')}`);
  const triggered = await tablesWithTriggers(target);
  for (const t of triggered) await target(`ALTER TABLE ${qualified(t)} DISABLE TRIGGER USER`);

  let rows = 0;
  for (const t of dependencyOrder(copied, await foreignKeys(target))) {
    const n = await copyTable(source, target, t);
    rows += n;
    if (n > 0) progress(`  ${label(t)}: ${n} rows`);
  }
  for (const t of triggered) await target(`ALTER TABLE ${qualified(t)} ENABLE TRIGGER USER`);

  const sequences = await listSequences(target);
  for (const s of sequences) {
    const [state] = await src(`select last_value::text as v, is_called as c from ${qualified(s)}`);
    if (state) await target('select setval($1::regclass, $2::bigint, $3)', [qualified(s), state.v, state.c]);
  }

  const report: CopiedTable[] = [];
  for (const t of tables) {
    report.push({ table: label(t), source: await rowCount(src, t), target: await rowCount(target, t) });
  }
  const wrong = report.filter((r) => r.source !== r.target);
  if (wrong.length > 0) {
    throw new Error(
      `Row counts differ: ${wrong.map((r) => `${r.table} ${r.source} → ${r.target}`).join(', ')}`,
    );
  }
  return { tables: report, rows, sequences: sequences.length };
}

/** Copies one table's rows through a cursor on the source; returns how many. */
async function copyTable(source: PGlite, target: Query, t: TableName): Promise<number> {
  const columns = (await columnsOf(target, t)).filter((c) => !c.generated);
  const select = columns.map((c) => `${ident(c.name)}::text`).join(', ');
  const fetch = columns.some((c) => c.bytea) ? FETCH_FILE_ROWS : FETCH_ROWS;
  let count = 0;
  await source.transaction(async (tx) => {
    await tx.query(`DECLARE kt_move NO SCROLL CURSOR FOR SELECT ${select} FROM ${qualified(t)}`);
    for (;;) {
      const batch = (await tx.query<unknown[]>(`FETCH ${fetch} FROM kt_move`, [], { rowMode: 'array' })).rows;
      if (batch.length === 0) break;
      await insertRows(target, t, columns, batch);
      count += batch.length;
    }
    await tx.query('CLOSE kt_move');
  });
  return count;
}

/** Multi-row INSERTs of text values cast to each column's type, split to stay within limits. */
async function insertRows(target: Query, t: TableName, columns: Column[], rows: unknown[][]) {
  const names = columns.map((c) => ident(c.name)).join(', ');
  const overriding = columns.some((c) => c.identity) ? ' OVERRIDING SYSTEM VALUE' : '';
  let i = 0;
  while (i < rows.length) {
    const params: unknown[] = [];
    const tuples: string[] = [];
    let chars = 0;
    while (i < rows.length && params.length + columns.length <= MAX_PARAMS) {
      const row = rows[i]!;
      const size = row.reduce<number>((n, v) => n + (typeof v === 'string' ? v.length : 0), 0);
      if (tuples.length > 0 && chars + size > MAX_STATEMENT_CHARS) break;
      chars += size;
      tuples.push(`(${columns.map((c, j) => `$${params.length + j + 1}::${c.type}`).join(', ')})`);
      params.push(...row);
      i += 1;
    }
    await target(`INSERT INTO ${qualified(t)} (${names})${overriding} VALUES ${tuples.join(', ')}`, params);
  }
}
