import type { NoticeKind, NotificationType, Words } from '@kt/shared';
import type { Tx } from '../../db/client.ts';
import { contractEvents, type contracts } from '../../db/schema.ts';
import { wordText } from '../../lib/words.ts';
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
    /** The activity line, worded when read in the reader's language. */
    words: Words;
    type: NotificationType;
    /** The notification's kind (its title); its body is the contract's title and the line. */
    notice: NoticeKind;
    /** Who is told; default: the party who did not act (both when the server acted). */
    notify?: string[];
  },
) {
  await tx.insert(contractEvents).values({
    contractId: contract.id,
    milestoneId: step.milestoneId ?? null,
    actorId: step.actorId,
    kind: step.kind,
    message: wordText(step.words, 'en'),
    words: step.words,
  });
  const parties = [contract.clientId, contract.freelancerId];
  const to = step.notify ?? parties.filter((p) => p !== step.actorId);
  await notify(
    tx,
    to.map((userId) => ({
      userId,
      type: step.type,
      kind: step.notice,
      params: { contract: contract.title, step: { say: step.words } },
      link: `/projects/${contract.id}`,
    })),
  );
}
