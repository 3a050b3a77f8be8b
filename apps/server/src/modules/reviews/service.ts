import { and, eq, isNull } from 'drizzle-orm';
import type { z } from 'zod';
import type { reviewInput, reviewReplyInput } from '@kt/shared';
import type { Tx } from '../../db/client.ts';
import { inTransaction, type Executor } from '../../db/executor.ts';
import { contracts, reviews } from '../../db/schema.ts';
import { conflict, notFound, pgErrorCode } from '../../lib/errors.ts';
import { authorize, type Actor } from '../../policies/policies.ts';
import type { Queue } from '../../queue/queue.ts';
import { notify } from '../notifications/notify.ts';
import { recomputeReputation } from './reputation.ts';
import { pausedBy } from '../outages/pause.ts';

declare module '../../queue/jobs.ts' {
  interface QueueJobs {
    /** Publishes a contract's unpublished reviews once REVIEW_WINDOW has closed. */
    'review.window-close': { contractId: string };
  }
}

export type ReviewsDeps = { queue: Queue; windowMs: number };

type ContractRow = typeof contracts.$inferSelect;

/** When the window closes: REVIEW_WINDOW after the end, plus what outages moved it (issue 36). */
export const windowClosesAt = (
  c: { endedAt: Date | null; reviewWindowExtraMs?: number },
  windowMs: number,
) => (c.endedAt ? new Date(c.endedAt.getTime() + windowMs + (c.reviewWindowExtraMs ?? 0)) : null);

async function lockContract(tx: Tx, contractId: string) {
  const [row] = await tx.select().from(contracts).where(eq(contracts.id, contractId)).for('update');
  if (!row) throw notFound('Contract not found');
  return row;
}

/**
 * Called in the transaction that ends a contract: schedules the window's publication job,
 * recomputes both parties' reputation and invites both to leave a review.
 */
export async function onContractEnded(deps: ReviewsDeps, tx: Tx, contractId: string) {
  const [c] = await tx.select().from(contracts).where(eq(contracts.id, contractId));
  if (!c || c.status !== 'completed') return;
  const closes = windowClosesAt(c, deps.windowMs)!;
  await deps.queue.schedule(tx, 'review.window-close', { contractId }, { runAt: closes });
  await recomputeReputation(tx, c.clientId);
  await recomputeReputation(tx, c.freelancerId);
  const link = `/projects/${c.id}`;
  await notify(
    tx,
    [c.clientId, c.freelancerId].map((userId) => ({
      userId,
      type: 'review' as const,
      kind: 'review_invite' as const,
      params: { contract: c.title, closes: { day: closes.toISOString() } },
      link,
    })),
  );
}

/** Publishes every unpublished review of the contract at one moment; recomputes and notifies. */
async function publishAll(tx: Tx, c: ContractRow, now: Date) {
  const published = await tx
    .update(reviews)
    .set({ publishedAt: now })
    .where(and(eq(reviews.contractId, c.id), isNull(reviews.publishedAt)))
    .returning({ subjectId: reviews.subjectId });
  if (published.length === 0) return;
  for (const r of published) await recomputeReputation(tx, r.subjectId, now);
  await notify(
    tx,
    published.map((r) => ({
      userId: r.subjectId,
      type: 'review' as const,
      kind: 'review_published' as const,
      params: { contract: c.title },
      link: `/u/${r.subjectId}`,
    })),
  );
}

/** Writes the actor's review of the other party; publishes both when this is the second. */
export async function submitReview(
  deps: ReviewsDeps,
  db: Executor,
  actor: Actor,
  contractId: string,
  input: z.output<typeof reviewInput>,
) {
  try {
    return await inTransaction(db, async (tx) => {
      const c = await lockContract(tx, contractId);
      authorize('review:write', actor, c);
      if (c.status !== 'completed' || !c.endedAt)
        throw conflict('You can review a contract only after it has ended');
      const now = new Date();
      if (now >= windowClosesAt(c, deps.windowMs)! && !(await pausedBy(tx, c, now)))
        throw conflict('The review window for this contract has closed');
      const asClient = actor.id === c.clientId;
      const [review] = await tx
        .insert(reviews)
        .values({
          contractId: c.id,
          authorId: actor.id,
          subjectId: asClient ? c.freelancerId : c.clientId,
          authorRole: asClient ? 'client' : 'freelancer',
          rating: input.rating,
          comment: input.comment,
        })
        .onConflictDoNothing()
        .returning();
      if (!review) throw conflict('You have already reviewed this contract');
      const all = await tx.select({ id: reviews.id }).from(reviews).where(eq(reviews.contractId, c.id));
      if (all.length === 2) await publishAll(tx, c, now);
      else
        await notify(tx, {
          userId: review.subjectId,
          type: 'review',
          kind: 'review_received',
          params: { contract: c.title },
          link: `/projects/${c.id}`,
        });
      return review.id;
    });
  } catch (err) {
    if (pgErrorCode(err) === '23505') throw conflict('You have already reviewed this contract');
    throw err;
  }
}

/** The window's job: publishes what was written. Safe to run twice, and early runs do nothing. */
export async function closeWindow(deps: ReviewsDeps, db: Executor, contractId: string) {
  await inTransaction(db, async (tx) => {
    const c = await lockContract(tx, contractId).catch(() => null);
    if (!c || !c.endedAt) return;
    const now = new Date();
    if (windowClosesAt(c, deps.windowMs)!.getTime() > now.getTime() + 1000) return;
    if (await pausedBy(tx, c, now)) return; // an outage: the window moves when it ends
    await publishAll(tx, c, now);
  });
}

/** The reviewed person's one public reply to a published review. */
export async function replyToReview(
  db: Executor,
  actor: Actor,
  reviewId: string,
  input: z.output<typeof reviewReplyInput>,
) {
  return inTransaction(db, async (tx) => {
    const [review] = await tx.select().from(reviews).where(eq(reviews.id, reviewId)).for('update');
    if (!review) throw notFound('Review not found');
    authorize('review:reply', actor, review);
    if (!review.publishedAt) throw conflict('You can reply once the review is published');
    if (review.reply !== null) throw conflict('You have already replied to this review');
    await tx
      .update(reviews)
      .set({ reply: input.reply, repliedAt: new Date() })
      .where(eq(reviews.id, review.id));
    return review.id;
  });
}
