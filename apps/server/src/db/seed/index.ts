import { count } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { users } from '../schema.ts';

export async function isEmpty(db: Db): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(users);
  return (row?.n ?? 0) === 0;
}

/** Seeds a believable marketplace. Filled by the foundation's seed step. */
export async function seedDemo(_db: Db, _options: { uploadsDir: string }): Promise<void> {}
