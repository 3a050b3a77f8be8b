/**
 * Programme content (issue 36 part 1, docs/decisions/038-programme-content.md): branches, hubs,
 * cohorts and the home page's figures, kept by programme staff in the console. Readers get them
 * from a per-node cache under the 'programme' listing version, which every write bumps in its own
 * transaction (migration 0031), so no node serves content older than the last committed edit.
 */
import { randomBytes } from 'node:crypto';
import { and, asc, eq, max, sql } from 'drizzle-orm';
import {
  PROGRAMME_SINGLE_KINDS,
  programmeData,
  type ProgrammeEntryDto,
  type ProgrammeKind,
  type ProgrammeListKind,
} from '@kt/shared';
import { inTransaction, type Executor } from '../../db/executor.ts';
import { programmeContent } from '../../db/schema.ts';
import { badRequest, conflict, notFound } from '../../lib/errors.ts';
import { cachedPageAt } from '../../lib/page-cache.ts';
import { authorize, type Actor } from '../../policies/policies.ts';
import { recordAudit } from '../audit/audit.ts';

type Row = typeof programmeContent.$inferSelect;

const dtoOf = (row: Row): ProgrammeEntryDto =>
  ({
    kind: row.kind,
    key: row.key,
    data: row.data,
    sample: row.sample,
    version: row.version,
    updatedAt: row.updatedAt.toISOString(),
  }) as ProgrammeEntryDto;

/** Every entry in page order, and the listing version it was read at (the reply's ETag). */
export async function readContent(db: Executor) {
  const { version, value } = await cachedPageAt(db, 'programme', 'all', async () => {
    const rows = await db
      .select()
      .from(programmeContent)
      .orderBy(asc(programmeContent.kind), asc(programmeContent.position), asc(programmeContent.key));
    return rows.map(dtoOf);
  });
  return { version, entries: value };
}

export type ProgrammeEdit = { version: number; data: Record<string, unknown> };

export const STALE_EDIT =
  'Someone changed this entry since you opened it. Reload it to see their change, then make yours again.';

/**
 * Staff replace an entry's data (or confirm it unchanged): it stops being a sample, its version
 * grows by one, and the audit log records who changed what from what. An edit made on an older
 * version than the stored one is refused (409), so two editors never overwrite each other unseen.
 */
export async function updateEntry(
  db: Executor,
  actor: Actor & { twoFactorEnabled: boolean },
  kind: ProgrammeKind,
  key: string,
  edit: ProgrammeEdit,
): Promise<ProgrammeEntryDto> {
  authorize('staff:use-powers', actor, actor);
  authorize('programme:edit', actor);
  const data = programmeData[kind].parse(edit.data) as Record<string, unknown>;
  return inTransaction(db, async (tx) => {
    const where = and(eq(programmeContent.kind, kind), eq(programmeContent.key, key));
    const [before] = await tx.select().from(programmeContent).where(where).for('update');
    if (!before) throw notFound('No such entry in the programme content');
    if (before.version !== edit.version) throw conflict(STALE_EDIT);
    if (kind === 'hub') await assertBranch(tx, String(data.branchId));
    const [after] = await tx
      .update(programmeContent)
      .set({ data, sample: false, version: before.version + 1, updatedBy: actor.id, updatedAt: new Date() })
      .where(where)
      .returning();
    const changed = canonical(before.data) !== canonical(data);
    await recordAudit(tx, {
      actorId: actor.id,
      action: 'programme.update',
      targetType: 'programme',
      targetId: `${kind}/${key}`,
      details: { kind, key, version: after!.version, confirmed: !changed, before: before.data, after: data },
    });
    return dtoOf(after!);
  });
}

export const COHORT_TAKEN = 'A cohort of this course already starts on that day';
export const HUB_TAKEN = 'This branch already has an IT hub card';
export const KEY_TAKEN = 'An entry with this key already exists: choose another key';
export const PHOTO_KEY = "A photo's key is its number in the gallery's shared link: digits only";

/** The key a new entry gets when staff name none: a cohort's course and day, a hub's branch, or its English name. */
function keyOf(kind: ProgrammeListKind, data: Record<string, unknown>, given?: string): string {
  if (kind === 'cohort') return `${String(data.courseId)}-${String(data.starts)}`;
  if (given) return given;
  if (kind === 'hub') return String(data.branchId);
  // A name or title: a plain text (an entrepreneur's name) or the English of `{ en, ur }`.
  const named = [data.name, data.title]
    .map((v) => (typeof v === 'string' ? v : (v as { en?: unknown } | undefined)?.en))
    .find((v): v is string => typeof v === 'string' && v.trim() !== '');
  const slug = (named ?? '')
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '');
  return slug || `${kind}-${randomBytes(4).toString('hex')}`;
}

/**
 * Staff add an entry of a kind (a branch, an IT hub, a course, a cohort, …): checked by the kind's
 * schema, saved as confirmed (staff wrote it), last in order, audited `programme.create`. A key that
 * exists is a 409; a hub must name an existing branch (404), and a branch has at most one hub card.
 */
