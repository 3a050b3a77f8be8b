import type { FastifyRequest } from 'fastify';
import { and, desc, eq, ilike, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { AdminCredentialDto, HeldCredentialDto, HolderDto } from '@kt/shared';
import { inTransaction, type Executor } from '../../db/executor.ts';
import { credentials, users } from '../../db/schema.ts';
import { notFound } from '../../lib/errors.ts';
import { authorize, type Actor } from '../../policies/policies.ts';
import { recordAudit } from '../audit/audit.ts';
import { credentialDtoOf } from './service.ts';

/**
 * Who issues and revokes credentials (issue 36): programme staff and admins, with two-factor on.
 * At onRequest, before the body is read; a guest hears 401 from the access guard.
 */
export async function programmeGuard(req: FastifyRequest) {
  const user = req.user;
  if (!user) return;
  authorize('staff:use-powers', user, user);
  authorize('credential:manage', user);
}

/** An admin turns a user's programme flag on or off; audited. */
export async function setProgramme(
  db: Executor,
  actor: Actor & { twoFactorEnabled: boolean },
  userId: string,
  on: boolean,
) {
  authorize('staff:use-powers', actor, actor);
  authorize('admin:act', actor);
  return inTransaction(db, async (tx) => {
    const [user] = await tx
      .update(users)
      .set({ isProgramme: on })
      .where(and(eq(users.id, userId), isNull(users.deletedAt)))
      .returning({ id: users.id, isProgramme: users.isProgramme });
    if (!user) throw notFound('User not found');
    await recordAudit(tx, {
      actorId: actor.id,
      action: on ? 'user.programme-on' : 'user.programme-off',
      targetType: 'user',
      targetId: userId,
      details: { on },
    });
    return user;
  });
}

const escapeLike = (s: string) => `%${s.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
const fullName = sql`${users.firstName} || ' ' || ${users.lastName}`;
const holderColumns = {
  _id: users.id,
  firstName: users.firstName,
  lastName: users.lastName,
  email: users.email,
  location: users.location,
};

/** Freelancers whose name or e-mail contains the text (at most 20), for the issue form's picker. */
export async function searchHolders(db: Executor, search: string): Promise<HolderDto[]> {
  const like = escapeLike(search);
  return db
    .select(holderColumns)
    .from(users)
    .where(
      and(
        eq(users.role, 'freelancer'),
        isNull(users.deletedAt),
        or(ilike(users.email, like), ilike(fullName, like)),
      ),
    )
    .orderBy(users.firstName, users.lastName, users.id)
    .limit(20);
}

/** The console's list: the newest 100, one holder's, or matching a holder's name, a course or a hub. */
export async function listCredentials(
  db: Executor,
  base: string,
  q: { search?: string | undefined; holderId?: string | undefined },
): Promise<AdminCredentialDto[]> {
  const where: SQL[] = [];
  if (q.holderId) where.push(eq(credentials.holderId, q.holderId));
  if (q.search) {
    const like = escapeLike(q.search);
    where.push(or(ilike(credentials.course, like), ilike(credentials.hub, like), ilike(fullName, like))!);
  }
  const rows = await db
    .select({ credential: credentials, holder: holderColumns })
    .from(credentials)
    .innerJoin(users, eq(users.id, credentials.holderId))
    .where(where.length ? and(...where) : undefined)
    .orderBy(desc(credentials.createdAt), desc(credentials.id))
    .limit(100);
  return rows.map((r) => ({ ...credentialDtoOf(base, r.credential), holder: r.holder }));
}

/**
 * What a profile shows: only credentials issued to this person and not revoked, oldest completion
 * first. Nothing a holder writes can add one: they exist only as staff issued them.
 */
export async function heldCredentials(db: Executor, holderId: string): Promise<HeldCredentialDto[]> {
  return db
    .select({
      id: credentials.id,
      course: credentials.course,
      hub: credentials.hub,
      completedOn: credentials.completedOn,
    })
    .from(credentials)
    .innerJoin(users, eq(users.id, credentials.holderId))
    .where(and(eq(credentials.holderId, holderId), isNull(credentials.revokedAt), isNull(users.deletedAt)))
    .orderBy(desc(credentials.completedOn), desc(credentials.createdAt));
}
