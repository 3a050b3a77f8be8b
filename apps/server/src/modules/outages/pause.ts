import { and, arrayOverlaps, asc, inArray, isNotNull, isNull, lte } from 'drizzle-orm';
import type { District, PausedDto } from '@kt/shared';
import type { Executor } from '../../db/executor.ts';
import { outages, users } from '../../db/schema.ts';

export type Parties = { clientId: string; freelancerId: string };

/** The districts the two parties said they live in (none, one or two). */
export async function partyDistricts(db: Executor, p: Parties): Promise<District[]> {
  const rows = await db
    .select({ district: users.district })
    .from(users)
    .where(and(inArray(users.id, [p.clientId, p.freelancerId]), isNotNull(users.district)));
  return [...new Set(rows.map((r) => r.district!))];
}

/**
 * Why a contract's clocks stand still now, or null: the earliest outage that has started, has not
 * yet been resumed (its deadlines moved), and covers either party's district. Every timer calls
 * this first, under the contract's lock, and does nothing while it answers.
 */
export async function pausedBy(db: Executor, p: Parties, now = new Date()): Promise<PausedDto | null> {
  const districts = await partyDistricts(db, p);
  if (districts.length === 0) return null;
  const [o] = await db
    .select({ districts: outages.districts, startsAt: outages.startsAt })
    .from(outages)
    .where(
      and(arrayOverlaps(outages.districts, districts), lte(outages.startsAt, now), isNull(outages.resumedAt)),
    )
    .orderBy(asc(outages.startsAt))
    .limit(1);
  if (!o) return null;
  const district = districts.find((d) => o.districts.includes(d))!;
  return { district, since: o.startsAt.toISOString() };
}
