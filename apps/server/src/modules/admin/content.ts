import { and, desc, eq, sql } from 'drizzle-orm';
import type { ReportDto, ReportInput, ReportTarget } from '@kt/shared';
import { inTransaction, type Executor } from '../../db/executor.ts';
import {
  contactMessages,
  contentReports,
  conversationParticipants,
  jobs,
  messages,
  profiles,
  users,
} from '../../db/schema.ts';
import { conflict, notFound, pgErrorCode } from '../../lib/errors.ts';
import { authorize, type Actor } from '../../policies/policies.ts';
import { recordAudit } from '../audit/audit.ts';
import { notify } from '../notifications/notify.ts';
import { encodeCursor, newestPage } from './cursor.ts';

type Target = { ownerId: string; summary: string; link: string | null; hidden: boolean };

/** What a report points at, or undefined when it does not exist (or the reporter cannot see it). */
async function findTarget(
  db: Executor,
  type: ReportTarget,
  id: string,
  viewerId?: string,
): Promise<Target | undefined> {
  if (type === 'job') {
    const [j] = await db.select().from(jobs).where(eq(jobs.id, id));
    if (!j) return undefined;
    return { ownerId: j.userId, summary: j.title, link: `/jobs/${j.id}`, hidden: j.hiddenAt !== null };
  }
  if (type === 'profile') {
    // A profile is reported by its user id (the /u/{id} address).
    const [p] = await db
      .select({ p: profiles, u: users })
      .from(profiles)
      .innerJoin(users, eq(users.id, profiles.userId))
      .where(eq(profiles.userId, id));
    if (!p) return undefined;
    return {
      ownerId: p.u.id,
      summary: `${p.u.firstName} ${p.u.lastName}: ${p.p.headline}`,
      link: `/u/${p.u.id}`,
      hidden: p.p.hiddenAt !== null,
    };
  }
  const [m] = await db.select().from(messages).where(eq(messages.id, id));
  if (!m) return undefined;
  if (viewerId) {
    const [member] = await db
      .select()
      .from(conversationParticipants)
      .where(
        and(
          eq(conversationParticipants.conversationId, m.conversationId),
          eq(conversationParticipants.userId, viewerId),
        ),
      );
    if (!member) return undefined;
  }
  return { ownerId: m.senderId, summary: m.content.slice(0, 300), link: null, hidden: false };
}

const NOT_FOUND: Record<ReportTarget, string> = {
  job: 'Job not found',
  profile: 'Profile not found',
  message: 'Message not found',
};

/** A user reports a job, a profile or a message they can see; one open report per user and target. */
export async function createReport(db: Executor, actor: Actor, input: ReportInput) {
  const target = await findTarget(db, input.targetType, input.targetId, actor.id);
  if (!target) throw notFound(NOT_FOUND[input.targetType]);
  authorize('report:create', actor, target);
  try {
    await db.insert(contentReports).values({
      reporterId: actor.id,
      targetType: input.targetType,
      targetId: input.targetId,
      reason: input.reason,
    });
  } catch (err) {
    if (pgErrorCode(err) === '23505')
      throw conflict('You have already reported this; an admin will look at it');
    throw err;
  }
}

export async function listReports(db: Executor, status: string): Promise<ReportDto[]> {
  const found = await db
    .select({ r: contentReports, reporter: users })
    .from(contentReports)
    .innerJoin(users, eq(users.id, contentReports.reporterId))
    .where(eq(contentReports.status, status))
    .orderBy(desc(contentReports.createdAt), desc(contentReports.id))
    .limit(200);
  const out: ReportDto[] = [];
  for (const { r, reporter } of found) {
    const target = await findTarget(db, r.targetType as ReportTarget, r.targetId);
    out.push({
      _id: r.id,
      targetType: r.targetType as ReportTarget,
      targetId: r.targetId,
      reason: r.reason,
      status: r.status as ReportDto['status'],
      reporter: { _id: reporter.id, name: `${reporter.firstName} ${reporter.lastName}` },
      target: target
        ? { summary: target.summary, link: target.link, hidden: target.hidden }
        : { summary: '(deleted)', link: null, hidden: false },
      createdAt: r.createdAt.toISOString(),
    });
  }
  return out;
}

