/**
 * The job board at scale (issue 20). What costs at 100 000 open jobs is what touches every match: an
 * exact count and ranking every matching row. So:
 * - counts are exact up to COUNT_CAP and "at least COUNT_CAP" beyond it, except the category-only and
 *   unfiltered listings, whose exact totals come from the trigger-kept `job_category_counts`;
 * - relevance ranks only the RANK_WINDOW newest matches; deeper pages continue newest first;
 * - newest and budget sorts page by keyset (`after` = the previous page's last id) as well as by page.
 */
import { and, eq, gte, lte, sql, type SQL, isNull } from 'drizzle-orm';
import { JOB_BOARD_CATEGORIES } from '@kt/shared/constants';
import type { JobListQuery, JobSort } from '@kt/shared';
import type { Executor } from '../../db/executor.ts';
import { jobCategoryCounts, jobs } from '../../db/schema.ts';
import { prefixTsQuery } from './search.ts';

export const COUNT_CAP = 1000;
export const RANK_WINDOW = 500;

const POSTED_WITHIN_DAYS = { '1d': 1, '7d': 7, '30d': 30 } as const;

// Both orders match a partial index on open jobs (DESC NULLS LAST on every column).
const ORDERS = {
  newest: { key: jobs.createdAt, order: sql`${jobs.createdAt} desc nulls last, ${jobs.id} desc nulls last` },
  budget: { key: jobs.budgetMax, order: sql`${jobs.budgetMax} desc nulls last, ${jobs.id} desc nulls last` },
};

export type BoardPage = { ids: string[]; total: number; totalExact: boolean; nextCursor: string | null };

/** The filters of a listing, or undefined when the search has nothing searchable (no match). */
function filtersOf(q: JobListQuery): { where: SQL; tsquery?: SQL } | undefined {
  // Hidden by an admin (issue 18): off the board.
  const filters: SQL[] = [eq(jobs.status, 'open'), isNull(jobs.hiddenAt)];
  if (q.category) filters.push(eq(jobs.category, q.category));
  if (q.budgetType) filters.push(eq(jobs.budgetType, q.budgetType));
  if (q.experienceLevel) filters.push(eq(jobs.experienceLevel, q.experienceLevel));
  if (q.duration) filters.push(eq(jobs.duration, q.duration));
  // Overlapping ranges: the job pays at least the minimum asked and asks no more than the maximum.
  if (q.budgetMin !== undefined) filters.push(gte(jobs.budgetMax, q.budgetMin));
  if (q.budgetMax !== undefined) filters.push(lte(jobs.budgetMin, q.budgetMax));
  if (q.postedWithin) {
    const since = new Date(Date.now() - POSTED_WITHIN_DAYS[q.postedWithin] * 86_400_000);
    filters.push(gte(jobs.createdAt, since));
  }
  let tsquery: SQL | undefined;
  if (q.search) {
    const text = prefixTsQuery(q.search);
    if (!text) return undefined;
    tsquery = sql`to_tsquery('english', ${text})`;
    filters.push(sql`${jobs.search} @@ ${tsquery}`);
  }
  return { where: and(...filters)!, tsquery };
}

/** Exact when there are at most COUNT_CAP matches; otherwise COUNT_CAP and not exact. */
async function cappedCount(db: Executor, where: SQL) {
  const rows = await db.execute<{ n: number }>(
    sql`select count(*)::int as n from (select 1 from ${jobs} where ${where} limit ${COUNT_CAP + 1}) m`,
  );
  const n = Number(rows.rows[0]?.n ?? 0);
  return n > COUNT_CAP ? { total: COUNT_CAP, totalExact: false } : { total: n, totalExact: true };
}

/** Exact totals kept by the trigger: per category (board categories always present), and all. */
export async function categoryCounts(db: Executor): Promise<Record<string, number>> {
  const rows = await db.select().from(jobCategoryCounts);
  const counts: Record<string, number> = Object.fromEntries(JOB_BOARD_CATEGORIES.map((c) => [c, 0]));
  for (const r of rows) counts[r.category] = r.openJobs;
  return counts;
}

