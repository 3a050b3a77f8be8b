import { desc, eq, getTableColumns, inArray, sql, type SQL } from 'drizzle-orm';
import type { AttachmentDto, JobCreateInput, JobDto, JobListQuery } from '@kt/shared';
import { inTransaction, type Executor } from '../../db/executor.ts';
import { applications, jobAttachments, jobs, users } from '../../db/schema.ts';
import { notFound } from '../../lib/errors.ts';
import { toPublicUser } from '../../lib/user-dto.ts';
import { authorize, type Actor } from '../../policies/policies.ts';
import { toJobDto } from './dto.ts';
import { boardPage } from './board.ts';
import { cachedPage } from '../../lib/page-cache.ts';
import { redactEmails } from '../users/email-visibility.ts';

const NO_ID = '00000000-0000-0000-0000-000000000000';

// Every column but the generated tsvector, which no reply needs.
const { search: _search, ...jobColumns } = getTableColumns(jobs);
const clientColumns = {
  id: users.id,
  firstName: users.firstName,
  lastName: users.lastName,
  profileImage: users.profileImage,
  location: users.location,
  createdAt: users.createdAt,
  email: users.email,
};

/** Matches the indexes' `created_at DESC NULLS LAST`, so the planner can walk them instead of sorting. */
const newestFirst = sql`${jobs.createdAt} desc nulls last`;

type LoadOptions = {
  where: SQL | undefined;
  orderBy: SQL[];
  limit?: number;
  offset?: number;
};

// A job's files and proposal ids, aggregated in the same statement as the job (one round trip per
// list): files in upload order, proposals oldest first.
const attachmentsOf = sql<
  AttachmentDto[]
>`(select coalesce(json_agg(json_build_object('_id', a.id, 'path', a.path, 'originalName', a.original_name, 'mimeType', a.mime_type, 'size', a.size) order by a.created_at, a.id), '[]'::json) from ${jobAttachments} a where a.job_id = ${jobs.id})`;
const applicationIdsOf = sql<
  string[]
>`(select coalesce(array_agg(p.id::text order by p.created_at, p.id), '{}'::text[]) from ${applications} p where p.job_id = ${jobs.id})`;

/**
 * Jobs with their client, attachments and proposal ids, in one statement. A board page's ids are
 * chosen first from `jobs` alone (so the planner never joins every matching row before the limit).
 */
async function loadJobs(db: Executor, o: LoadOptions): Promise<JobDto[]> {
  let query = db
    .select({
      job: jobColumns,
      client: clientColumns,
      attachments: attachmentsOf,
      applicationIds: applicationIdsOf,
    })
    .from(jobs)
    .innerJoin(users, eq(users.id, jobs.userId))
    .where(o.where)
    .orderBy(...o.orderBy)
    .$dynamic();
  if (o.limit !== undefined) query = query.limit(o.limit);
  if (o.offset) query = query.offset(o.offset);
  const rows = await query;
  // With the client's e-mail: `forViewer` removes it for whoever may not read it.
  return rows.map((r) => toJobDto(r.job, toPublicUser(r.client), r.attachments, r.applicationIds));
}

/** The client's e-mail stays only for the client and freelancers they hired (issue 21). */
const forViewer = (db: Executor, viewerId: string | null, list: JobDto[]) =>
  redactEmails(
    db,
    viewerId,
    list,
    (j) => j.userId,
    (j, userId) => ({ ...j, userId }),
  );

/**
 * The job board: open jobs only, filtered, sorted, one page (by page number or keyset), as
 * `viewerId` (null for a guest) may see them.
 */
export async function listOpenJobs(db: Executor, q: JobListQuery, viewerId: string | null = null) {
  // The page as every viewer gets it, cached under the listing's version (lib/page-cache.ts); the
  // e-mails are then kept or removed for this viewer.
  const page = await cachedPage(db, 'jobs', JSON.stringify(q), async () => {
    const chosen = await boardPage(db, q);
    const found = await loadJobs(db, {
      where: inArray(jobs.id, chosen.ids.length ? chosen.ids : [NO_ID]),
      orderBy: [],
    });
    const byId = new Map(found.map((j) => [j._id, j]));
    return { ...chosen, jobs: chosen.ids.map((id) => byId.get(id)).filter((j): j is JobDto => !!j) };
  });
  return {
    jobs: await forViewer(db, viewerId, page.jobs),
    total: page.total,
    totalExact: page.totalExact,
    nextCursor: page.nextCursor,
  };
}

/** One job as `viewerId` (null for a guest) may see it. */
export async function getJob(db: Executor, id: string, viewerId: string | null = null): Promise<JobDto> {
  const [job] = await loadJobs(db, { where: eq(jobs.id, id), orderBy: [] });
  if (!job) throw notFound('Job not found');
  const [visible] = await forViewer(db, viewerId, [job]);
  return visible!;
}

/** Every job the client posted, whatever its status, newest first. */
export function listMyJobs(db: Executor, userId: string) {
  return loadJobs(db, { where: eq(jobs.userId, userId), orderBy: [newestFirst, desc(jobs.id)] });
}

export type StoredAttachment = { path: string; originalName: string; mimeType: string; size: number };

/** Inserts the job and its attachments in one transaction; returns the new job's id. */
export async function createJob(
  db: Executor,
  actor: Actor,
  input: JobCreateInput,
  attachments: StoredAttachment[],
): Promise<string> {
  authorize('job:create', actor);
  return inTransaction(db, async (tx) => {
    const [job] = await tx
      .insert(jobs)
      .values({
        userId: actor.id,
        title: input.title,
        description: input.description,
        category: input.category,
        budgetType: input.budgetType,
        budgetMin: input.budgetMin,
        budgetMax: input.budgetMax,
        skills: input.skills,
        experienceLevel: input.experienceLevel,
        duration: input.duration,
      })
      .returning({ id: jobs.id });
    if (attachments.length > 0) {
      // One row per file in upload order; distinct timestamps keep that order when read back.
      const t0 = Date.now();
      await tx
        .insert(jobAttachments)
        .values(attachments.map((a, i) => ({ ...a, jobId: job!.id, createdAt: new Date(t0 + i) })));
    }
    return job!.id;
  });
}
