import { and, arrayContains, eq, isNull, lte } from 'drizzle-orm';
import type { District } from '@kt/shared';
import { inTransaction, type Executor } from '../../db/executor.ts';
import { outages, users } from '../../db/schema.ts';
import { conflict } from '../../lib/errors.ts';

/**
 * Settings › district. Leaving a district while it is in an outage is refused (409): the outage's
 * end moves the deadlines of the contracts whose parties live there then, so a contract whose timer
 * was held would otherwise never be looked at again. Moving into one is allowed (paused from then).
 */
export async function setDistrict(db: Executor, user: { id: string }, district: District | null) {
  return inTransaction(db, async (tx) => {
    const [me] = await tx.select().from(users).where(eq(users.id, user.id)).for('update');
    if (me!.district && me!.district !== district) {
      const [live] = await tx
        .select({ id: outages.id })
        .from(outages)
        .where(
          and(
            arrayContains(outages.districts, [me!.district]),
            lte(outages.startsAt, new Date()),
            isNull(outages.resumedAt),
          ),
        )
        .limit(1);
      if (live) throw conflict('Your district is in an outage: you can change it once the outage has ended');
    }
    const [row] = await tx.update(users).set({ district }).where(eq(users.id, user.id)).returning();
    return row!;
  });
}
