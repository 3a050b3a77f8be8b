/**
 * Pages of the job board and the talent directory, cached in memory per database under the listed
 * table's version (issue 20). `listing_versions` is bumped in the same transaction as every write to
 * `jobs` or `profiles` (a statement trigger), so a page computed at version v is served only while
 * the version is still v: never older than the last committed write, on whichever node reads it.
 * A hit costs one read of a one-row table instead of ranking or counting matches. Entries also
 * expire after MAX_AGE_MS (a 'posted within' window moves with the clock, not with writes).
 * Only the chosen ids and the total are cached; the rows themselves are always read fresh.
 */
import { eq } from 'drizzle-orm';
import { isTransaction, type Executor } from '../db/executor.ts';
import { listingVersions } from '../db/schema.ts';

const MAX_ENTRIES = 1000;
const MAX_AGE_MS = 30_000;

type Entry = { version: number; at: number; value: unknown };
const caches = new WeakMap<object, Map<string, Entry>>();

async function versionOf(db: Executor, listing: 'jobs' | 'profiles') {
  const [row] = await db
    .select({ v: listingVersions.version })
    .from(listingVersions)
    .where(eq(listingVersions.name, listing));
  return row ? Number(row.v) : undefined;
}

/**
 * `compute()`'s value for `key` at the listing's current version: from memory when computed at that
 * version within MAX_AGE_MS, otherwise computed now. Inside a transaction, always computed.
 */
export async function cachedPage<T>(
  db: Executor,
  listing: 'jobs' | 'profiles',
  key: string,
  compute: () => Promise<T>,
): Promise<T> {
  if (isTransaction(db)) return compute();
  const version = await versionOf(db, listing);
  if (version === undefined) return compute();
  let cache = caches.get(db);
  if (!cache) caches.set(db, (cache = new Map()));
  const fullKey = `${listing}:${key}`;
  const hit = cache.get(fullKey);
  const now = Date.now();
  if (hit && hit.version === version && now - hit.at < MAX_AGE_MS) {
    // Most recently used last: the first key is the one to evict.
    cache.delete(fullKey);
    cache.set(fullKey, hit);
    return hit.value as T;
  }
  const value = await compute();
  cache.delete(fullKey);
  cache.set(fullKey, { version, at: now, value });
  if (cache.size > MAX_ENTRIES) cache.delete(cache.keys().next().value!);
  return value;
}
