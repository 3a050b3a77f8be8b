import { desc, eq, sql } from 'drizzle-orm';
import type { OutageDeclareInput, OutageDto } from '@kt/shared';
import type { FastifyRequest } from 'fastify';
import { inTransaction, type Executor } from '../../db/executor.ts';
import { outages } from '../../db/schema.ts';
import { conflict, notFound } from '../../lib/errors.ts';
import { authorize, type Actor } from '../../policies/policies.ts';
import { recordAudit } from '../audit/audit.ts';
import { resumeOutage, type OutageRow, type OutagesDeps } from './resume.ts';
import { announcePause } from './start.ts';

/**
 * Who declares and ends outages: programme staff and admins with two-factor on, like credentials
 * (`programmeGuard`), with its own words. At onRequest; a guest hears 401 from the access guard.
 */
export async function outageGuard(req: FastifyRequest) {
  const user = req.user;
  if (!user) return;
  authorize('staff:use-powers', user, user);
  authorize('outage:manage', user);
}

export const outageDtoOf = (o: OutageRow): OutageDto => ({
  _id: o.id,
  districts: o.districts as OutageDto['districts'],
  startsAt: o.startsAt.toISOString(),
  endsAt: o.endsAt?.toISOString() ?? null,
  reason: o.reason,
  resumedAt: o.resumedAt?.toISOString() ?? null,
  createdAt: o.createdAt.toISOString(),
});

/** The console's list: outages not yet over first, then the newest; at most 100. */
export async function listOutages(db: Executor) {
  const rows = await db
    .select()
    .from(outages)
    .orderBy(sql`${outages.resumedAt} is not null`, desc(outages.startsAt), desc(outages.id))
    .limit(100);
  return rows.map(outageDtoOf);
}

/**
 * Staff declare an outage; audited. With an end, the `outage.resume` job is scheduled at it (an end
 * already past runs at once). Without, it lasts until staff end it.
 */
export async function declareOutage(
  deps: OutagesDeps,
  db: Executor,
  actor: Actor,
  input: OutageDeclareInput,
) {
  return inTransaction(db, async (tx) => {
    const [o] = await tx
      .insert(outages)
      .values({
        districts: input.districts,
        startsAt: new Date(input.startsAt),
        endsAt: input.endsAt ? new Date(input.endsAt) : null,
        reason: input.reason,
        declaredBy: actor.id,
      })
      .returning();
    await recordAudit(tx, {
      actorId: actor.id,
      action: 'outage.declare',
      targetType: 'outage',
      targetId: o!.id,
      reason: input.reason,
      details: { districts: input.districts, startsAt: input.startsAt, endsAt: input.endsAt ?? null },
    });
    if (o!.endsAt) {
      await deps.queue.schedule(tx, 'outage.resume', { outageId: o!.id }, { runAt: o!.endsAt });
    }
    // The parties of the live contracts it covers hear that their deadlines are paused: now if it
    // has begun, else when it does.
    if (o!.startsAt <= new Date()) await announcePause(deps, tx, o!);
    else await deps.queue.schedule(tx, 'outage.start', { outageId: o!.id }, { runAt: o!.startsAt });
    return outageDtoOf(o!);
  });
}

/**
 * Staff end an outage now (one not yet begun ends at its start, moving nothing): the deadlines of
 * every contract it touched move in this same transaction; audited with how many.
 */
export async function endOutage(deps: OutagesDeps, db: Executor, actor: Actor, outageId: string) {
  return inTransaction(db, async (tx) => {
    const [o] = await tx.select().from(outages).where(eq(outages.id, outageId)).for('update');
    if (!o) throw notFound('Outage not found');
    if (o.resumedAt) throw conflict('This outage has already ended');
    const now = new Date();
    const endsAt = o.startsAt > now ? o.startsAt : now;
    const [ended] = await tx
      .update(outages)
      .set({ endsAt, endedBy: actor.id })
      .where(eq(outages.id, o.id))
      .returning();
    const contracts = await resumeOutage(deps, tx, ended!, now);
    await recordAudit(tx, {
      actorId: actor.id,
      action: 'outage.end',
      targetType: 'outage',
      targetId: o.id,
      details: { endsAt: endsAt.toISOString(), lengthMs: endsAt.getTime() - o.startsAt.getTime(), contracts },
    });
    const [after] = await tx.select().from(outages).where(eq(outages.id, o.id));
    return outageDtoOf(after!);
  });
}

/** The `outage.start` job at a declared start: safe to run twice (told once), early runs do nothing. */
export async function startAtDeclaredStart(deps: OutagesDeps, db: Executor, outageId: string) {
  await inTransaction(db, async (tx) => {
    const [o] = await tx.select().from(outages).where(eq(outages.id, outageId)).for('update');
    if (!o || o.startsAt.getTime() > Date.now() + 1000) return;
    await announcePause(deps, tx, o, new Date(Math.max(Date.now(), o.startsAt.getTime())));
  });
}

/** The `outage.resume` job at a declared end: safe to run twice, and early runs do nothing. */
export async function resumeAtDeclaredEnd(deps: OutagesDeps, db: Executor, outageId: string) {
  await inTransaction(db, async (tx) => {
    const [o] = await tx.select().from(outages).where(eq(outages.id, outageId)).for('update');
    if (!o || o.resumedAt || !o.endsAt || o.endsAt.getTime() > Date.now() + 1000) return;
    const contracts = await resumeOutage(deps, tx, o, new Date());
    await recordAudit(tx, {
      actorId: o.declaredBy,
      action: 'outage.resume',
      targetType: 'outage',
      targetId: o.id,
      details: { automatic: true, endsAt: o.endsAt.toISOString(), contracts },
    });
  });
}
