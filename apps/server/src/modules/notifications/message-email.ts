import { and, desc, eq, isNull, ne } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { conversationParticipants, messages, users } from '../../db/schema.ts';
import { notify } from './notify.ts';

declare module '../../queue/jobs.ts' {
  interface QueueJobs {
    /** One per conversation and recipient while it waits: the quiet period's single e-mail. */
    'notifications.unread-messages': { conversationId: string; userId: string };
  }
}

const SNIPPET = 200;

/** The recipients of a message in the conversation (every participant but the sender). */
export async function recipientsOf(db: Db, conversationId: string, senderId: string) {
  const rows = await db
    .select({ userId: conversationParticipants.userId })
    .from(conversationParticipants)
    .where(
      and(
        eq(conversationParticipants.conversationId, conversationId),
        ne(conversationParticipants.userId, senderId),
      ),
    );
  return rows.map((r) => r.userId);
}

/**
 * When the delay after a message has passed: if the recipient still has unread messages in the
 * conversation, one notification (and so one e-mail) names the latest; otherwise nothing.
 */
export async function notifyUnreadMessages(db: Db, conversationId: string, userId: string) {
  const unread = await db
    .select({ content: messages.content, firstName: users.firstName, lastName: users.lastName })
    .from(messages)
    .innerJoin(users, eq(users.id, messages.senderId))
    .where(
      and(
        eq(messages.conversationId, conversationId),
        ne(messages.senderId, userId),
        isNull(messages.readAt),
      ),
    )
    .orderBy(desc(messages.createdAt));
  const latest = unread[0];
  if (!latest) return false;
  const name = `${latest.firstName} ${latest.lastName}`.trim();
  const snippet =
    latest.content.length > SNIPPET ? `${latest.content.slice(0, SNIPPET - 1)}…` : latest.content;
  await notify(db, {
    userId,
    type: 'message',
    kind: unread.length === 1 ? 'message_one' : 'message_many',
    params: { name, snippet, count: unread.length },
    link: `/messages/${conversationId}`,
  });
  return true;
}
