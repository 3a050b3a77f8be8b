import { eq } from 'drizzle-orm';
import type { AuditEntryDto } from '@kt/shared';
import type { Executor } from '../../db/executor.ts';
import { auditLog, users } from '../../db/schema.ts';
import { encodeCursor, newestPage } from './cursor.ts';

const PAGE = 50;

/** The audit log, newest first, 50 a page by cursor. */
export async function listAudit(db: Executor, cursor: string | undefined) {
  const page = newestPage(auditLog.createdAt, auditLog.id, cursor);
  const found = await db
    .select({ a: auditLog, u: users })
    .from(auditLog)
    .innerJoin(users, eq(users.id, auditLog.actorId))
    .where(page.where)
    .orderBy(...page.orderBy)
    .limit(PAGE + 1);
  const rows = found.slice(0, PAGE);
  const entries: AuditEntryDto[] = rows.map(({ a, u }) => ({
    _id: a.id,
    actor: { _id: u.id, name: `${u.firstName} ${u.lastName}` },
    action: a.action,
    targetType: a.targetType,
    targetId: a.targetId,
    reason: a.reason,
    details: a.details,
    createdAt: a.createdAt.toISOString(),
  }));
  const last = rows.at(-1);
  return {
    entries,
    nextCursor: found.length > PAGE && last ? encodeCursor(last.a.createdAt, last.a.id) : null,
  };
}
