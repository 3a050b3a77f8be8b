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
import { walkBroadSearch } from './broad-search.ts';

export const COUNT_CAP = 1000;
export const RANK_WINDOW = 500;

const POSTED_WITHIN_DAYS = { '1d': 1, '7d': 7, '30d': 30 } as const;

// Both orders match a partial index on open jobs (DESC NULLS LAST on every column).
export const ORDERS = {
  newest: {
    key: jobs.createdAt,
    order: sql`${jobs.createdAt} desc nulls last, ${jobs.id} desc nulls last`,
    reverse: sql`${jobs.createdAt} asc nulls first, ${jobs.id} asc nulls first`,
  },
  budget: {
    key: jobs.budgetMax,
    order: sql`${jobs.budgetMax} desc nulls last, ${jobs.id} desc nulls last`,
    reverse: sql`${jobs.budgetMax} asc nulls first, ${jobs.id} asc nulls first`,
  },
};

export type BoardPage = { ids: string[]; total: number; totalExact: boolean; nextCursor: string | null };

/** The filters of a listing, or undefined when the search has nothing searchable (no match). */
function filtersOf(q: JobListQuery): { where: SQL; base: SQL; tsquery?: SQL } | undefined {
  // Hidden by an admin (issue 18): off the board.
  const filters: SQL[] = [sql`${jobs.status} = 'open'`, isNull(jobs.hiddenAt)];
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
  const base = and(...filters)!;
  let tsquery: SQL | undefined;
  if (q.search) {
    const text = prefixTsQuery(q.search);
    if (!text) return undefined;
    tsquery = sql`to_tsquery('english', ${text})`;
    filters.push(sql`${jobs.search} @@ ${tsquery}`);
  }
  return { where: and(...filters)!, base, tsquery };
}

/**
 * The total as one SQL expression, read in the same statement as the page: exact from the counters
 * for a category-only or unfiltered listing, otherwise the matches counted up to COUNT_CAP + 1.
 */
function totalSql(q: JobListQuery, where: SQL): { total: SQL; counted: boolean } {
  const onlyCategory =
    !q.search &&
    !q.budgetType &&
    !q.experienceLevel &&
    !q.duration &&
    q.budgetMin === undefined &&
    q.budgetMax === undefined &&
    !q.postedWithin;
  if (onlyCategory) {
    const which = q.category ? sql` where ${jobCategoryCounts.category} = ${q.category}` : sql``;
    return {
      total: sql`(select coalesce(sum(${jobCategoryCounts.openJobs}), 0)::int from ${jobCategoryCounts}${which})`,
      counted: false,
    };
  }
  return {
    total: sql`(select count(*)::int from (select 1 from ${jobs} where ${where} limit ${COUNT_CAP + 1}) m)`,
    counted: true,
  };
}

const capped = (n: number, counted: boolean) =>
  counted && n > COUNT_CAP ? { total: COUNT_CAP, totalExact: false } : { total: n, totalExact: true };

/** Exact totals kept by the trigger: per category (board categories always present), and all. */
export async function categoryCounts(db: Executor): Promise<Record<string, number>> {
  const rows = await db.select().from(jobCategoryCounts);
  const counts: Record<string, number> = Object.fromEntries(JOB_BOARD_CATEGORIES.map((c) => [c, 0]));
  for (const r of rows) counts[r.category] = r.openJobs;
  return counts;
}

function sortOf(q: JobListQuery): JobSort {
  if (q.sort === 'relevance' && !q.search) return 'newest';
  return q.sort ?? (q.search ? 'relevance' : 'newest');
}

/** Page numbers at least this deep read the total first, to walk from the nearer end. */
export const DEEP_OFFSET = 200;

/**
 * One page of open job ids in the asked order, with the (capped) total and the next keyset cursor.
 * The board caches the whole page it builds from this (`listOpenJobs`), so a repeated search costs
 * no ranking and no count.
 */
