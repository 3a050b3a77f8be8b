import type { NotificationType } from '@kt/shared';
import type { Tx } from '../../db/client.ts';
import { contractEvents, type contracts } from '../../db/schema.ts';
import { notify } from '../notifications/notify.ts';

export type ContractRow = typeof contracts.$inferSelect;

/**
 * Writes one step of a contract: its activity-log line and the notification of the other party (or
 * both, for what the server does on its own), in the caller's transaction.
 */
export async function record(
  tx: Tx,
  contract: ContractRow,
  step: {
    kind: string;
    actorId: string | null;
    milestoneId?: string;
    message: string;
    type: NotificationType;
    title: string;
    /** Who is told; default: the party who did not act (both when the server acted). */
    notify?: string[];
  },
) {
  await tx.insert(contractEvents).values({
    contractId: contract.id,
    milestoneId: step.milestoneId ?? null,
    actorId: step.actorId,
    kind: step.kind,
    message: step.message,
  });
  const parties = [contract.clientId, contract.freelancerId];
  const to = step.notify ?? parties.filter((p) => p !== step.actorId);
  await notify(
    tx,
    to.map((userId) => ({
      userId,
      type: step.type,
      title: step.title,
      body: `${contract.title}: ${step.message}`,
      link: `/projects/${contract.id}`,
    })),
  );
}
