import { and, asc, desc, eq, isNull, notInArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/executor.ts';
import { inTransaction } from '../../db/executor.ts';
import { profiles, users } from '../../db/schema.ts';
import { notFound } from '../../lib/errors.ts';
import { authorize } from '../../policies/policies.ts';
import { recordAudit } from '../audit/audit.ts';
import type { ContractRow } from '../contracts/activity.ts';
import type { StaffActor } from './load.ts';

/** Asserts an admin with two-factor on (mediator and admin powers need it). */
export function assertAdmin(actor: StaffActor) {
  authorize('staff:use-powers', actor, actor);
  authorize('admin:act', actor);
}

/** The freelancer's place: the profile's location, else the account's. */
async function freelancerPlace(db: Executor, freelancerId: string) {
  const [row] = await db
    .select({ account: users.location, profile: profiles.location })
    .from(users)
    .leftJoin(profiles, eq(profiles.userId, users.id))
    .where(eq(users.id, freelancerId));
  const place = (row?.profile || row?.account || '').trim().toLowerCase();
  return place;
}

/**
 * The mediator an escalated dispute goes to: hub staff of the freelancer's place first (the
 * mediator's location matches the freelancer's, either containing the other, e.g. "Gilgit" and
 * "Gilgit, GB"), then those with two-factor on (they can act at once), then whoever has the fewest
 * disputes in mediation, then the longest-serving. Never a party of the contract. Null: no mediator
 * exists yet; an admin assigns one.
 */
export async function chooseMediator(db: Executor, contract: ContractRow): Promise<string | null> {
  const place = await freelancerPlace(db, contract.freelancerId);
  const location = sql`lower(trim(coalesce(${users.location}, '')))`;
  // A constant is not allowed in ORDER BY: with no place, hub matching simply drops out.
  const sameHub =
    place === ''
      ? []
      : [
          desc(
            sql<boolean>`(${location} <> '' and (position(${location} in ${place}::text) > 0 or position(${place}::text in ${location}) > 0))`,
          ),
        ];
  const load = sql<number>`(select count(*) from disputes d where d.mediator_id = ${users.id} and d.state = 'mediation')`;
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        eq(users.isMediator, true),
        isNull(users.deletedAt),
        notInArray(users.id, [contract.clientId, contract.freelancerId]),
      ),
    )
    .orderBy(...sameHub, desc(users.twoFactorEnabled), asc(load), asc(users.createdAt), asc(users.id))
    .limit(1);
  return row?.id ?? null;
}

/** An admin turns a user's mediator flag on or off; audited. */
export async function setMediator(db: Executor, actor: StaffActor, userId: string, on: boolean) {
  assertAdmin(actor);
  return inTransaction(db, async (tx) => {
    const [user] = await tx
      .update(users)
      .set({ isMediator: on })
      .where(and(eq(users.id, userId), isNull(users.deletedAt)))
      .returning({ id: users.id, isMediator: users.isMediator });
    if (!user) throw notFound('User not found');
    await recordAudit(tx, {
      actorId: actor.id,
      action: on ? 'user.mediator-on' : 'user.mediator-off',
      targetType: 'user',
      targetId: userId,
      details: { on },
    });
    return user;
  });
}
