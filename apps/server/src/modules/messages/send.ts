import { and, eq, isNull, sql } from 'drizzle-orm';
import { LIMITS, type MessageDto, type NewMessageEvent } from '@kt/shared';
import { inTransaction, type Executor } from '../../db/executor.ts';
import { conversationParticipants, conversations, messages } from '../../db/schema.ts';
import { badRequest, notFound } from '../../lib/errors.ts';
import { authorize, type Actor } from '../../policies/policies.ts';
import { recordEvent } from '../../outbox/record.ts';
import { emitAfterCommit } from '../../realtime/emit.ts';

declare module '../../outbox/topics.ts' {
  interface OutboxTopics {
    /** A message was stored; its recipients may get an e-mail if they leave it unread. */
    'message.sent': { conversationId: string; senderId: string };
  }
}
import { requireParticipant } from './service.ts';

/**
 * Stores a message from `userId` (always the authenticated user, whatever a client claims) and,
 * once that commits, emits `new_message` to every participant's room.
 */
export async function sendMessage(
  db: Executor,
  input: { userId: string; conversationId: string; content: string },
): Promise<MessageDto> {
  const content = input.content.trim();
  if (!content) throw badRequest('Message content is required');
  if (content.length > LIMITS.messageMaxLength) {
    throw badRequest(`Message must be at most ${LIMITS.messageMaxLength} characters`);
  }
  const event = await inTransaction(db, async (tx) => {
    // One statement: store the message if the sender takes part, move the conversation's last
    // activity, and name the participants to emit to.
    const result = await tx.execute<{ id: string; created_at: string; participants: string }>(sql`
      with m as (
        insert into ${messages} (conversation_id, sender_id, content)
        select ${input.conversationId}, ${input.userId}, ${content}
        where exists (
          select 1 from ${conversationParticipants}
          where conversation_id = ${input.conversationId} and user_id = ${input.userId}
        )
        returning id, conversation_id, created_at
      ), touched as (
        update ${conversations} set last_message_at = m.created_at
        from m where ${conversations}.id = m.conversation_id
        returning ${conversations}.id
      )
      select m.id::text as id,
        to_char(m.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as created_at,
        (select string_agg(user_id::text, ',') from ${conversationParticipants}
          where conversation_id = m.conversation_id) as participants
      from m`);
    const row = result.rows[0];
    if (!row) {
      await requireParticipant(tx, { id: input.userId }, input.conversationId); // throws 404 or 403
      throw notFound('Conversation not found');
    }
    const created: NewMessageEvent = {
      id: row.id,
      conversationId: input.conversationId,
      senderId: input.userId,
      content,
      timestamp: row.created_at,
    };
    await emitAfterCommit(tx, row.participants.split(','), 'new_message', created);
    // Left unread, it becomes one e-mail per conversation after MESSAGE_EMAIL_DELAY.
    await recordEvent(tx, 'message.sent', { conversationId: input.conversationId, senderId: input.userId });
    return created;
  });
  return { ...event, sender: 'me', read: false };
}

/**
 * Marks a message read; only its recipient may. Outsiders learn nothing (404). Idempotent: a
 * message already read stays as it was and emits nothing.
 */
export async function markRead(db: Executor, actor: Pick<Actor, 'id'>, messageId: string) {
  const userId = actor.id;
  const [found] = await db
    .select({ message: messages, member: conversationParticipants.userId })
    .from(messages)
    .leftJoin(
      conversationParticipants,
      and(
        eq(conversationParticipants.conversationId, messages.conversationId),
        eq(conversationParticipants.userId, userId),
      ),
    )
    .where(eq(messages.id, messageId));
  if (!found || !found.member) throw notFound('Message not found');
  const m = found.message;
  authorize('message:mark-read', actor, m);
  if (m.readAt) return { readAt: m.readAt, changed: false };
  return inTransaction(db, async (tx) => {
    const [updated] = await tx
      .update(messages)
      .set({ readAt: new Date() })
      .where(and(eq(messages.id, messageId), isNull(messages.readAt)))
      .returning({ readAt: messages.readAt });
    if (!updated?.readAt) return { readAt: m.readAt ?? new Date(), changed: false };
    await emitAfterCommit(tx, [m.senderId, userId], 'message_read', {
      id: m.id,
      messageId: m.id,
      conversationId: m.conversationId,
      readerId: userId,
      readAt: updated.readAt.toISOString(),
    });
    return { readAt: updated.readAt, changed: true };
  });
}
