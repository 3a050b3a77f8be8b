import type { NoticeKind, Words } from '@kt/shared';
import type { Tx } from '../../db/client.ts';
import { contractEvents, disputeEvents } from '../../db/schema.ts';
import type { ContractRow } from '../contracts/activity.ts';
import { wordText } from '../../lib/words.ts';
import { notify } from '../notifications/notify.ts';
import type { DisputeRow } from './load.ts';

/**
 * Writes one step of a dispute in the caller's transaction: its line in the dispute's thread, the
 * contract's activity log, and a notification (with its e-mail, sent after commit through the
 * outbox) to everyone concerned but the actor: the parties and the assigned mediator.
 */
export async function recordStep(
  tx: Tx,
  contract: ContractRow,
  dispute: Pick<DisputeRow, 'id' | 'milestoneId' | 'mediatorId'>,
  step: {
    kind: string;
    actorId: string | null;
    /** The step's line, worded when read in the reader's language. */
    words: Words;
    /** The notification's kind (its title). */
    notice: NoticeKind;
    proposal?: { toFreelancer: number; toClient: number };
    /** Who is told; default: the parties and the mediator, but not the actor. */
    notify?: string[];
  },
) {
  await tx.insert(disputeEvents).values({
    disputeId: dispute.id,
    actorId: step.actorId,
    kind: step.kind,
    message: wordText(step.words, 'en'),
    words: step.words,
    toFreelancer: step.proposal?.toFreelancer ?? null,
    toClient: step.proposal?.toClient ?? null,
  });
  await tx.insert(contractEvents).values({
    contractId: contract.id,
    milestoneId: dispute.milestoneId,
    actorId: step.actorId,
    kind: `dispute_${step.kind}`,
    message: wordText(step.words, 'en'),
    words: step.words,
  });
  const everyone = [contract.clientId, contract.freelancerId, dispute.mediatorId].filter(
    (id): id is string => id !== null,
  );
  const to = [...new Set(step.notify ?? everyone.filter((id) => id !== step.actorId))];
  await notify(
    tx,
    to.map((userId) => ({
      userId,
      type: 'dispute' as const,
      kind: step.notice,
      params: { contract: contract.title, step: { say: step.words } },
      link: `/disputes/${dispute.id}`,
    })),
  );
}
