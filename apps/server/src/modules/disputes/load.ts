import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import type { Executor } from '../../db/executor.ts';
import { contracts, disputes } from '../../db/schema.ts';
import { notFound } from '../../lib/errors.ts';
import { authorize, can, type Actor } from '../../policies/policies.ts';
import { lockMilestone } from '../contracts/load.ts';

export type DisputeRow = typeof disputes.$inferSelect;
/** The signed-in user: an actor who also carries whether two-factor is on. */
export type StaffActor = Actor & { twoFactorEnabled: boolean };

/**
 * Whether `actor` may read the dispute: a party, or (with two-factor on) its mediator or an admin.
 * Anyone else hears it does not exist; staff without two-factor hear why they are refused.
 */
export function assertCanRead(
  actor: StaffActor,
  d: { clientId: string; freelancerId: string; mediatorId: string | null },
) {
  if (!can('dispute:read', actor, d)) throw notFound('Dispute not found');
  const isParty = actor.id === d.clientId || actor.id === d.freelancerId;
  if (!isParty) authorize('staff:use-powers', actor, actor);
}

/** The dispute with its contract's parties, unlocked (for reads and for checks before an upload). */
export async function findDispute(db: Executor, disputeId: string) {
  const [row] = await db
    .select({ dispute: disputes, clientId: contracts.clientId, freelancerId: contracts.freelancerId })
    .from(disputes)
    .innerJoin(contracts, eq(contracts.id, disputes.contractId))
    .where(eq(disputes.id, disputeId));
  if (!row) throw notFound('Dispute not found');
  return { ...row.dispute, clientId: row.clientId, freelancerId: row.freelancerId };
}

/**
 * The dispute, its contract and milestone, all locked for the rest of the transaction in the
 * contracts' order (contract, milestone, then the dispute), so a timer, a click and a decision on
 * one dispute run one at a time. `actor` null: the server itself (a timer).
 */
export async function lockDispute(tx: Tx, disputeId: string, actor: StaffActor | null) {
  const found = await findDispute(tx, disputeId);
  if (actor) assertCanRead(actor, found);
  const { contract, milestone } = await lockMilestone(tx, found.milestoneId, null);
  const [dispute] = await tx.select().from(disputes).where(eq(disputes.id, disputeId)).for('update');
  return { contract, milestone, dispute: dispute! };
}
