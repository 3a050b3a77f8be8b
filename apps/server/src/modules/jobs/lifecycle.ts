/**
 * The owner's job lifecycle (issue 21): edit while open, close and reopen, message every applicant.
 * Each runs in one transaction with the job row locked; what others are told goes out after commit.
 */
import { and, asc, eq, inArray, ne } from 'drizzle-orm';
import { LIMITS, type JobCreateInput } from '@kt/shared';
import type { Tx } from '../../db/client.ts';
import { inTransaction, type Executor } from '../../db/executor.ts';
import {
  applications,
  conversationParticipants,
  conversations,
  jobAttachments,
  jobs,
} from '../../db/schema.ts';
import { badRequest, conflict, notFound, payloadTooLarge } from '../../lib/errors.ts';
import { authorize, type Actor } from '../../policies/policies.ts';
import { pairKey } from '../messages/service.ts';
import { sendMessage } from '../messages/send.ts';
import { notify } from '../notifications/notify.ts';
import type { StoredAttachment } from './service.ts';

/** The job locked for update, or 404; the owner policy asserted. */
async function lockOwnJob(tx: Tx, actor: Actor, jobId: string) {
  const [job] = await tx
    .select({ id: jobs.id, userId: jobs.userId, status: jobs.status, title: jobs.title })
    .from(jobs)
    .where(eq(jobs.id, jobId))
    .for('update');
  if (!job) throw notFound('Job not found');
  authorize('job:manage', actor, job);
  return job;
}

/** The owner check alone, before a multipart body is read: nobody else's files are processed. */
export async function assertCanManage(db: Executor, actor: Actor, jobId: string) {
  const [job] = await db.select({ userId: jobs.userId }).from(jobs).where(eq(jobs.id, jobId));
  if (!job) throw notFound('Job not found');
  authorize('job:manage', actor, job);
}

/**
 * Edit Job: the post-job fields replaced, the listed attachments removed and the new ones added,
 * while the job is open. Returns the removed files' paths: the caller deletes them after commit.
 */
export async function updateJob(
  db: Executor,
  actor: Actor,
  jobId: string,
  input: JobCreateInput,
  removeIds: string[],
  added: StoredAttachment[],
): Promise<string[]> {
  return inTransaction(db, async (tx) => {
    const job = await lockOwnJob(tx, actor, jobId);
    if (job.status !== 'open') throw conflict('Only an open job can be edited');
    const existing = await tx
      .select({ id: jobAttachments.id, path: jobAttachments.path })
      .from(jobAttachments)
      .where(eq(jobAttachments.jobId, jobId));
    const remove = new Set(removeIds);
    const known = new Set(existing.map((a) => a.id));
    if ([...remove].some((id) => !known.has(id))) throw badRequest('Attachment not found on this job');
    if (existing.length - remove.size + added.length > LIMITS.attachmentMaxFiles) {
      throw payloadTooLarge(`You can attach at most ${LIMITS.attachmentMaxFiles} files`);
    }
    const now = new Date();
    await tx
      .update(jobs)
      .set({
        title: input.title,
        description: input.description,
        category: input.category,
        budgetType: input.budgetType,
        budgetMin: input.budgetMin,
        budgetMax: input.budgetMax,
        skills: input.skills,
        experienceLevel: input.experienceLevel,
        duration: input.duration,
        updatedAt: now,
      })
      .where(eq(jobs.id, jobId));
    if (remove.size > 0) {
      await tx.delete(jobAttachments).where(inArray(jobAttachments.id, [...remove]));
    }
    if (added.length > 0) {
      // After the kept ones, in upload order.
      const t0 = now.getTime();
      await tx
        .insert(jobAttachments)
        .values(added.map((a, i) => ({ ...a, jobId, createdAt: new Date(t0 + i) })));
    }
    return existing.filter((a) => remove.has(a.id)).map((a) => a.path);
  });
}

/**
 * Close: the job leaves the board and refuses proposals; the freelancers of pending proposals are
 * told (their proposals stay pending, so a reopen brings them back as they were).
 */
export async function closeJob(db: Executor, actor: Actor, jobId: string) {
  await inTransaction(db, async (tx) => {
    const job = await lockOwnJob(tx, actor, jobId);
    if (job.status !== 'open') throw conflict('Only an open job can be closed');
    await tx.update(jobs).set({ status: 'closed', updatedAt: new Date() }).where(eq(jobs.id, jobId));
    const pending = await tx
      .select({ freelancerId: applications.freelancerId })
      .from(applications)
      .where(and(eq(applications.jobId, jobId), eq(applications.status, 'pending')));
    await notify(
      tx,
      pending.map((p) => ({
        userId: p.freelancerId,
        type: 'proposal' as const,
        kind: 'job_closed' as const,
        params: { job: job.title },
        link: `/jobs/${jobId}`,
      })),
    );
  });
}

/** Reopen: a closed job is back on the board and takes proposals again. */
export async function reopenJob(db: Executor, actor: Actor, jobId: string) {
  await inTransaction(db, async (tx) => {
    const job = await lockOwnJob(tx, actor, jobId);
    if (job.status !== 'closed') throw conflict('Only a closed job can be reopened');
    await tx.update(jobs).set({ status: 'open', updatedAt: new Date() }).where(eq(jobs.id, jobId));
  });
}

/** The conversation between two users in the caller's transaction, created the first time. */
async function conversationWith(tx: Tx, userId: string, otherId: string) {
  const key = pairKey(userId, otherId);
  const [inserted] = await tx
    .insert(conversations)
    .values({ pairKey: key })
    .onConflictDoNothing({ target: conversations.pairKey })
    .returning({ id: conversations.id });
  if (inserted) {
    await tx.insert(conversationParticipants).values([
      { conversationId: inserted.id, userId },
      { conversationId: inserted.id, userId: otherId },
    ]);
    return inserted.id;
  }
  const [existing] = await tx
    .select({ id: conversations.id })
    .from(conversations)
    .where(eq(conversations.pairKey, key));
  return existing!.id;
}

/**
 * Message All Applicants: the owner's one text, sent into each applicant's conversation (withdrawn
 * proposals excluded). All or nothing: one transaction, so a failure part-way sends to nobody and
 * the owner can simply retry. Returns how many applicants it reached.
 */
export async function messageApplicants(db: Executor, actor: Actor, jobId: string, content: string) {
  return inTransaction(db, async (tx) => {
    await lockOwnJob(tx, actor, jobId);
    const rows = await tx
      .selectDistinct({ freelancerId: applications.freelancerId })
      .from(applications)
      .where(and(eq(applications.jobId, jobId), ne(applications.status, 'withdrawn')))
      .orderBy(asc(applications.freelancerId));
    if (rows.length === 0) throw badRequest('There are no applicants to message yet');
    for (const { freelancerId } of rows) {
      const conversationId = await conversationWith(tx, actor.id, freelancerId);
      await sendMessage(tx, { userId: actor.id, conversationId, content });
    }
    return rows.length;
  });
}

/** The viewer's own proposal on a job, for the job page (issue 21). */
export async function viewerApplication(db: Executor, jobId: string, userId: string) {
  const [row] = await db
    .select({ id: applications.id, status: applications.status, createdAt: applications.createdAt })
    .from(applications)
    .where(and(eq(applications.jobId, jobId), eq(applications.freelancerId, userId)))
    .limit(1);
  return row ? { _id: row.id, status: row.status, createdAt: row.createdAt.toISOString() } : null;
}
