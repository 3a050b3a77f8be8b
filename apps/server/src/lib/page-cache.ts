/**
 * Pages of the job board and the talent directory, cached in memory per database under the listing's
 * version (issue 20). `listing_versions` is bumped in the same transaction as every write to a table
 * a page's rows are read from (statement triggers, migrations 0019 and 0020): `jobs`, their files and
 * proposals bump 'jobs', `profiles` 'profiles', a person's public fields 'users'. A listing's version
 * is the sum of its row and 'users' (counters only grow, so any bump grows the sum), and a page
 * computed at version v is served only while it is still v: never older than the last committed write,
 * on whichever node reads it. A hit costs one read of a two-row table instead of ranking, counting and
 * loading rows. Entries also expire after MAX_AGE_MS (a 'posted within' window moves with the clock).
 * What is cached is the same for every viewer; what depends on the viewer is applied after.
 */
import { sql } from 'drizzle-orm';
import { isTransaction, type Executor } from '../db/executor.ts';

const MAX_ENTRIES = 1000;
const MAX_AGE_MS = 30_000;

type Entry = { version: number; at: number; value: unknown };
const caches = new WeakMap<object, Map<string, Entry>>();

export type Listing = 'jobs' | 'profiles' | 'programme';

/** The listings whose versions a page depends on: the programme's content names no person. */
const READS: Record<Listing, string[]> = {
  jobs: ['jobs', 'users'],
  profiles: ['profiles', 'users'],
  programme: ['programme'],
};

/** The listing's current version (the sum of what it reads), or undefined before its migration. */
export async function versionOf(db: Executor, listing: Listing) {
  const names = READS[listing];
  const { rows } = await db.execute<{ v: string | null; n: number }>(
    sql`select sum(version)::text as v, count(*)::int as n from listing_versions where name in (${sql.join(
      names.map((n) => sql`${n}`),
      sql`, `,
    )})`,
  );
  const row = rows[0];
  return row && Number(row.n) === names.length ? Number(row.v) : undefined;
}

/**
 * `compute()`'s value for `key` at the listing's current version: from memory when computed at that
 * version within MAX_AGE_MS, otherwise computed now. Inside a transaction, always computed.
 */
export async function cachedPage<T>(
  db: Executor,
  listing: Listing,
  key: string,
  compute: () => Promise<T>,
): Promise<T> {
  return (await cachedPageAt(db, listing, key, compute)).value;
}

/**
 * `cachedPage` with the version the value was computed at (undefined when not cached): a reply's
 * ETag. A write that commits while `compute()` runs can only make the value newer than its version.
 */
export async function cachedPageAt<T>(
  db: Executor,
  listing: Listing,
  key: string,
  compute: () => Promise<T>,
): Promise<{ version: number | undefined; value: T }> {
  if (isTransaction(db)) return { version: undefined, value: await compute() };
  const version = await versionOf(db, listing);
  if (version === undefined) return { version, value: await compute() };
  let cache = caches.get(db);
  if (!cache) caches.set(db, (cache = new Map()));
  const fullKey = `${listing}:${key}`;
  const hit = cache.get(fullKey);
  const now = Date.now();
  if (hit && hit.version === version && now - hit.at < MAX_AGE_MS) {
    // Most recently used last: the first key is the one to evict.
    cache.delete(fullKey);
    cache.set(fullKey, hit);
    return { version, value: hit.value as T };
  }
  const value = await compute();
  cache.delete(fullKey);
  cache.set(fullKey, { version, at: now, value });
  if (cache.size > MAX_ENTRIES) cache.delete(cache.keys().next().value!);
  return { version, value };
}
