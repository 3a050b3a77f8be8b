import { and, asc, desc, eq, isNull, ne, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { ConversationDto, ConversationListItem, MessageDto } from '@kt/shared';
import { inTransaction, type Executor } from '../../db/executor.ts';
import { conversationParticipants, conversations, messages, profiles, users } from '../../db/schema.ts';
import { badRequest, notFound } from '../../lib/errors.ts';
import { authorize, type Actor } from '../../policies/policies.ts';
import type { Realtime } from '../../realtime/types.ts';

/** What messaging reads of the realtime layer: who is online. */
type Presence = Pick<Realtime, 'onlineUsers'>;

/** The newest messages a thread returns, oldest first. */
export const THREAD_LIMIT = 500;
const LIST_LIMIT = 500;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const pairKey = (a: string, b: string) => [a, b].sort().join(':');

type MessageRow = typeof messages.$inferSelect;

export function toMessageDto(m: MessageRow, readerId: string): MessageDto {
  return {
    id: m.id,
    conversationId: m.conversationId,
    sender: m.senderId === readerId ? 'me' : 'them',
    senderId: m.senderId,
    content: m.content,
    timestamp: m.createdAt.toISOString(),
    read: m.readAt !== null,
    ...(m.clientId ? { clientId: m.clientId } : {}),
  };
}

/** A user's avatar: the profile's thumbnail when there is one. */
const avatarOf = sql<
  string | null
>`coalesce(${profiles.profileImageThumb}, ${users.profileImage}, ${profiles.profileImage})`;

/** The participants of a conversation, with their public fields; empty when it does not exist. */
async function participantsOf(db: Executor, conversationId: string) {
  return db
    .select({
      _id: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      profileImage: avatarOf,
    })
    .from(conversationParticipants)
    .innerJoin(users, eq(users.id, conversationParticipants.userId))
    .leftJoin(profiles, eq(profiles.userId, users.id))
    .where(eq(conversationParticipants.conversationId, conversationId))
    .orderBy(asc(conversationParticipants.createdAt), asc(users.id));
}

/** 404 when the conversation does not exist, 403 when the actor is not in it; else its participants. */
export async function requireParticipant(db: Executor, actor: Pick<Actor, 'id'>, conversationId: string) {
  const participants = await participantsOf(db, conversationId);
  if (participants.length === 0) throw notFound('Conversation not found');
  authorize(
    'conversation:read',
    actor,
    participants.map((p) => p._id),
  );
  return participants;
}

async function toConversationDto(
  rt: Presence,
  id: string,
  participants: Awaited<ReturnType<typeof participantsOf>>,
): Promise<ConversationDto> {
  const online = await rt.onlineUsers(participants.map((p) => p._id));
  return { id, _id: id, participants: participants.map((p) => ({ ...p, online: online.has(p._id) })) };
}

/** The user's conversations, newest activity first, each with the other person and the unread count. */
export async function listConversations(
  db: Executor,
  rt: Presence,
  userId: string,
): Promise<ConversationListItem[]> {
  const mine = alias(conversationParticipants, 'mine');
  const other = alias(conversationParticipants, 'other');
  const rows = await db
    .select({
      id: conversations.id,
      lastMessageAt: conversations.lastMessageAt,
      otherId: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      avatar: avatarOf,
      lastMessage: sql<
        string | null
      >`(select m.content from ${messages} m where m.conversation_id = ${conversations.id} order by m.created_at desc, m.id desc limit 1)`,
      unread:
        sql<number>`(select count(*) from ${messages} m where m.conversation_id = ${conversations.id} and m.sender_id <> ${userId} and m.read_at is null)`.mapWith(
          Number,
        ),
    })
    .from(mine)
    .innerJoin(conversations, eq(conversations.id, mine.conversationId))
    .innerJoin(other, and(eq(other.conversationId, conversations.id), ne(other.userId, userId)))
    .innerJoin(users, eq(users.id, other.userId))
    .leftJoin(profiles, eq(profiles.userId, users.id))
    // A conversation nobody wrote in yet (Contact pressed, nothing sent) is in neither inbox.
    .where(
      and(
        eq(mine.userId, userId),
        sql`exists (select 1 from ${messages} m where m.conversation_id = ${conversations.id})`,
      ),
    )
    .orderBy(desc(conversations.lastMessageAt), desc(conversations.id))
    .limit(LIST_LIMIT);
  const online = await rt.onlineUsers(rows.map((r) => r.otherId));
  return rows.map((r) => ({
    id: r.id,
    user: {
      _id: r.otherId,
      name: `${r.firstName} ${r.lastName}`.trim(),
      avatar: r.avatar,
      online: online.has(r.otherId),
    },
    timestamp: r.lastMessageAt.toISOString(),
    lastMessage: r.lastMessage ?? '',
    unread: r.unread,
  }));
}

/** One thread as a participant reads it. */
export async function getConversation(db: Executor, rt: Presence, actor: Actor, conversationId: string) {
  const userId = actor.id;
  const participants = await requireParticipant(db, actor, conversationId);
  const rows = await db
    .select()
    .from(messages)
    .where(eq(messages.conversationId, conversationId))
    .orderBy(desc(messages.createdAt), desc(messages.id))
    .limit(THREAD_LIMIT);
  return {
    messages: rows.reverse().map((m) => toMessageDto(m, userId)),
    conversation: await toConversationDto(rt, conversationId, participants),
  };
}

/** The conversation between two users, created the first time; never with oneself. */
export async function startConversation(db: Executor, rt: Presence, userId: string, recipientId: string) {
  if (recipientId === userId) throw badRequest('You cannot start a conversation with yourself');
  if (!UUID.test(recipientId)) throw notFound('User not found');
  const [recipient] = await db.select({ id: users.id }).from(users).where(eq(users.id, recipientId));
  if (!recipient) throw notFound('User not found');
  const key = pairKey(userId, recipient.id);
  const { id, created } = await inTransaction(db, async (tx) => {
    const [inserted] = await tx
      .insert(conversations)
      .values({ pairKey: key })
      .onConflictDoNothing({ target: conversations.pairKey })
      .returning({ id: conversations.id });
    if (inserted) {
      await tx.insert(conversationParticipants).values([
        { conversationId: inserted.id, userId },
        { conversationId: inserted.id, userId: recipient.id },
      ]);
      return { id: inserted.id, created: true };
    }
    const [existing] = await tx
      .select({ id: conversations.id })
      .from(conversations)
      .where(eq(conversations.pairKey, key));
    return { id: existing!.id, created: false };
  });
  return { created, conversation: await toConversationDto(rt, id, await participantsOf(db, id)) };
}

/** How many messages from others wait unread for the user, over every conversation. */
export async function unreadCount(db: Executor, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)`.mapWith(Number) })
    .from(messages)
    .innerJoin(
      conversationParticipants,
      and(
        eq(conversationParticipants.conversationId, messages.conversationId),
        eq(conversationParticipants.userId, userId),
      ),
    )
    .where(and(ne(messages.senderId, userId), isNull(messages.readAt)));
  return row?.n ?? 0;
}

/** Everyone the user has a conversation with (who should hear when they come online or go). */
export async function partnerIds(db: Executor, userId: string, limit = 1000): Promise<string[]> {
  const mine = alias(conversationParticipants, 'mine');
  const rows = await db
    .selectDistinct({ id: conversationParticipants.userId })
    .from(mine)
    .innerJoin(
      conversationParticipants,
      and(
        eq(conversationParticipants.conversationId, mine.conversationId),
        ne(conversationParticipants.userId, userId),
      ),
    )
    .where(eq(mine.userId, userId))
    .limit(limit);
  return rows.map((r) => r.id);
}
