import { count, desc, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type {
  ApplicationCreateInput,
  ApplicationDto,
  ApplicationStatusInput,
  MyApplicationDto,
  UserRole,
} from '@kt/shared';
import type { Db } from '../../db/client.ts';
import { applications, jobs, users } from '../../db/schema.ts';
import { badRequest, conflict, forbidden, notFound, pgErrorCode } from '../../lib/errors.ts';
import { toPublicUser } from '../../lib/user-dto.ts';

type ApplicationRow = typeof applications.$inferSelect;
type Actor = { id: string; role: UserRole };

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

async function findJob(db: Db, jobId: string) {
  const [job] = await db
    .select({ id: jobs.id, userId: jobs.userId, status: jobs.status })
    .from(jobs)
    .where(eq(jobs.id, jobId))
    .limit(1);
  if (!job) throw notFound('Job not found');
  return job;
}

/** A freelancer's proposal: one per job, never on their own job or on a job that is not open. */
export async function submit(db: Db, actor: Actor, input: ApplicationCreateInput) {
  const job = await findJob(db, input.jobId);
  if (job.userId === actor.id) throw forbidden('You cannot apply to your own job');
  if (actor.role !== 'freelancer') throw forbidden('Only freelancers can submit proposals');
  if (job.status !== 'open') throw badRequest('This job is no longer accepting proposals');
  try {
    const [row] = await db
      .insert(applications)
      .values({
        jobId: job.id,
        freelancerId: actor.id,
        coverLetter: input.coverLetter,
        deliveryTime: input.deliveryTime,
      })
      .returning();
    return row!;
  } catch (err) {
    const code = pgErrorCode(err);
    if (code === '23505') throw conflict('You have already submitted a proposal for this job');
    if (code === '23503') throw notFound('Job not found');
    throw err;
  }
}

/** The proposals on a job, for its owner only, newest first. */
export async function listForJob(db: Db, jobId: string, viewerId: string): Promise<ApplicationDto[]> {
  const job = await findJob(db, jobId);
  if (job.userId !== viewerId) throw forbidden('You do not have permission to view these proposals');
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

export async function countForJob(db: Db, jobId: string): Promise<number> {
  await findJob(db, jobId);
  const [row] = await db.select({ n: count() }).from(applications).where(eq(applications.jobId, jobId));
  return Number(row?.n ?? 0);
}

/** A freelancer's own proposals with the jobs they are for, newest first. */
export async function listMine(db: Db, freelancerId: string): Promise<MyApplicationDto[]> {
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
 * The owner accepts or rejects a pending proposal. Accepting moves the job to in_progress; both
 * writes happen in one transaction with the job row locked, so two proposals are never accepted.
 */
export async function decide(
  db: Db,
  ownerId: string,
  applicationId: string,
  status: ApplicationStatusInput['status'],
): Promise<ApplicationDto> {
  const updated = await db.transaction(async (tx) => {
    const [found] = await tx
      .select({ application: applications, jobOwner: jobs.userId, jobStatus: jobs.status })
      .from(applications)
      .innerJoin(jobs, eq(jobs.id, applications.jobId))
      .where(eq(applications.id, applicationId))
      .for('update')
      .limit(1);
    if (!found) throw notFound('Proposal not found');
    if (found.jobOwner !== ownerId) {
      throw forbidden('You do not have permission to update this proposal');
    }
    if (found.application.status !== 'pending') {
      throw badRequest(`This proposal has already been ${found.application.status}`);
    }
    if (status === 'accepted' && found.jobStatus !== 'open') {
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
    return row!;
  });
  const [freelancer] = await db
    .select(freelancerColumns)
    .from(users)
    .where(eq(users.id, updated.freelancerId))
    .limit(1);
  return { ...baseDto(updated), jobId: updated.jobId, freelancerId: toPublicUser(freelancer!) };
}
