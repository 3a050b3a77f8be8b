/**
 * Broad text searches on the board (issue 20). The text index answers a search by building a bitmap
 * of every match: cheap for 'house 42', 0.4 s for a word in every job at 100 000 jobs. A word in
 * one job out of ten is found in the first few thousand jobs walked newest first on the board's
 * index, and the ranking window (the RANK_WINDOW newest matches) and a capped count need no more.
 * So: a probe counts the matches among the PROBE_ROWS newest jobs; from BROAD_SHARE of them on,
 * the search walks at most WALK_ROWS newest jobs for COUNT_CAP + 1 matches. Anything else (or a
 * walk that found too few to fill the window) goes to the text index, as before.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/executor.ts';
import { jobs } from '../../db/schema.ts';
import { COUNT_CAP, ORDERS, RANK_WINDOW } from './board.ts';

const PROBE_ROWS = 1000;
/** A tenth of the probe: the walk then needs at most ~10 × (COUNT_CAP + 1) rows. */
const BROAD_SHARE = 0.1;
const WALK_ROWS = 12_000;

/**
 * The page of a relevance-sorted search, when the search is broad: its ids (one more than `limit`
 * when there is a next page) and its capped count (undefined: not known, count it separately).
 * Undefined when the search is not broad enough to walk.
 */
export async function walkBroadSearch(
  db: Executor,
  base: SQL,
  tsquery: SQL,
  offset: number,
  limit: number,
): Promise<{ ids: string[]; n: number | undefined } | undefined> {
  const newest = (rows: number) =>
    sql`select ${jobs.id} as id, ${jobs.createdAt} as created_at, ${jobs.search} as search from ${jobs} where ${base} order by ${ORDERS.newest.order} limit ${rows}`;
  const probe = await db.execute<{ n: number }>(
    sql`select count(*)::int as n from (${newest(PROBE_ROWS)}) s where s.search @@ ${tsquery}`,
  );
  if (Number(probe.rows[0]?.n ?? 0) < PROBE_ROWS * BROAD_SHARE) return undefined;
  const rows = await db.execute<{ n: number; scanned: number; ids: string[] }>(sql`
    with walked as materialized (
      select id, created_at, search from (${newest(WALK_ROWS)}) s
      where s.search @@ ${tsquery}
      order by created_at desc nulls last, id desc nulls last
      limit ${COUNT_CAP + 1}
    )
    select
      (select count(*)::int from walked) as n,
      (select count(*)::int from (select 1 from ${jobs} where ${base} limit ${WALK_ROWS}) b) as scanned,
      array(
        select id::text from (
          select * from walked order by created_at desc nulls last, id desc nulls last limit ${RANK_WINDOW}
        ) w
        order by ts_rank(search, ${tsquery}) desc, created_at desc nulls last, id desc nulls last
        limit ${limit + 1} offset ${offset}
      ) as ids`);
  const row = rows.rows[0];
  if (!row) return undefined;
  const n = Number(row.n);
  // Every job was walked: the count is exact. Capped: at least COUNT_CAP + 1.
  if (n > COUNT_CAP || Number(row.scanned) < WALK_ROWS) return { ids: row.ids, n };
  // The window is full (the RANK_WINDOW newest matches) but more may lie beyond the walk.
  return n >= RANK_WINDOW ? { ids: row.ids, n: undefined } : undefined;
}
