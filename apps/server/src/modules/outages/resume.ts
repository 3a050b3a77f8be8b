import { and, arrayOverlaps, eq, inArray, isNotNull, ne, or, sql } from 'drizzle-orm';
import { say, type District } from '@kt/shared';
import { alias } from 'drizzle-orm/pg-core';
import type { Tx } from '../../db/client.ts';
import { contracts, disputes, milestones, outages, users } from '../../db/schema.ts';
import type { Queue } from '../../queue/queue.ts';
import { record, type ContractRow } from '../contracts/activity.ts';
import { lockContract } from '../contracts/load.ts';
import { windowClosesAt } from '../reviews/service.ts';
import { partyDistricts } from './pause.ts';
import { uncoveredMs } from './shift.ts';

export type OutagesDeps = { queue: Queue; reviewWindowMs: number };
export type OutageRow = typeof outages.$inferSelect;

declare module '../../queue/jobs.ts' {
  interface QueueJobs {
    /** A declared end came: move the deadlines of the contracts the outage touched, once. */
    'outage.resume': { outageId: string };
  }
}

const later = (d: Date, ms: number) => new Date(d.getTime() + ms);

/**
 * Ends the pause of every contract the outage touched, in the caller's transaction (its row locked
 * by the caller): each of a contract's live deadlines later than the outage's start moves by the
 * outage's length (less what an outage of the same parties already resumed covered), a job is
 * scheduled at every live deadline (the old ones no-op: their `at` or the column no longer
 * matches), and both parties are told in the contract's activity. No money moves here.
 * Returns how many contracts had a deadline moved.
 */
export async function resumeOutage(deps: OutagesDeps, tx: Tx, o: OutageRow, now: Date) {
  if (o.resumedAt || !o.endsAt) return 0;
  const touched = await coveredContracts(deps, tx, o, o.startsAt);
  let moved = 0;
  for (const { id } of touched) {
    const c = await lockContract(tx, id, null);
    if (await resumeContract(deps, tx, o, c)) moved++;
  }
  await tx.update(outages).set({ resumedAt: now }).where(eq(outages.id, o.id));
  return moved;
}

/** How far this outage moves this contract: its length less what resumed outages of theirs covered. */
async function shiftFor(tx: Tx, o: OutageRow, districts: District[]) {
  const others = await tx
    .select({ startsAt: outages.startsAt, endsAt: outages.endsAt })
    .from(outages)
    .where(
      and(
        ne(outages.id, o.id),
        isNotNull(outages.resumedAt),
        isNotNull(outages.endsAt),
        arrayOverlaps(outages.districts, districts),
      ),
    );
  return uncoveredMs(
    { start: o.startsAt.getTime(), end: o.endsAt!.getTime() },
    others.map((x) => ({ start: x.startsAt.getTime(), end: x.endsAt!.getTime() })),
  );
}

async function resumeContract(deps: OutagesDeps, tx: Tx, o: OutageRow, c: ContractRow) {
  const districts = await partyDistricts(tx, c);
  const shift = await shiftFor(tx, o, districts);
  const since = o.startsAt.getTime();
  const move = (d: Date) => (shift > 0 && d.getTime() > since ? later(d, shift) : d);
  let moved = false;
  const now = new Date();

  if (c.status === 'offered' && c.offerExpiresAt) {
    const at = move(c.offerExpiresAt);
    if (at !== c.offerExpiresAt) {
      moved = true;
      await tx.update(contracts).set({ offerExpiresAt: at, updatedAt: now }).where(eq(contracts.id, c.id));
    }
    await deps.queue.schedule(tx, 'contract.offer-expire', { contractId: c.id }, { runAt: at });
  }

  const live = await tx
    .select()
    .from(milestones)
    .where(
      and(
        eq(milestones.contractId, c.id),
        or(
          and(eq(milestones.status, 'submitted'), isNotNull(milestones.autoReleaseAt)),
          and(eq(milestones.status, 'refund_requested'), isNotNull(milestones.refundDueAt)),
        ),
      ),
    )
    .for('update');
  for (const m of live) {
    const release = m.status === 'submitted';
    const old = (release ? m.autoReleaseAt : m.refundDueAt)!;
    const at = move(old);
    if (at !== old) {
      moved = true;
      await tx
        .update(milestones)
        .set(release ? { autoReleaseAt: at, updatedAt: now } : { refundDueAt: at, updatedAt: now })
        .where(eq(milestones.id, m.id));
    }
    await deps.queue.schedule(
      tx,
      release ? 'milestone.auto-release' : 'milestone.refund-window',
      { milestoneId: m.id, at: at.toISOString() },
      { runAt: at },
    );
  }

  const open = await tx
    .select()
    .from(disputes)
    .where(and(eq(disputes.contractId, c.id), eq(disputes.state, 'open'), isNotNull(disputes.respondBy)))
    .for('update');
  for (const d of open) {
    const at = move(d.respondBy!);
    if (at !== d.respondBy) {
      moved = true;
      await tx.update(disputes).set({ respondBy: at, updatedAt: now }).where(eq(disputes.id, d.id));
    }
    await deps.queue.schedule(
      tx,
      'dispute.response-window',
      { disputeId: d.id, at: at.toISOString() },
      { runAt: at },
    );
  }

  if (c.status === 'completed' && c.endedAt) {
    const closes = windowClosesAt(c, deps.reviewWindowMs)!;
    const at = move(closes);
    if (at !== closes) {
      moved = true;
      await tx
        .update(contracts)
        .set({ reviewWindowExtraMs: c.reviewWindowExtraMs + shift, updatedAt: now })
        .where(eq(contracts.id, c.id));
    }
    await deps.queue.schedule(tx, 'review.window-close', { contractId: c.id }, { runAt: at });
  }

  if (moved) {
    const district = districts.find((d) => o.districts.includes(d)) ?? (o.districts[0] as District);
    await record(tx, c, {
      kind: 'deadlines_resumed',
      actorId: null,
      words: say('activity.deadlines_resumed', {
        district: { say: say(`district.${district}`) },
        from: { dayTime: o.startsAt.toISOString() },
        to: { dayTime: o.endsAt!.toISOString() },
      }),
      type: 'contract',
      notice: 'deadlines_resumed',
      notify: [c.clientId, c.freelancerId],
    });
  }
  return moved;
}

/**
 * The contracts an outage covers, by id: a party lives in one of its districts, and the contract is
 * offered or active, or completed with its review window still open at `reviewOpenAt`.
 */
export async function coveredContracts(deps: OutagesDeps, tx: Tx, o: OutageRow, reviewOpenAt: Date) {
  const client = alias(users, 'client_u');
  const freelancer = alias(users, 'freelancer_u');
  return tx
    .select({ id: contracts.id })
    .from(contracts)
    .innerJoin(client, eq(client.id, contracts.clientId))
    .innerJoin(freelancer, eq(freelancer.id, contracts.freelancerId))
    .where(
      and(
        or(
          inArray(client.district, o.districts as District[]),
          inArray(freelancer.district, o.districts as District[]),
        ),
        or(
          inArray(contracts.status, ['offered', 'active']),
          and(
            eq(contracts.status, 'completed'),
            sql`${contracts.endedAt} + (${deps.reviewWindowMs} + ${contracts.reviewWindowExtraMs}) * interval '1 millisecond' > ${reviewOpenAt}`,
          ),
        ),
      ),
    )
    .orderBy(contracts.id);
}
