import { auditLog } from '../../db/schema.ts';
import type { Executor } from '../../db/executor.ts';

export type AuditEntry = {
  actorId: string;
  /** `area.verb`: 'user.suspend', 'dispute.decide', 'withdrawal.approve'… */
  action: string;
  targetType: string;
  targetId: string;
  reason?: string | null;
  details?: Record<string, unknown>;
};

/**
 * Records an admin's or a mediator's action. Pass the transaction that makes the change, so the
 * entry exists exactly when the change does. The table is append-only (a trigger refuses UPDATE
 * and DELETE).
 */
export async function recordAudit(db: Executor, entry: AuditEntry) {
  const [row] = await db
    .insert(auditLog)
    .values({
      actorId: entry.actorId,
      action: entry.action,
      targetType: entry.targetType,
      targetId: entry.targetId,
      reason: entry.reason ?? null,
      details: entry.details ?? {},
    })
    .returning();
  return row!;
}
