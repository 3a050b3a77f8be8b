import { and, count, desc, eq, ilike, or, sql } from 'drizzle-orm';
import type { AdminUserDetail, AdminUserDto, SuspendInput } from '@kt/shared';
import { inTransaction, type Executor } from '../../db/executor.ts';
import { contracts, ledgerAccounts, sessions, users } from '../../db/schema.ts';
import { badRequest, notFound } from '../../lib/errors.ts';
import { suspensionOf } from '../../lib/user-dto.ts';
import { queueMail } from '../../mail/queue-mail.ts';
import { authorize, type Actor } from '../../policies/policies.ts';
import { endSessions } from '../../sessions/store.ts';
import { recordAudit } from '../audit/audit.ts';
import { notify } from '../notifications/notify.ts';

type UserRow = typeof users.$inferSelect;

export function toAdminUser(u: UserRow): AdminUserDto {
  return {
    _id: u.id,
    firstName: u.firstName,
    lastName: u.lastName,
    email: u.email,
    role: u.role,
    isAdmin: u.isAdmin,
    isMediator: u.isMediator,
    isProgramme: u.isProgramme,
    emailVerified: u.emailVerifiedAt !== null,
    twoFactorEnabled: u.twoFactorEnabled,
    deleted: u.deletedAt !== null,
    suspension: suspensionOf(u),
    createdAt: u.createdAt.toISOString(),
  };
}

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Users whose name or e-mail contains `search`, newest first, one page. */
export async function listUsers(
  db: Executor,
  q: { search?: string | undefined; page: number; limit: number },
) {
  const text = q.search?.trim();
  const where = text
    ? or(
        ilike(users.email, `%${escapeLike(text)}%`),
        ilike(sql`${users.firstName} || ' ' || ${users.lastName}`, `%${escapeLike(text)}%`),
      )
    : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(users)
      .where(where)
      .orderBy(desc(users.createdAt), desc(users.id))
      .limit(q.limit)
      .offset((q.page - 1) * q.limit),
    db.select({ n: count() }).from(users).where(where),
  ]);
  const n = Number(total?.n ?? 0);
  return { users: rows.map(toAdminUser), total: n, page: q.page, pages: Math.max(1, Math.ceil(n / q.limit)) };
}

async function loadUser(db: Executor, id: string, lock = false) {
  const query = db.select().from(users).where(eq(users.id, id));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw notFound('User not found');
  return row;
}

/** One user as the console shows them: contracts, wallet balances and live sign-ins. */
export async function userDetail(db: Executor, id: string): Promise<AdminUserDetail> {
  const u = await loadUser(db, id);
  const [own, accounts, signIns] = await Promise.all([
    db
      .select()
      .from(contracts)
      .where(or(eq(contracts.clientId, id), eq(contracts.freelancerId, id)))
      .orderBy(desc(contracts.createdAt))
      .limit(50),
    db.select().from(ledgerAccounts).where(eq(ledgerAccounts.userId, id)),
    db.select().from(sessions).where(eq(sessions.userId, id)).orderBy(desc(sessions.createdAt)).limit(10),
  ]);
  const wallet = new Map<
    string,
    { currency: string; pending: number; available: number; withdrawing: number }
  >();
  for (const a of accounts) {
    if (a.kind !== 'pending' && a.kind !== 'available' && a.kind !== 'withdrawing') continue;
    const w = wallet.get(a.currency) ?? { currency: a.currency, pending: 0, available: 0, withdrawing: 0 };
    w[a.kind] += a.balance;
    wallet.set(a.currency, w);
  }
  return {
    ...toAdminUser(u),
    contracts: own.map((c) => ({
      _id: c.id,
      title: c.title,
      status: c.status,
      as: c.clientId === id ? ('client' as const) : ('freelancer' as const),
    })),
    wallet: [...wallet.values()],
    signIns: signIns.map((s) => ({
      at: s.createdAt.toISOString(),
      lastSeenAt: s.lastSeenAt.toISOString(),
      userAgent: s.userAgent,
    })),
  };
}

/** The end of the appeal day, UTC; it must be after today. */
function appealDeadline(day: string) {
  const d = new Date(`${day}T23:59:59.999Z`);
  if (Number.isNaN(d.getTime()) || d.toISOString().slice(0, 10) !== day)
    throw badRequest('Appeal deadline must be a date (YYYY-MM-DD)');
  if (d.getTime() <= Date.now()) throw badRequest('Appeal deadline must be in the future');
  if (d.getTime() > Date.now() + 366 * 24 * 3600 * 1000)
    throw badRequest('Appeal deadline must be within a year');
  return d;
}

/**
 * Suspends a user: every session ends at once (sockets too), they are told why by e-mail (a
 * security mail, always sent) and in the app, and the action is audited, all in one transaction.
 * Suspending an already suspended user updates the reason and deadline.
 */
export async function suspendUser(db: Executor, actor: Actor, id: string, input: SuspendInput) {
  authorize('user:suspend', actor, { id });
  const appealBy = appealDeadline(input.appealBy);
  return inTransaction(db, async (tx) => {
    const target = await loadUser(tx, id, true);
    if (target.deletedAt) throw badRequest('This account was deleted');
    const [row] = await tx
      .update(users)
      .set({ suspendedAt: target.suspendedAt ?? new Date(), suspensionReason: input.reason, appealBy })
      .where(eq(users.id, id))
      .returning();
    const live = await tx.select({ id: sessions.id }).from(sessions).where(eq(sessions.userId, id));
    await endSessions(
      tx,
      live.map((s) => s.id),
    );
    const params = { reason: input.reason, appealBy: { day: appealBy.toISOString(), timeZone: 'UTC' } };
    const [notice] = await notify(tx, {
      userId: id,
      type: 'account',
      kind: 'account_suspended',
      params,
      link: '/contact',
      email: false,
    });
    await queueMail(tx, {
      userId: id,
      security: true,
      template: 'notification',
      data: { title: notice!.title, body: notice!.body, link: '/contact', kind: 'account_suspended', params },
    });
    await recordAudit(tx, {
      actorId: actor.id,
      action: 'user.suspend',
      targetType: 'user',
      targetId: id,
      reason: input.reason,
      details: { appealBy: appealBy.toISOString(), email: target.email },
    });
    return toAdminUser(row!);
  });
}

/** Lifts a suspension (a no-op, still 200, when the user is not suspended; audited only when it changes). */
export async function unsuspendUser(db: Executor, actor: Actor, id: string) {
  return inTransaction(db, async (tx) => {
    const target = await loadUser(tx, id, true);
    if (!target.suspendedAt) return { user: toAdminUser(target), changed: false };
    const [row] = await tx
      .update(users)
      .set({ suspendedAt: null, suspensionReason: null, appealBy: null })
      .where(and(eq(users.id, id)))
      .returning();
    await notify(tx, {
      userId: id,
      type: 'account',
      kind: 'account_active',
      link: '/',
    });
    await recordAudit(tx, {
      actorId: actor.id,
      action: 'user.unsuspend',
      targetType: 'user',
      targetId: id,
      details: { email: target.email, reason: target.suspensionReason },
    });
    return { user: toAdminUser(row!), changed: true };
  });
}
