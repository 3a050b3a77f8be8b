import { and, eq, isNull } from 'drizzle-orm';
import { LIMITS, type MessageDto, type NewMessageEvent } from '@kt/shared';
import type { Db } from '../../db/client.ts';
import { conversationParticipants, conversations, messages } from '../../db/schema.ts';
import { badRequest, forbidden, notFound } from '../../lib/errors.ts';
import type { Realtime } from '../../realtime/types.ts';
import { requireParticipant, toMessageDto } from './service.ts';

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
  const participants = await requireParticipant(db, input.userId, input.conversationId);
  const row = await db.transaction(async (tx) => {
    const [inserted] = await tx
      .insert(messages)
      .values({ conversationId: input.conversationId, senderId: input.userId, content })
      .returning();
    await tx
      .update(conversations)
      .set({ lastMessageAt: inserted!.createdAt })
      .where(eq(conversations.id, input.conversationId));
    return inserted!;
  });
  const event: NewMessageEvent = {
    id: row.id,
    conversationId: row.conversationId,
    senderId: row.senderId,
    content: row.content,
    timestamp: row.createdAt.toISOString(),
  };
  rt.emitToUsers(
    participants.map((p) => p._id),
    'new_message',
    event,
  );
  return toMessageDto(row, input.userId);
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
