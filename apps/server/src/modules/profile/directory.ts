/**
 * The talent directory at scale (issue 20), as the job board: exact totals from trigger-kept
 * counters when there is no search text, capped counts with one, ranking only the RANK_WINDOW newest
 * matches (deeper pages continue newest first), and a trigram index serving the substring match.
 */
import { and, eq, isNull, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/executor.ts';
import { credentials, profileTitleCounts, profiles } from '../../db/schema.ts';
import { COUNT_CAP, RANK_WINDOW } from '../jobs/board.ts';

/** The text the substring match reads; the same expression as `profiles_haystack_trgm_idx`. */
export const HAYSTACK = sql`(${profiles.headline} || ' ' || ${profiles.jobTitle} || ' ' || ${profiles.bio} || ' ' || kt_array_text(${profiles.services}))`;
const NEWEST = sql`${profiles.createdAt} desc nulls last, ${profiles.id} desc nulls last`;

export type DirectoryArgs = {
  q?: string | undefined;
  jobTitle?: string | undefined;
  /** 'rating': best rated first (then most reviewed, newest); otherwise best match or newest. */
  sort?: 'relevance' | 'rating' | undefined;
  /** 'true': programme-verified only, holders of an issued credential not revoked (issue 36). */
  verified?: 'true' | 'false' | undefined;
  page: number;
  limit: number;
};
export type DirectoryPage = { ids: string[]; total: number; totalExact: boolean };

/** One page of profile ids, best first, with the (capped) total (the directory caches the page it builds from it). */
export async function directoryPage(db: Executor, args: DirectoryArgs): Promise<DirectoryPage> {
  // Hidden by an admin (issue 18): out of the directory.
  const conditions: SQL[] = [isNull(profiles.hiddenAt)];
  const jobTitle = args.jobTitle && args.jobTitle !== 'All' ? args.jobTitle : undefined;
  if (jobTitle) conditions.push(eq(profiles.jobTitle, jobTitle));
  const verified = args.verified === 'true';
  if (verified) {
    conditions.push(
      sql`exists (select 1 from ${credentials} c where c.holder_id = ${profiles.userId} and c.revoked_at is null)`,
    );
  }
  let rank: SQL | undefined;
  const text = args.q?.trim();
  if (text) {
    const substring = sql`${HAYSTACK} ilike ${`%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`}`;
    const words = text.match(/[\p{L}\p{N}]+/gu) ?? [];
    if (words.length > 0) {
      const query = sql`to_tsquery('english', ${words.map((w) => `${w}:*`).join(' & ')})`;
      conditions.push(sql`(${profiles.search} @@ ${query} or ${substring})`);
      rank = sql`ts_rank(${profiles.search}, ${query})`;
    } else {
      conditions.push(substring);
    }
  }
  const where = conditions.length > 0 ? and(...conditions)! : sql`true`;
  const offset = (args.page - 1) * args.limit;
  const ids =
    args.sort === 'rating'
      ? await ratedIds(db, where, offset, args.limit)
      : rank
        ? await rankedIds(db, where, rank, offset, args.limit)
        : await newestIds(db, where, offset, args.limit);
  return { ids, ...(await totalOf(db, text, jobTitle, where, verified)) };
}

async function totalOf(
  db: Executor,
  text: string | undefined,
  jobTitle: string | undefined,
  where: SQL,
  verified: boolean,
) {
  // The counters know job titles only: a verified-only list is counted (capped) like a search.
  if (!text && !verified) {
    const rows = await db.select().from(profileTitleCounts);
    const total = rows
      .filter((r) => !jobTitle || r.jobTitle === jobTitle)
      .reduce((sum, r) => sum + r.profiles, 0);
    return { total, totalExact: true };
  }
  const rows = await db.execute<{ n: number }>(
    sql`select count(*)::int as n from (select 1 from ${profiles} where ${where} limit ${COUNT_CAP + 1}) m`,
  );
  const n = Number(rows.rows[0]?.n ?? 0);
  return n > COUNT_CAP ? { total: COUNT_CAP, totalExact: false } : { total: n, totalExact: true };
}

async function ratedIds(db: Executor, where: SQL, offset: number, limit: number) {
  const rows = await db.execute<{ id: string }>(
    sql`select ${profiles.id} as id from ${profiles} where ${where} order by ${profiles.rating} desc, ${profiles.reviewsCount} desc, ${NEWEST} limit ${limit} offset ${offset}`,
  );
  return rows.rows.map((r) => r.id);
}

async function newestIds(db: Executor, where: SQL, offset: number, limit: number, extra?: SQL) {
  const rows = await db.execute<{ id: string }>(
    sql`select ${profiles.id} as id from ${profiles} where ${extra ? and(where, extra) : where} order by ${NEWEST} limit ${limit} offset ${offset}`,
  );
  return rows.rows.map((r) => r.id);
}

async function rankedIds(db: Executor, where: SQL, rank: SQL, offset: number, limit: number) {
  const rows = await db.execute<{ id: string }>(sql`
    with window_rows as (
      select ${profiles.id} as id, ${profiles.createdAt} as created_at, ${rank} as rank
      from ${profiles} where ${where} order by ${NEWEST} limit ${RANK_WINDOW}
    )
    select id from window_rows order by rank desc, created_at desc nulls last, id desc nulls last
    limit ${limit} offset ${offset}`);
  const ids = rows.rows.map((r) => r.id);
  if (ids.length === limit || offset + ids.length < RANK_WINDOW) return ids;
  const edge = (
    await db.execute<{ id: string }>(
      sql`select ${profiles.id} as id from ${profiles} where ${where} order by ${NEWEST} limit 1 offset ${RANK_WINDOW - 1}`,
    )
  ).rows[0];
  if (!edge) return ids;
  const below = sql`(${profiles.createdAt}, ${profiles.id}) < (select e.created_at, e.id from ${profiles} e where e.id = ${edge.id})`;
  return [
    ...ids,
    ...(await newestIds(db, where, Math.max(0, offset - RANK_WINDOW), limit - ids.length, below)),
  ];
}
