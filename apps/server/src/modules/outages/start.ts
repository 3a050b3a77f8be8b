import { and, eq, sql } from 'drizzle-orm';
import { say } from '@kt/shared';
import type { Tx } from '../../db/client.ts';
import { contractEvents } from '../../db/schema.ts';
import { record } from '../contracts/activity.ts';
import { lockContract } from '../contracts/load.ts';
import { partyDistricts } from './pause.ts';
import { coveredContracts, type OutageRow, type OutagesDeps } from './resume.ts';

declare module '../../queue/jobs.ts' {
  interface QueueJobs {
    /** A declared outage's start came: tell the parties of the live contracts it covers. */
    'outage.start': { outageId: string };
  }
}

/**
 * When an outage starts (at its declaration, or by the `outage.start` job at a later start), both
 * parties of every live contract it covers are told their deadlines are paused ("Deadlines paused:
 * Skardu outage since 27 Nov"), in the contract's activity and a notification. Once per contract
 * and outage: a second run (at-least-once jobs) finds the same line and says nothing. Nothing moves
 * here; the timers ask `pausedBy` themselves. Returns how many contracts were told.
 */
export async function announcePause(deps: OutagesDeps, tx: Tx, o: OutageRow, now = new Date()) {
  if (o.resumedAt || o.startsAt > now || (o.endsAt && o.endsAt <= now)) return 0;
  const touched = await coveredContracts(deps, tx, o, now);
  let told = 0;
  for (const { id } of touched) {
    const c = await lockContract(tx, id, null);
    const districts = await partyDistricts(tx, c);
    const district = districts.find((d) => o.districts.includes(d));
    if (!district) continue;
    const words = say('activity.deadlines_paused', {
      district: { say: say(`district.${district}`) },
      since: { day: o.startsAt.toISOString() },
    });
    const [already] = await tx
      .select({ id: contractEvents.id })
      .from(contractEvents)
      .where(
        and(
          eq(contractEvents.contractId, c.id),
          eq(contractEvents.kind, 'deadlines_paused'),
          sql`${contractEvents.words} = ${JSON.stringify(words)}::jsonb`,
        ),
      )
      .limit(1);
    if (already) continue;
    await record(tx, c, {
      kind: 'deadlines_paused',
      actorId: null,
      words,
      type: 'contract',
      notice: 'deadlines_paused',
      notify: [c.clientId, c.freelancerId],
    });
    told++;
  }
  return told;
}