/** Closes an open report as actioned or dismissed (audited; closing a closed one is a 409). */
export async function resolveReport(
  db: Executor,
  actor: Actor,
  id: string,
  outcome: 'actioned' | 'dismissed',
) {
  return inTransaction(db, async (tx) => {
    const [r] = await tx
      .update(contentReports)
      .set({ status: outcome, resolvedBy: actor.id, resolvedAt: new Date() })
      .where(and(eq(contentReports.id, id), eq(contentReports.status, 'open')))
      .returning();
    if (!r) {
      const [exists] = await tx.select().from(contentReports).where(eq(contentReports.id, id));
      if (!exists) throw notFound('Report not found');
      throw conflict('This report was already closed');
    }
    await recordAudit(tx, {
      actorId: actor.id,
      action: `report.${outcome === 'actioned' ? 'action' : 'dismiss'}`,
      targetType: 'report',
      targetId: id,
      details: { targetType: r.targetType, targetId: r.targetId },
    });
  });
}

/**
 * Hides (with a reason) or restores a job or a profile: a hidden one is off the board and the
 * directory and answers 404 to everyone but its owner (who sees why) and admins. The owner is told;
 * the open reports about it are closed as actioned when it is hidden.
 */
export async function setHidden(
  db: Executor,
  actor: Actor,
  type: 'job' | 'profile',
  id: string,
  hide: { reason: string } | null,
) {
  return inTransaction(db, async (tx) => {
    const set = hide
      ? { hiddenAt: new Date(), hiddenReason: hide.reason }
      : { hiddenAt: null, hiddenReason: null };
    const changed =
      type === 'job'
        ? await tx
            .update(jobs)
            .set(set)
            .where(
              and(eq(jobs.id, id), hide ? sql`${jobs.hiddenAt} is null` : sql`${jobs.hiddenAt} is not null`),
            )
            .returning({ ownerId: jobs.userId, name: jobs.title })
        : await tx
            .update(profiles)
            .set(set)
            .where(
              and(
                eq(profiles.userId, id),
                hide ? sql`${profiles.hiddenAt} is null` : sql`${profiles.hiddenAt} is not null`,
              ),
            )
            .returning({ ownerId: profiles.userId, name: profiles.headline });
    const row = changed[0];
    if (!row) {
      const exists = await findTarget(tx, type, id);
      if (!exists) throw notFound(NOT_FOUND[type]);
      return false; // already in that state: nothing to do, nothing to audit
    }
    await notify(tx, {
      userId: row.ownerId,
      type: 'account',
      kind: `${type === 'job' ? 'job' : 'profile'}_${hide ? 'hidden' : 'visible'}`,
      params: { job: row.name ?? '', ...(hide ? { reason: hide.reason } : {}) },
      link: type === 'job' ? `/jobs/${id}` : `/u/${id}`,
    });
    if (hide)
      await tx
        .update(contentReports)
        .set({ status: 'actioned', resolvedBy: actor.id, resolvedAt: new Date() })
        .where(
          and(
            eq(contentReports.targetType, type),
            eq(contentReports.targetId, id),
            eq(contentReports.status, 'open'),
          ),
        );
    await recordAudit(tx, {
      actorId: actor.id,
      action: `${type}.${hide ? 'hide' : 'restore'}`,
      targetType: type,
      targetId: id,
      reason: hide?.reason ?? null,
      details: { name: row.name, ownerId: row.ownerId },
    });
    return true;
  });
}

/** The contact form's messages, newest first, by cursor. */
export async function contactInbox(db: Executor, cursor: string | undefined) {
  const page0 = newestPage(contactMessages.createdAt, contactMessages.id, cursor);
  const found = await db
    .select()
    .from(contactMessages)
    .where(page0.where)
    .orderBy(...page0.orderBy)
    .limit(51);
  const page = found.slice(0, 50);
  return {
    messages: page.map((m) => ({
      _id: m.id,
      name: m.name,
      email: m.email,
      subject: m.subject,
      message: m.message,
      createdAt: m.createdAt.toISOString(),
    })),
    nextCursor: found.length > 50 ? encodeCursor(page.at(-1)!.createdAt, page.at(-1)!.id) : null,
  };
}