export async function boardPage(db: Executor, q: JobListQuery): Promise<BoardPage> {
  const f = filtersOf(q);
  if (!f) return { ids: [], total: 0, totalExact: true, nextCursor: null };
  const sort = sortOf(q);
  const offset = q.after ? 0 : (q.page - 1) * q.limit;
  const count = totalSql(q, f.where);
  if (sort === 'relevance') {
    // A broad search is answered by walking the newest jobs (cost ~ 1 / share matching); a narrow
    // one, or a page past the ranking window, by the text index (cost ~ matches).
    const walked =
      offset + q.limit <= RANK_WINDOW
        ? await walkBroadSearch(db, f.base, f.tsquery!, offset, q.limit)
        : undefined;
    if (walked) {
      const total = walked.n ?? (await one(db, sql`select ${count.total} as n`));
      return { ids: walked.ids.slice(0, q.limit), ...capped(total, true), nextCursor: null };
    }
    const { ids, n } = await rankedIds(db, f.where, f.tsquery!, offset, q.limit, count.total);
    return { ids: ids.slice(0, q.limit), ...capped(n, count.counted), nextCursor: null };
  }
  let ids: string[];
  let n: number;
  if (offset >= DEEP_OFFSET) {
    n = await one(db, sql`select ${count.total} as n`);
    // Past the middle of an exactly counted list, the index is walked from its other end.
    const fromEnd = !(count.counted && n > COUNT_CAP) && offset > n / 2;
    ids = fromEnd
      ? await lastIds(db, sort, f.where, n - offset, q.limit)
      : (await pageOf(db, orderedIdsSql(sort, f.where, q.after, offset, q.limit + 1), sql`0`)).ids;
  } else {
    ({ ids, n } = await pageOf(db, orderedIdsSql(sort, f.where, q.after, offset, q.limit + 1), count.total));
  }
  const page = ids.slice(0, q.limit);
  const nextCursor = ids.length > q.limit ? page[page.length - 1]! : null;
  return { ids: page, ...capped(n, count.counted), nextCursor };
}

/** The ids a subquery selects and the total, in one round trip. */
async function pageOf(db: Executor, idsSql: SQL, total: SQL) {
  const rows = await db.execute<{ ids: string[]; n: number }>(
    sql`select array(${idsSql}) as ids, ${total} as n`,
  );
  const row = rows.rows[0];
  return { ids: row?.ids ?? [], n: Number(row?.n ?? 0) };
}

async function one(db: Executor, query: SQL) {
  const rows = await db.execute<{ n: number }>(query);
  return Number(rows.rows[0]?.n ?? 0);
}

/** Newest or budget order; one more row than asked tells whether a next page exists. */
function orderedIdsSql(
  sort: 'newest' | 'budget',
  where: SQL,
  after: string | undefined,
  offset: number,
  count: number,
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
  return sql`select ${jobs.id}::text from ${jobs} where ${and(...conditions)} order by ${order} limit ${count} offset ${offset}`;
}

/**
 * The page whose first row has `left` rows from the end of the list (itself included), plus one
 * more when there is one, read by walking the index backwards: a last page costs what a first does.
 */
async function lastIds(db: Executor, sort: 'newest' | 'budget', where: SQL, left: number, limit: number) {
  // Forward rows [offset, offset + limit] are the backward rows [left - limit - 1, left - 1].
  let skip = left - limit - 1;
  let take = limit + 1;
  if (skip < 0) {
    take += skip;
    skip = 0;
  }
  if (take <= 0) return [];
  const rows = await db.execute<{ id: string }>(
    sql`select ${jobs.id}::text as id from ${jobs} where ${where} order by ${ORDERS[sort].reverse} limit ${take} offset ${skip}`,
  );
  return rows.rows.map((r) => r.id).reverse();
}

/**
 * Relevance: the RANK_WINDOW newest matches ranked by ts_rank (ties newest first); pages past the
 * window continue newest first with the older matches, so every match is reachable exactly once.
 */
async function rankedIds(db: Executor, where: SQL, tsquery: SQL, offset: number, limit: number, total: SQL) {
  const { ids, n } = await pageOf(
    db,
    sql`
      select id::text from (
        select ${jobs.id} as id, ${jobs.createdAt} as created_at, ${jobs.search} as search
        from ${jobs} where ${where}
        order by ${ORDERS.newest.order} limit ${RANK_WINDOW}
      ) w
      order by ts_rank(search, ${tsquery}) desc, created_at desc nulls last, id desc nulls last
      limit ${limit + 1} offset ${offset}`,
    total,
  );
  if (ids.length > limit || offset + ids.length < RANK_WINDOW) return { ids, n };
  // The window is used up: continue newest first below its oldest row.
  const [edge] = (
    await db.execute<{ id: string }>(
      sql`select ${jobs.id} as id from ${jobs} where ${where} order by ${ORDERS.newest.order} limit 1 offset ${RANK_WINDOW - 1}`,
    )
  ).rows;
  if (!edge) return { ids, n };
  const rest = await pageOf(
    db,
    orderedIdsSql('newest', where, edge.id, Math.max(0, offset - RANK_WINDOW), limit + 1 - ids.length),
    sql`0`,
  );
  return { ids: [...ids, ...rest.ids], n };
}
