import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { contracts, milestones } from '../../db/schema.ts';
import { notFound } from '../../lib/errors.ts';
import { can, type Actor } from '../../policies/policies.ts';

/**
 * The contract, locked for the rest of the caller's transaction: every change to a contract or its
 * milestones takes this lock first (then the milestone's), so steps on one contract run one at a
 * time and each sees the state the previous one left. Anyone but its parties and admins: 404.
 */
export async function lockContract(tx: Tx, contractId: string, actor: Actor | null) {
  const [row] = await tx.select().from(contracts).where(eq(contracts.id, contractId)).for('update');
  if (!row || (actor && !can('contract:read', actor, row))) throw notFound('Contract not found');
  return row;
}

/** The milestone and its contract, both locked (contract first). */
export async function lockMilestone(tx: Tx, milestoneId: string, actor: Actor | null) {
  const [found] = await tx
    .select({ contractId: milestones.contractId })
    .from(milestones)
    .where(eq(milestones.id, milestoneId));
  if (!found) throw notFound('Milestone not found');
  const contract = await lockContract(tx, found.contractId, actor).catch(() => {
    throw notFound('Milestone not found');
  });
  const [milestone] = await tx.select().from(milestones).where(eq(milestones.id, milestoneId)).for('update');
  return { contract, milestone: milestone! };
}
