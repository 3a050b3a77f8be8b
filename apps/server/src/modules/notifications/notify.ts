import { inArray } from 'drizzle-orm';
import {
  noticeBody,
  noticeTitle,
  type NoticeKind,
  type NotificationDto,
  type NotificationType,
  type WordLanguage,
  type WordParam,
} from '@kt/shared';
import { inTransaction, type Executor } from '../../db/executor.ts';
import { notifications, users } from '../../db/schema.ts';
import { textTimeZone } from '../../lib/dates.ts';
import { queueMail } from '../../mail/queue-mail.ts';
import { emitAfterCommit } from '../../realtime/emit.ts';

export type NotificationInput = {
  userId: string;
  type: NotificationType;
  /** What it says: `n.<kind>` (and `n.<kind>.body`) of the shared catalogue, with `params`. */
  kind: NoticeKind;
  params?: Record<string, WordParam>;
  /** A route of the web app, e.g. `/projects/<id>`. */
  link: string;
  /** Also e-mail it, as the user's preference for its type allows (default true). */
  email?: boolean;
};

type NotificationRow = typeof notifications.$inferSelect;

/** A notification's title and body in `lang`; a row from before kinds keeps its stored (English) text. */
export function noticeText(
  n: Pick<NotificationRow, 'kind' | 'params' | 'title' | 'body'>,
  lang: WordLanguage,
) {
  if (!n.kind) return { title: n.title, body: n.body };
  const o = { timeZone: textTimeZone() };
  const params = n.params ?? {};
  const title = noticeTitle(n.kind, params, lang, o);
  if (title === null) return { title: n.title, body: n.body };
  return { title, body: noticeBody(n.kind, params, lang, o) };
}

export function toNotificationDto(n: NotificationRow, lang: WordLanguage): NotificationDto {
  return {
    _id: n.id,
    type: n.type as NotificationType,
    ...noticeText(n, lang),
    link: n.link,
    readAt: n.readAt?.toISOString() ?? null,
    createdAt: n.createdAt.toISOString(),
  };
}

/**
 * Tells users something, as part of the caller's transaction: the notification is stored with the
 * change that caused it (as its kind and parameters, worded when read; the English text is kept
 * beside them), and the `notification` socket event goes out, in the recipient's language, only
 * once that commits. Unless `email: false`, it also queues an e-mail of it, worded when sent in the
 * recipient's language and sent if the user's preference for its type allows. Every feature
 * notifies through this one function.
 */
export async function notify(db: Executor, input: NotificationInput | NotificationInput[]) {
  const list = Array.isArray(input) ? input : [input];
  if (list.length === 0) return [];
  return inTransaction(db, async (tx) => {
    const rows = await tx
      .insert(notifications)
      .values(
        list.map((n) => {
          const params = n.params ?? {};
          return {
            userId: n.userId,
            type: n.type,
            kind: n.kind,
            params,
            ...noticeText({ kind: n.kind, params, title: '', body: '' }, 'en'),
            link: n.link,
          };
        }),
      )
      .returning();
    const ids = [...new Set(rows.map((r) => r.userId))];
    const languages = new Map(
      (
        await tx.select({ id: users.id, language: users.language }).from(users).where(inArray(users.id, ids))
      ).map((u) => [u.id, u.language as WordLanguage]),
    );
    for (const [i, row] of rows.entries()) {
      await emitAfterCommit(
        tx,
        [row.userId],
        'notification',
        toNotificationDto(row, languages.get(row.userId) ?? 'en'),
      );
      if (list[i]!.email === false) continue;
      await queueMail(tx, {
        userId: row.userId,
        category: row.type as NotificationType,
        template: 'notification',
        data: { title: row.title, body: row.body, link: row.link, kind: row.kind, params: row.params },
      });
    }
    return rows;
  });
}
