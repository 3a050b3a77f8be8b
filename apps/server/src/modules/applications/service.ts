import { count, desc, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type {
  ApplicationCreateInput,
  ApplicationDto,
  ApplicationStatusInput,
  MyApplicationDto,
} from '@kt/shared';
import { inTransaction, type Executor } from '../../db/executor.ts';
import { applications, jobs, users } from '../../db/schema.ts';
import { badRequest, conflict, notFound, pgErrorCode } from '../../lib/errors.ts';
import { toPublicUser } from '../../lib/user-dto.ts';
import { authorize, type Actor } from '../../policies/policies.ts';
import { notify } from '../notifications/notify.ts';

type ApplicationRow = typeof applications.$inferSelect;

const freelancerColumns = {
  id: users.id,
  firstName: users.firstName,
  lastName: users.lastName,
  email: users.email,
  profileImage: users.profileImage,
  location: users.location,
  createdAt: users.createdAt,
};

function baseDto(a: ApplicationRow) {
  return {
    _id: a.id,
    coverLetter: a.coverLetter,
    deliveryTime: a.deliveryTime,
    status: a.status,
    createdAt: a.createdAt.toISOString(),
    updatedAt: a.updatedAt.toISOString(),
  };
}

export function toPlainDto(a: ApplicationRow) {
  return { ...baseDto(a), jobId: a.jobId, freelancerId: a.freelancerId };
}

/** The job, or a 404; `lock: 'share'` holds it against a concurrent accept until the caller's commit. */
async function findJob(db: Executor, jobId: string, lock?: 'share') {
  const query = db
    .select({ id: jobs.id, userId: jobs.userId, status: jobs.status, title: jobs.title })
    .from(jobs)
    .where(eq(jobs.id, jobId))
    .limit(1);
  const [job] = lock ? await query.for(lock) : await query;
  if (!job) throw notFound('Job not found');
  return job;
}

/**
 * A freelancer's proposal: one per job, never on their own job or on a job that is not open. The
 * job row is share-locked while the proposal is inserted, so an accept in flight (which locks it for
 * update) either commits first, and the proposal is refused, or waits for the proposal.
 */
export async function submit(db: Executor, actor: Actor, input: ApplicationCreateInput) {
  try {
    return await inTransaction(db, async (tx) => {
      const job = await findJob(tx, input.jobId, 'share');
      authorize('proposal:create', actor, job);
      if (job.status !== 'open') throw badRequest('This job is no longer accepting proposals');
      const [row] = await tx
        .insert(applications)
        .values({
          jobId: job.id,
          freelancerId: actor.id,
          coverLetter: input.coverLetter,
          deliveryTime: input.deliveryTime,
        })
        .returning();
      const [freelancer] = await tx
        .select({ firstName: users.firstName, lastName: users.lastName })
        .from(users)
        .where(eq(users.id, actor.id));
      const name = `${freelancer?.firstName ?? ''} ${freelancer?.lastName ?? ''}`.trim() || 'A freelancer';
      await notify(tx, {
        userId: job.userId,
        type: 'proposal',
        kind: 'proposal_new',
        params: { job: job.title, name },
        link: `/my-jobs/${job.id}`,
      });
      return row!;
    });
  } catch (err) {
    const code = pgErrorCode(err);
    if (code === '23505') throw conflict('You have already submitted a proposal for this job');
    if (code === '23503') throw notFound('Job not found');
    throw err;
  }
}

/** The proposals on a job, for its owner only, newest first. */
export async function listForJob(db: Executor, actor: Actor, jobId: string): Promise<ApplicationDto[]> {
  const job = await findJob(db, jobId);
  authorize('job:read-proposals', actor, job);
  const rows = await db
    .select({ application: applications, freelancer: freelancerColumns })
    .from(applications)
    .innerJoin(users, eq(users.id, applications.freelancerId))
    .where(eq(applications.jobId, jobId))
    .orderBy(desc(applications.createdAt), desc(applications.id));
  return rows.map(({ application, freelancer }) => ({
    ...baseDto(application),
    jobId: application.jobId,
    freelancerId: toPublicUser(freelancer),
  }));
}

export async function countForJob(db: Executor, jobId: string): Promise<number> {
  await findJob(db, jobId);
  const [row] = await db.select({ n: count() }).from(applications).where(eq(applications.jobId, jobId));
  return Number(row?.n ?? 0);
}

/** A freelancer's own proposals with the jobs they are for, newest first. */
export async function listMine(db: Executor, freelancerId: string): Promise<MyApplicationDto[]> {
  const client = alias(users, 'client');
  const rows = await db
    .select({
      application: applications,
      job: {
        id: jobs.id,
        title: jobs.title,
        description: jobs.description,
        budgetMin: jobs.budgetMin,
        budgetMax: jobs.budgetMax,
        budgetType: jobs.budgetType,
        category: jobs.category,
        status: jobs.status,
        createdAt: jobs.createdAt,
      },
      client: {
        id: client.id,
        firstName: client.firstName,
        lastName: client.lastName,
        profileImage: client.profileImage,
        location: client.location,
        createdAt: client.createdAt,
      },
    })
    .from(applications)
    .innerJoin(jobs, eq(jobs.id, applications.jobId))
    .innerJoin(client, eq(client.id, jobs.userId))
    .where(eq(applications.freelancerId, freelancerId))
    .orderBy(desc(applications.createdAt), desc(applications.id));
  return rows.map(({ application, job, client: c }) => ({
    ...baseDto(application),
    freelancerId: application.freelancerId,
    jobId: {
      _id: job.id,
      title: job.title,
      description: job.description,
      budgetMin: Number(job.budgetMin),
      budgetMax: Number(job.budgetMax),
      budgetType: job.budgetType,
      category: job.category,
      status: job.status,
      createdAt: job.createdAt.toISOString(),
      userId: toPublicUser(c),
    },
  }));
}

/**
 * The owner accepts or rejects a pending proposal (on an open or closed job). Accepting moves the
 * job to in_progress; both
 * writes happen in one transaction with the job row locked, so two proposals are never accepted.
 */
export async function decide(
  db: Executor,
  actor: Actor,
  applicationId: string,
  status: ApplicationStatusInput['status'],
): Promise<ApplicationDto> {
  const updated = await inTransaction(db, async (tx) => {
    const [found] = await tx
      .select({
        application: applications,
        jobOwner: jobs.userId,
        jobStatus: jobs.status,
        jobTitle: jobs.title,
      })
      .from(applications)
      .innerJoin(jobs, eq(jobs.id, applications.jobId))
      .where(eq(applications.id, applicationId))
      .for('update')
      .limit(1);
    if (!found) throw notFound('Proposal not found');
    authorize('proposal:decide', actor, { userId: found.jobOwner });
    if (found.application.status !== 'pending') {
      throw badRequest(`This proposal has already been ${found.application.status}`);
    }
    // A closed job stopped taking proposals, but its owner may still pick one of those it has.
    if (status === 'accepted' && found.jobStatus !== 'open' && found.jobStatus !== 'closed') {
      throw badRequest('This job is no longer open');
    }
    const now = new Date();
    const [row] = await tx
      .update(applications)
      .set({ status, updatedAt: now })
      .where(eq(applications.id, applicationId))
      .returning();
    if (status === 'accepted') {
      await tx
        .update(jobs)
        .set({ status: 'in_progress', updatedAt: now })
        .where(eq(jobs.id, found.application.jobId));
    }
    await notify(tx, {
      userId: found.application.freelancerId,
      type: 'proposal',
      kind: status === 'accepted' ? 'proposal_accepted' : 'proposal_rejected',
      params: { job: found.jobTitle },
      link: `/jobs/${found.application.jobId}`,
    });
    return row!;
  });
  const [freelancer] = await db
    .select(freelancerColumns)
    .from(users)
    .where(eq(users.id, updated.freelancerId))
    .limit(1);
  return { ...baseDto(updated), jobId: updated.jobId, freelancerId: toPublicUser(freelancer!) };
}

/**
 * The freelancer takes back a pending proposal (issue 21): status `withdrawn`, final for that job
 * (the one-proposal-per-job rule still holds). The job's owner is told in the app.
 */
export async function withdraw(db: Executor, actor: Actor, applicationId: string) {
  return inTransaction(db, async (tx) => {
    const [found] = await tx
      .select({ application: applications, jobOwner: jobs.userId, jobTitle: jobs.title })
      .from(applications)
      .innerJoin(jobs, eq(jobs.id, applications.jobId))
      .where(eq(applications.id, applicationId))
      .for('update')
      .limit(1);
    // Someone else's proposal is not theirs to know about: 404 like a missing one.
    if (!found || found.application.freelancerId !== actor.id) throw notFound('Proposal not found');
    authorize('proposal:withdraw', actor, found.application);
    if (found.application.status !== 'pending') {
      throw conflict(`This proposal has already been ${found.application.status}`);
    }
    const [row] = await tx
      .update(applications)
      .set({ status: 'withdrawn', updatedAt: new Date() })
      .where(eq(applications.id, applicationId))
      .returning();
    const [freelancer] = await tx
      .select({ firstName: users.firstName, lastName: users.lastName })
      .from(users)
      .where(eq(users.id, actor.id));
    const name = `${freelancer?.firstName ?? ''} ${freelancer?.lastName ?? ''}`.trim() || 'A freelancer';
    await notify(tx, {
      userId: found.jobOwner,
      type: 'proposal',
      kind: 'proposal_withdrawn',
      params: { job: found.jobTitle, name },
      link: `/my-jobs/${found.application.jobId}`,
      email: false,
    });
    return row!;
  });
}
