/**
 * Programme content (issue 36 part 1, docs/decisions/038-programme-content.md): branches, hubs,
 * cohorts and the home page's figures, kept by programme staff in the console. Readers get them
 * from a per-node cache under the 'programme' listing version, which every write bumps in its own
 * transaction (migration 0031), so no node serves content older than the last committed edit.
 */
import { and, asc, eq, max } from 'drizzle-orm';
import { cohortData, programmeData, type ProgrammeEntryDto, type ProgrammeKind } from '@kt/shared';
import { inTransaction, type Executor } from '../../db/executor.ts';
import { programmeContent } from '../../db/schema.ts';
import { conflict, notFound } from '../../lib/errors.ts';
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

/**
 * Staff add a cohort (a course's next start): saved as confirmed (staff wrote it), last in order,
 * under the key `<course>-<start date>`; the same course on the same day again is a 409. Audited.
 */
export async function createCohort(
  db: Executor,
  actor: Actor & { twoFactorEnabled: boolean },
  input: { data: Record<string, unknown> },
): Promise<ProgrammeEntryDto> {
  authorize('staff:use-powers', actor, actor);
  authorize('programme:edit', actor);
  const data = cohortData.parse(input.data);
  const key = `${data.courseId}-${data.starts}`;
  return inTransaction(db, async (tx) => {
    const [last] = await tx
      .select({ position: max(programmeContent.position) })
      .from(programmeContent)
      .where(eq(programmeContent.kind, 'cohort'));
    const [row] = await tx
      .insert(programmeContent)
      .values({
        kind: 'cohort',
        key,
        data,
        sample: false,
        position: (last?.position ?? -1) + 1,
        updatedBy: actor.id,
      })
      .onConflictDoNothing()
      .returning();
    if (!row) throw conflict(COHORT_TAKEN);
    await recordAudit(tx, {
      actorId: actor.id,
      action: 'programme.create',
      targetType: 'programme',
      targetId: `cohort/${key}`,
      details: { kind: 'cohort', key, after: data },
    });
    return dtoOf(row);
  });
}

async function assertBranch(db: Executor, branchId: string) {
  const [branch] = await db
    .select({ key: programmeContent.key })
    .from(programmeContent)
    .where(and(eq(programmeContent.kind, 'branch'), eq(programmeContent.key, branchId)));
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
