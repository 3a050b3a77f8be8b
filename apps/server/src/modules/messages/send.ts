import { and, eq, isNull, sql } from 'drizzle-orm';
import { LIMITS, type MessageDto, type NewMessageEvent } from '@kt/shared';
import type { Db } from '../../db/client.ts';
import { conversationParticipants, conversations, messages } from '../../db/schema.ts';
import { badRequest, forbidden, notFound } from '../../lib/errors.ts';
import type { Realtime } from '../../realtime/types.ts';
import { requireParticipant } from './service.ts';

/**
 * Stores a message from `userId` (always the authenticated user, whatever a client claims) and
 * emits `new_message` to every participant's room.
 */
export async function sendMessage(
  db: Db,
  rt: Realtime,
  input: { userId: string; conversationId: string; content: string },
): Promise<MessageDto> {
  const content = input.content.trim();
  if (!content) throw badRequest('Message content is required');
  if (content.length > LIMITS.messageMaxLength) {
    throw badRequest(`Message must be at most ${LIMITS.messageMaxLength} characters`);
  }
  // One statement (one round trip, atomic): store the message if the sender takes part, move the
  // conversation's last activity, and name the participants to emit to.
  const result = await db.execute<{
    id: string;
    created_at: string;
    participants: string;
  }>(sql`
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
    await requireParticipant(db, input.userId, input.conversationId); // throws 404 or 403
    throw notFound('Conversation not found');
  }
  const event: NewMessageEvent = {
    id: row.id,
    conversationId: input.conversationId,
    senderId: input.userId,
    content,
    timestamp: row.created_at,
  };
  rt.emitToUsers(row.participants.split(','), 'new_message', event);
  return { ...event, sender: 'me', read: false };
}

/**
 * Marks a message read; only its recipient may. Outsiders learn nothing (404). Idempotent: a
 * message already read stays as it was and emits nothing.
 */
export async function markRead(db: Db, rt: Realtime, userId: string, messageId: string) {
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
  if (m.senderId === userId) throw forbidden('Only the recipient can mark a message as read');
  if (m.readAt) return { readAt: m.readAt, changed: false };
  const [updated] = await db
    .update(messages)
    .set({ readAt: new Date() })
    .where(and(eq(messages.id, messageId), isNull(messages.readAt)))
    .returning({ readAt: messages.readAt });
  if (!updated?.readAt) return { readAt: m.readAt ?? new Date(), changed: false };
  rt.emitToUsers([m.senderId, userId], 'message_read', {
    id: m.id,
    messageId: m.id,
    conversationId: m.conversationId,
    readerId: userId,
    readAt: updated.readAt.toISOString(),
  });
  return { readAt: updated.readAt, changed: true };
}
