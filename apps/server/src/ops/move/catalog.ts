/**
 * What the move reads of a database's catalog, on PGlite and PostgreSQL alike: the tables of the
 * schemas the app owns, their columns, foreign keys and sequences.
 */

/** Runs one statement and returns its rows as objects (both drivers). */
export type Query = (text: string, params?: unknown[]) => Promise<Record<string, unknown>[]>;

/** Ours (migrations), drizzle's bookkeeping, and the job queue's. */
export const SCHEMAS = ['public', 'drizzle', 'pgboss'] as const;
const IN_SCHEMAS = `(${SCHEMAS.map((s) => `'${s}'`).join(', ')})`;

export type TableName = { schema: string; name: string };
export const qualified = (t: TableName) => `${ident(t.schema)}.${ident(t.name)}`;
export const ident = (name: string) => `"${name.replaceAll('"', '""')}"`;
export const label = (t: TableName) => (t.schema === 'public' ? t.name : `${t.schema}.${t.name}`);

/** Tables (a partitioned one counts once, its partitions not at all), in name order. */
export async function listTables(q: Query): Promise<TableName[]> {
  const rows = await q(
    `select n.nspname as schema, c.relname as name from pg_class c
     join pg_namespace n on n.oid = c.relnamespace
     where c.relkind in ('r', 'p') and not c.relispartition and n.nspname in ${IN_SCHEMAS}
     order by n.nspname, c.relname`,
  );
  return rows.map((r) => ({ schema: String(r.schema), name: String(r.name) }));
}

export type Column = { name: string; type: string; generated: boolean; identity: boolean; bytea: boolean };

export async function columnsOf(q: Query, t: TableName): Promise<Column[]> {
  const rows = await q(
    `select a.attname as name, format_type(a.atttypid, a.atttypmod) as type,
            a.attgenerated <> '' as generated, a.attidentity <> '' as identity,
            a.atttypid = 'bytea'::regtype as bytea
     from pg_attribute a
     where a.attrelid = $1::regclass and a.attnum > 0 and not a.attisdropped
     order by a.attnum`,
    [qualified(t)],
  );
  return rows.map((r) => ({
    name: String(r.name),
    type: String(r.type),
    generated: r.generated === true,
    identity: r.identity === true,
    bytea: r.bytea === true,
  }));
}

/** Pairs (child, parent): the child's rows reference the parent's, so the parent is copied first. */
export async function foreignKeys(q: Query): Promise<[string, string][]> {
  const rows = await q(
    `select cn.nspname || '.' || c.relname as child, pn.nspname || '.' || p.relname as parent
     from pg_constraint k
     join pg_class c on c.oid = k.conrelid join pg_namespace cn on cn.oid = c.relnamespace
     join pg_class p on p.oid = k.confrelid join pg_namespace pn on pn.oid = p.relnamespace
     where k.contype = 'f' and cn.nspname in ${IN_SCHEMAS} and not c.relispartition`,
  );
  return rows.map((r) => [String(r.child), String(r.parent)]);
}

/** Orders tables so that every table comes after the tables it references. */
export function dependencyOrder(tables: TableName[], fks: [string, string][]): TableName[] {
  const key = (t: TableName) => `${t.schema}.${t.name}`;
  const byKey = new Map(tables.map((t) => [key(t), t]));
  const done = new Set<string>();
  const visiting = new Set<string>();
  const order: TableName[] = [];
  const visit = (k: string) => {
    if (done.has(k)) return;
    if (visiting.has(k)) throw new Error(`Tables reference each other in a cycle through ${k}`);
    visiting.add(k);
    for (const [child, parent] of fks) if (child === k && parent !== k && byKey.has(parent)) visit(parent);
    visiting.delete(k);
    done.add(k);
    order.push(byKey.get(k)!);
  };
  for (const t of tables) visit(key(t));
  return order;
}

/** Tables that have triggers of their own (not the foreign keys' internal ones). */
export async function tablesWithTriggers(q: Query): Promise<TableName[]> {
  const rows = await q(
    `select distinct n.nspname as schema, c.relname as name from pg_trigger g
     join pg_class c on c.oid = g.tgrelid join pg_namespace n on n.oid = c.relnamespace
     where not g.tgisinternal and n.nspname in ${IN_SCHEMAS}`,
  );
  return rows.map((r) => ({ schema: String(r.schema), name: String(r.name) }));
}

export async function listSequences(q: Query): Promise<TableName[]> {
  const rows = await q(
    `select n.nspname as schema, c.relname as name from pg_class c
     join pg_namespace n on n.oid = c.relnamespace
     where c.relkind = 'S' and n.nspname in ${IN_SCHEMAS} order by 1, 2`,
  );
  return rows.map((r) => ({ schema: String(r.schema), name: String(r.name) }));
}

export async function rowCount(q: Query, t: TableName): Promise<number> {
  const [row] = await q(`select count(*)::text as n from ${qualified(t)}`);
  return Number(row?.n ?? 0);
}

/** Row counts of every table, by label (`users`, `pgboss.job`). */
export async function rowCounts(q: Query): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const t of await listTables(q)) counts[label(t)] = await rowCount(q, t);
  return counts;
}

/** Relations in any schema but the system's: a database that has any is not empty. */
export async function userRelations(q: Query): Promise<string[]> {
  const rows = await q(
    `select n.nspname || '.' || c.relname as name from pg_class c
     join pg_namespace n on n.oid = c.relnamespace
     where c.relkind in ('r', 'p', 'v', 'm', 'S', 'f')
       and n.nspname not in ('pg_catalog', 'information_schema') and n.nspname not like 'pg_toast%'
     order by 1 limit 5`,
  );
  return rows.map((r) => String(r.name));
}