export async function createEntry(
  db: Executor,
  actor: Actor & { twoFactorEnabled: boolean },
  kind: ProgrammeListKind,
  input: { key?: string; data: Record<string, unknown> },
): Promise<ProgrammeEntryDto> {
  authorize('staff:use-powers', actor, actor);
  authorize('programme:edit', actor);
  const data = programmeData[kind].parse(input.data) as Record<string, unknown>;
  // A photo's key is the number a shared link names (`/gallery?photo=12`): the next one unless given.
  if (kind === 'photo' && input.key !== undefined && !/^[1-9]\d{0,8}$/.test(input.key)) {
    throw badRequest(PHOTO_KEY);
  }
  return inTransaction(db, async (tx) => {
    const key = kind === 'photo' && !input.key ? await nextPhotoNumber(tx) : keyOf(kind, data, input.key);
    if (kind === 'hub') {
      await assertBranch(tx, String(data.branchId));
      if (await namedBy(tx, 'hub', 'branchId', String(data.branchId))) throw conflict(HUB_TAKEN);
    }
    const [last] = await tx
      .select({ position: max(programmeContent.position) })
      .from(programmeContent)
      .where(eq(programmeContent.kind, kind));
    const [row] = await tx
      .insert(programmeContent)
      .values({ kind, key, data, sample: false, position: (last?.position ?? -1) + 1, updatedBy: actor.id })
      .onConflictDoNothing()
      .returning();
    if (!row && kind === 'cohort') throw conflict(COHORT_TAKEN);
    if (!row) throw conflict(KEY_TAKEN);
    await recordAudit(tx, {
      actorId: actor.id,
      action: 'programme.create',
      targetType: 'programme',
      targetId: `${kind}/${key}`,
      details: { kind, key, after: data },
    });
    return dtoOf(row);
  });
}

/** One more than the highest photo number so far (1 for the first). */
async function nextPhotoNumber(db: Executor) {
  const [row] = await db
    .select({ top: sql<number | null>`max(${programmeContent.key}::int)` })
    .from(programmeContent)
    .where(and(eq(programmeContent.kind, 'photo'), sql`${programmeContent.key} ~ '^[0-9]{1,9}$'`));
  return String(Number(row?.top ?? 0) + 1);
}

export const FIGURES_STAY = "The home page's figures cannot be removed, only changed";
export const BRANCH_HAS_HUB = 'This branch is an IT hub: remove its IT hub card first';
export const COURSE_HAS_COHORTS = 'Cohorts of this course are listed: remove them first';

/**
 * Staff remove an entry, read at `version` (a stale one is refused, 409, as an edit is). A branch that
 * an IT hub names, or a course that a cohort names, stays (409, saying what to remove first); the
 * home page's figures always stay. Audited `programme.delete` with the data removed; the listing
 * version's trigger bumps on the delete, so every node's cached reply (and its ETag) changes.
 */
export async function deleteEntry(
  db: Executor,
  actor: Actor & { twoFactorEnabled: boolean },
  kind: ProgrammeKind,
  key: string,
  version: number,
): Promise<void> {
  authorize('staff:use-powers', actor, actor);
  authorize('programme:edit', actor);
  if ((PROGRAMME_SINGLE_KINDS as readonly string[]).includes(kind)) throw conflict(FIGURES_STAY);
  await inTransaction(db, async (tx) => {
    const where = and(eq(programmeContent.kind, kind), eq(programmeContent.key, key));
    const [before] = await tx.select().from(programmeContent).where(where).for('update');
    if (!before) throw notFound('No such entry in the programme content');
    if (before.version !== version) throw conflict(STALE_EDIT);
    if (kind === 'branch' && (await namedBy(tx, 'hub', 'branchId', key))) throw conflict(BRANCH_HAS_HUB);
    if (kind === 'course' && (await namedBy(tx, 'cohort', 'courseId', key)))
      throw conflict(COURSE_HAS_COHORTS);
    await tx.delete(programmeContent).where(where);
    await recordAudit(tx, {
      actorId: actor.id,
      action: 'programme.delete',
      targetType: 'programme',
      targetId: `${kind}/${key}`,
      details: { kind, key, version: before.version, sample: before.sample, before: before.data },
    });
  });
}

/** Whether an entry of `kind` names `key` in its `field` (a hub its branch, a cohort its course). */
async function namedBy(db: Executor, kind: ProgrammeKind, field: string, key: string) {
  const [row] = await db
    .select({ key: programmeContent.key })
    .from(programmeContent)
    .where(and(eq(programmeContent.kind, kind), sql`${programmeContent.data} ->> ${field} = ${key}`))
    .limit(1);
  return !!row;
}

/** The hub's branch exists; held (FOR SHARE) so that removing it waits for this write and then sees the hub. */
async function assertBranch(db: Executor, branchId: string) {
  const [branch] = await db
    .select({ key: programmeContent.key })
    .from(programmeContent)
    .where(and(eq(programmeContent.kind, 'branch'), eq(programmeContent.key, branchId)))
    .for('share');
  if (!branch) throw notFound('A hub must be one of the branches');
}

/** JSON with object keys sorted: jsonb stores keys in its own order, so compare this way. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value).sort(([a], [b]) => (a < b ? -1 : 1));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}
