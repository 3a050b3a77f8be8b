import { and, eq, isNull, sql, type SQL } from 'drizzle-orm';
import { LIMITS, type MessageDto, type NewMessageEvent } from '@kt/shared';
import { inTransaction, type Executor } from '../../db/executor.ts';
import { conversationParticipants, conversations, messages } from '../../db/schema.ts';
import { badRequest, conflict, notFound } from '../../lib/errors.ts';
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
 * once that commits, emits `new_message` to every participant's room. With a `clientId` (issue 19:
 * a message written offline is sent again when the link returns) the message is stored once per
 * sender and clientId: a repeat answers with the stored message and emits and records nothing; the
 * same clientId with another conversation or text is a 409.
 */
export async function sendMessage(
  db: Executor,
  input: { userId: string; conversationId: string; content: string; clientId?: string | undefined },
): Promise<MessageDto> {
  const content = input.content.trim();
  if (!content) throw badRequest('Message content is required');
  if (content.length > LIMITS.messageMaxLength) {
    throw badRequest(`Message must be at most ${LIMITS.messageMaxLength} characters`);
  }
  const clientId = input.clientId ?? null;
  const { event, read } = await inTransaction(db, async (tx) => {
    // One statement: store the message if the sender takes part (and has not sent this clientId
    // before), move the conversation's last activity, and name the participants to emit to. A
    // concurrent send of the same clientId waits on the unique index, then inserts nothing.
    const result = await tx.execute<{ id: string; created_at: string; participants: string }>(sql`
      with m as (
        insert into ${messages} (conversation_id, sender_id, content, client_id)
        select ${input.conversationId}, ${input.userId}, ${content}, ${clientId}::uuid
        where exists (
          select 1 from ${conversationParticipants}
          where conversation_id = ${input.conversationId} and user_id = ${input.userId}
        )
        on conflict (sender_id, client_id) where client_id is not null do nothing
        returning id, conversation_id, created_at
      ), touched as (
        update ${conversations} set last_message_at = m.created_at
        from m where ${conversations}.id = m.conversation_id
        returning ${conversations}.id
      )
      select m.id::text as id,
        ${isoTime(sql`m.created_at`)} as created_at,
        (select string_agg(user_id::text, ',') from ${conversationParticipants}
          where conversation_id = m.conversation_id) as participants
      from m`);
    const row = result.rows[0];
    if (!row) {
      if (clientId) {
        const stored = await storedByClientId(tx, input.userId, clientId);
        if (stored) {
          if (stored.conversationId !== input.conversationId || stored.content !== content) {
            throw conflict('This clientId was already used for a different message');
          }
          return { event: stored.event, read: stored.read };
        }
      }
      await requireParticipant(tx, { id: input.userId }, input.conversationId); // throws 404 or 403
      throw notFound('Conversation not found');
    }
    const created: NewMessageEvent = {
      id: row.id,
      conversationId: input.conversationId,
      senderId: input.userId,
      content,
      timestamp: row.created_at,
      ...(clientId ? { clientId } : {}),
    };
    await emitAfterCommit(tx, row.participants.split(','), 'new_message', created);
    // Left unread, it becomes one e-mail per conversation after MESSAGE_EMAIL_DELAY.
    await recordEvent(tx, 'message.sent', { conversationId: input.conversationId, senderId: input.userId });
    return { event: created, read: false };
  });
  return { ...event, sender: 'me', read };
}

/** A timestamp as the ISO text `new_message` carries (millisecond precision, UTC). */
const isoTime = (column: SQL) => sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** The message a sender already stored under a clientId, as `new_message` carried it. */
async function storedByClientId(db: Executor, senderId: string, clientId: string) {
  const [m] = await db
    .select({
      id: messages.id,
      conversationId: messages.conversationId,
      content: messages.content,
      timestamp: isoTime(sql`${messages.createdAt}`).mapWith(String),
      readAt: messages.readAt,
    })
    .from(messages)
    .where(and(eq(messages.senderId, senderId), eq(messages.clientId, clientId)));
  if (!m) return undefined;
  const event: NewMessageEvent = {
    id: m.id,
    conversationId: m.conversationId,
    senderId,
    content: m.content,
    timestamp: m.timestamp,
    clientId,
  };
  return { conversationId: m.conversationId, content: m.content, read: m.readAt !== null, event };
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
