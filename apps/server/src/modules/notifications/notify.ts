import type { NotificationDto, NotificationType } from '@kt/shared';
import { inTransaction, type Executor } from '../../db/executor.ts';
import { notifications } from '../../db/schema.ts';
import { queueMail } from '../../mail/queue-mail.ts';
import { emitAfterCommit } from '../../realtime/emit.ts';

export type NotificationInput = {
  userId: string;
  type: NotificationType;
  title: string;
  body: string;
  /** A route of the web app, e.g. `/projects/<id>`. */
  link: string;
  /** Also e-mail it, as the user's preference for its type allows (default true). */
  email?: boolean;
};

type NotificationRow = typeof notifications.$inferSelect;

export function toNotificationDto(n: NotificationRow): NotificationDto {
  return {
    _id: n.id,
    type: n.type as NotificationType,
    title: n.title,
    body: n.body,
    link: n.link,
    readAt: n.readAt?.toISOString() ?? null,
    createdAt: n.createdAt.toISOString(),
  };
}

/**
 * Tells users something, as part of the caller's transaction: the notification is stored with the
 * change that caused it, and the `notification` socket event goes out only once that commits.
 * Unless `email: false`, it also queues an e-mail of it, sent if the user's preference for its
 * type allows. Every feature notifies through this one function.
 */
export async function notify(db: Executor, input: NotificationInput | NotificationInput[]) {
  const list = Array.isArray(input) ? input : [input];
  if (list.length === 0) return [];
  return inTransaction(db, async (tx) => {
    const rows = await tx
      .insert(notifications)
      .values(list.map(({ email: _email, ...n }) => n))
      .returning();
    for (const [i, row] of rows.entries()) {
      await emitAfterCommit(tx, [row.userId], 'notification', toNotificationDto(row));
      if (list[i]!.email === false) continue;
      await queueMail(tx, {
        userId: row.userId,
        category: row.type as NotificationType,
        template: 'notification',
        data: { title: row.title, body: row.body, link: row.link },
      });
    }
    return rows;
  });
}
