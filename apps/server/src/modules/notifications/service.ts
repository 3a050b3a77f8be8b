import { and, count, desc, eq, isNull, sql } from 'drizzle-orm';
import {
  NOTIFICATION_TYPES,
  NOTIFICATIONS_PAGE_SIZE,
  type NotificationPreference,
  type NotificationPreferencesInput,
  type WordLanguage,
} from '@kt/shared';
import { inTransaction, type Executor } from '../../db/executor.ts';
import { notificationPreferences, notifications } from '../../db/schema.ts';
import { notFound } from '../../lib/errors.ts';
import { emitAfterCommit } from '../../realtime/emit.ts';
import { toNotificationDto } from './notify.ts';

/** Every query here is scoped to the asking user: another user's notification is a 404. */
export async function unreadCount(db: Executor, userId: string) {
  const [row] = await db
    .select({ n: count() })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
  return Number(row?.n ?? 0);
}

/** A page of the user's notifications, newest first; the cursor is the last item's id. */
export async function list(
  db: Executor,
  userId: string,
  query: { unread: boolean; cursor?: string },
  lang: WordLanguage = 'en',
) {
  const conditions = [eq(notifications.userId, userId)];
  if (query.unread) conditions.push(isNull(notifications.readAt));
  if (query.cursor) {
    // Compared in SQL, so the cursor keeps the timestamp's full (microsecond) precision.
    conditions.push(
      sql`(${notifications.createdAt}, ${notifications.id}) < (
        select created_at, id from ${notifications} where id = ${query.cursor} and user_id = ${userId})`,
    );
  }
  const rows = await db
    .select()
    .from(notifications)
    .where(and(...conditions))
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(NOTIFICATIONS_PAGE_SIZE + 1);
  const page = rows.slice(0, NOTIFICATIONS_PAGE_SIZE);
  return {
    notifications: page.map((n) => toNotificationDto(n, lang)),
    unreadCount: await unreadCount(db, userId),
    nextCursor: rows.length > NOTIFICATIONS_PAGE_SIZE ? page.at(-1)!.id : null,
  };
}

/** Marks one of the user's notifications read (already read: unchanged); tells the user's other tabs. */
export async function markRead(db: Executor, userId: string, id: string, lang: WordLanguage = 'en') {
  return inTransaction(db, async (tx) => {
    const [before] = await tx
      .select({ readAt: notifications.readAt })
      .from(notifications)
      .where(and(eq(notifications.id, id), eq(notifications.userId, userId)))
      .for('update');
    if (!before) throw notFound('Notification not found');
    const [updated] = await tx
      .update(notifications)
      .set({ readAt: sql`coalesce(${notifications.readAt}, now())` })
      .where(eq(notifications.id, id))
      .returning();
    const count = await unreadCount(tx, userId);
    if (!before.readAt) await emitAfterCommit(tx, [userId], 'notifications_read', { unreadCount: count });
    return { notification: toNotificationDto(updated!, lang), unreadCount: count };
  });
}

export async function markAllRead(db: Executor, userId: string) {
  return inTransaction(db, async (tx) => {
    const updated = await tx
      .update(notifications)
      .set({ readAt: sql`now()` })
      .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)))
      .returning({ id: notifications.id });
    if (updated.length > 0) await emitAfterCommit(tx, [userId], 'notifications_read', { unreadCount: 0 });
    return { updated: updated.length, unreadCount: 0 };
  });
}

/** Every type with its e-mail setting (on unless turned off); in-app is always on. */
export async function getPreferences(db: Executor, userId: string): Promise<NotificationPreference[]> {
  const rows = await db
    .select({ type: notificationPreferences.type, email: notificationPreferences.email })
    .from(notificationPreferences)
    .where(eq(notificationPreferences.userId, userId));
  const off = new Set(rows.filter((r) => !r.email).map((r) => r.type));
  return NOTIFICATION_TYPES.map((type) => ({ type, inApp: true as const, email: !off.has(type) }));
}

export async function setPreferences(
  db: Executor,
  userId: string,
  input: NotificationPreferencesInput['preferences'],
) {
  // The last word on a type wins when a client names it twice.
  const byType = new Map(input.map((p) => [p.type, p.email]));
  await db
    .insert(notificationPreferences)
    .values([...byType].map(([type, email]) => ({ userId, type, email })))
    .onConflictDoUpdate({
      target: [notificationPreferences.userId, notificationPreferences.type],
      set: { email: sql`excluded.email`, updatedAt: sql`now()` },
    });
  return getPreferences(db, userId);
}

/**
 * Keeps at most `keep` notifications per user: the oldest read ones beyond that are deleted
 * (unread ones stay). Returns how many were deleted.
 */
export async function prune(db: Executor, keep: number) {
  const result = await db.execute<{ id: string }>(sql`
    delete from ${notifications} where id in (
      select id from (
        select id, read_at, row_number() over (
          partition by user_id order by created_at desc, id desc) as position
        from ${notifications}
      ) ranked
      where ranked.position > ${keep} and ranked.read_at is not null
    ) returning id`);
  return result.rows.length;
}