async function totalOf(db: Executor, q: JobListQuery, where: SQL) {
  const onlyCategory =
    !q.search &&
    !q.budgetType &&
    !q.experienceLevel &&
    !q.duration &&
    q.budgetMin === undefined &&
    q.budgetMax === undefined &&
    !q.postedWithin;
  if (onlyCategory) {
    const counts = await categoryCounts(db);
    const total = q.category ? (counts[q.category] ?? 0) : Object.values(counts).reduce((a, b) => a + b, 0);
    return { total, totalExact: true };
  }
  return cappedCount(db, where);
}

function sortOf(q: JobListQuery): JobSort {
  if (q.sort === 'relevance' && !q.search) return 'newest';
  return q.sort ?? (q.search ? 'relevance' : 'newest');
}

/** One page of open job ids in the asked order, with the (capped) total and the next keyset cursor. */
export async function boardPage(db: Executor, q: JobListQuery): Promise<BoardPage> {
  const f = filtersOf(q);
  if (!f) return { ids: [], total: 0, totalExact: true, nextCursor: null };
  const sort = sortOf(q);
  const offset = q.after ? 0 : (q.page - 1) * q.limit;
  const ids =
    sort === 'relevance'
      ? await rankedIds(db, f.where, f.tsquery!, offset, q.limit)
      : await orderedIds(db, sort, f.where, q.after, offset, q.limit);
  const page = ids.slice(0, q.limit);
  const { total, totalExact } = await totalOf(db, q, f.where);
  const nextCursor = sort !== 'relevance' && ids.length > q.limit ? page[page.length - 1]! : null;
  return { ids: page, total, totalExact, nextCursor };
}

/** Newest or budget order; one more row than asked tells whether a next page exists. */
async function orderedIds(
  db: Executor,
  sort: 'newest' | 'budget',
  where: SQL,
  after: string | undefined,
  offset: number,
  limit: number,
  before?: SQL,
) {
  const { key, order } = ORDERS[sort];
  const conditions = [where];
  // Rows strictly after the cursor's row in this order (a row comparison the index walks from).
  if (after) {
    conditions.push(
      sql`(${key}, ${jobs.id}) < (select c.${sql.identifier(sort === 'newest' ? 'created_at' : 'budget_max')}, c.id from ${jobs} c where c.id = ${after})`,
    );
  }
  if (before) conditions.push(before);
  const rows = await db.execute<{ id: string }>(
    sql`select ${jobs.id} as id from ${jobs} where ${and(...conditions)} order by ${order} limit ${limit + 1} offset ${offset}`,
  );
  return rows.rows.map((r) => r.id);
}

/**
 * Relevance: the RANK_WINDOW newest matches ranked by ts_rank (ties newest first); pages past the
 * window continue newest first with the older matches, so every match is reachable exactly once.
 */
async function rankedIds(db: Executor, where: SQL, tsquery: SQL, offset: number, limit: number) {
  const rows = await db.execute<{ id: string; ranked: boolean }>(sql`
    with window_rows as (
      select ${jobs.id} as id, ${jobs.createdAt} as created_at, ${jobs.search} as search
      from ${jobs} where ${where}
      order by ${ORDERS.newest.order} limit ${RANK_WINDOW}
    )
    select id from window_rows
    order by ts_rank(search, ${tsquery}) desc, created_at desc nulls last, id desc nulls last
    limit ${limit + 1} offset ${offset}`);
  const ids = rows.rows.map((r) => r.id);
  if (ids.length > limit || offset + ids.length < RANK_WINDOW) return ids;
  // The window is used up: continue newest first below its oldest row.
  const [edge] = (
    await db.execute<{ id: string }>(
      sql`select ${jobs.id} as id from ${jobs} where ${where} order by ${ORDERS.newest.order} limit 1 offset ${RANK_WINDOW - 1}`,
    )
  ).rows;
  if (!edge) return ids;
  const rest = await orderedIds(
    db,
    'newest',
    where,
    edge.id,
    Math.max(0, offset - RANK_WINDOW),
    limit + 1 - ids.length,
  );
  return [...ids, ...rest];
}
