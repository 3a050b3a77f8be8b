import { and, count, eq, gt, inArray, or } from 'drizzle-orm';
import type { WordLanguage } from '@kt/shared';
import { inTransaction, type Executor } from '../../db/executor.ts';
import {
  accountTokens,
  applications,
  contracts,
  ledgerAccounts,
  jobs,
  notifications,
  profiles,
  recoveryCodes,
  twoFactorSecrets,
  users,
} from '../../db/schema.ts';
import { conflict } from '../../lib/errors.ts';
import { recordEvent } from '../../outbox/record.ts';
import type { AuthUser } from '../../sessions/store.ts';
import { endUserSessions } from './account-sessions.ts';
import { mailLanguage, mails } from './mails.ts';
import { hashPassword } from './service.ts';
import { assertPassword } from './verification.ts';

export async function setLanguage(db: Executor, user: AuthUser, language: WordLanguage) {
  const [row] = await db.update(users).set({ language }).where(eq(users.id, user.id)).returning();
  return row!;
}

export async function changeName(
  db: Executor,
  user: AuthUser,
  name: { firstName: string; lastName: string },
) {
  const [row] = await db.update(users).set(name).where(eq(users.id, user.id)).returning();
  return row!;
}

/** Needs the current password; every other session of the user ends and the address is told. */
export async function changePassword(
  db: Executor,
  user: AuthUser,
  currentSessionId: string | null,
  input: { currentPassword: string; newPassword: string },
) {
  await assertPassword(user, input.currentPassword, 'Current password is incorrect');
  const passwordHash = await hashPassword(input.newPassword);
  await inTransaction(db, async (tx) => {
    await tx.update(users).set({ passwordHash }).where(eq(users.id, user.id));
    await tx.delete(accountTokens).where(eq(accountTokens.userId, user.id));
    await endUserSessions(tx, user.id, currentSessionId);
    await recordEvent(tx, 'mail:send', mails.passwordChanged(mailLanguage(user), user.email));
  });
}

/**
 * Why the account cannot be deleted now, in words the user can read; none means it can: an offer
 * or contract still open (either side), money in escrow as a client, or money in the wallet.
 */
export async function accountDeletionBlockers(db: Executor, userId: string): Promise<string[]> {
  const reasons: string[] = [];
  const [open] = await db
    .select({ n: count() })
    .from(contracts)
    .where(
      and(
        or(eq(contracts.clientId, userId), eq(contracts.freelancerId, userId)),
        inArray(contracts.status, ['offered', 'active']),
      ),
    );
  if ((open?.n ?? 0) > 0) reasons.push('you have an open offer or an active contract; end it first');
  const [money] = await db
    .select({ n: count() })
    .from(ledgerAccounts)
    .where(
      and(
        eq(ledgerAccounts.userId, userId),
        inArray(ledgerAccounts.kind, ['pending', 'available', 'withdrawing']),
        gt(ledgerAccounts.balance, 0),
      ),
    );
  if ((money?.n ?? 0) > 0) reasons.push('your wallet still holds money; withdraw it first');
  return reasons;
}

export const DELETED_FIRST_NAME = 'Deleted';
export const DELETED_LAST_NAME = 'user';

/**
 * Deletes the account (password required, refused while a blocker stands): the person's data is
 * erased; what others need (messages they received) stays under 'Deleted user'.
 */
export async function deleteAccount(db: Executor, user: AuthUser, password: string) {
  await assertPassword(user, password);
  await inTransaction(db, async (tx) => {
    const blockers = await accountDeletionBlockers(tx, user.id);
    if (blockers.length > 0) throw conflict(`Your account cannot be deleted yet: ${blockers.join('; ')}`);
    await endUserSessions(tx, user.id);
    await tx.delete(profiles).where(eq(profiles.userId, user.id));
    const ownJobs = tx.select({ id: jobs.id }).from(jobs).where(eq(jobs.userId, user.id));
    await tx
      .delete(applications)
      .where(or(eq(applications.freelancerId, user.id), inArray(applications.jobId, ownJobs)));
    await tx.delete(jobs).where(eq(jobs.userId, user.id));
    await tx.delete(notifications).where(eq(notifications.userId, user.id));
    await tx.delete(accountTokens).where(eq(accountTokens.userId, user.id));
    await tx.delete(twoFactorSecrets).where(eq(twoFactorSecrets.userId, user.id));
    await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, user.id));
    await tx
      .update(users)
      .set({
        email: `deleted-${user.id}@deleted.invalid`,
        passwordHash: null,
        firstName: DELETED_FIRST_NAME,
        lastName: DELETED_LAST_NAME,
        profileImage: null,
        location: null,
        profileCompleted: false,
        isAdmin: false,
        isMediator: false,
        isProgramme: false,
        emailVerifiedAt: null,
        twoFactorEnabled: false,
        deletedAt: new Date(),
      })
      .where(eq(users.id, user.id));
    await recordEvent(tx, 'mail:send', mails.accountDeleted(mailLanguage(user), user.email));
  });
}
