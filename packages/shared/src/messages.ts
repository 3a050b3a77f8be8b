import { text, z } from './zod.ts';
import { LIMITS } from './constants.ts';

/** Message text: trimmed, 1 to 5000 characters. */
export const messageContent = text('Message', {
  error: (iss) => (iss.input === undefined ? 'Message content is required' : 'Message must be text'),
})
  .trim()
  .min(1, 'Message content is required')
  .max(LIMITS.messageMaxLength, `Message must be at most ${LIMITS.messageMaxLength} characters`);

const uuidField = (label: string) =>
  z.uuid({ error: (iss) => (iss.input === undefined ? `${label} is required` : `Invalid ${label}`) });

/** POST /api/messages/conversations. Any text is accepted: an id that names nobody is a 404. */
export const startConversationInput = z.object(
  {
    recipientId: text('recipientId', {
      error: (iss) => (iss.input === undefined ? 'recipientId is required' : 'Invalid recipientId'),
    })
      .trim()
      .min(1, 'recipientId is required')
      .max(100, 'Invalid recipientId'),
  },
  { error: 'recipientId is required' },
);
export type StartConversationInput = z.infer<typeof startConversationInput>;

/**
 * Offline writes (issue 19): a UUID the client makes for a message before sending it; the same
 * clientId from the same sender stores one message, whichever way and however often it arrives.
 */
export const messageClientId = z
  .uuid({ error: 'clientId must be a UUID' })
  .optional()
  .describe('A UUID the client makes for this message; sending it again stores nothing new');

/** POST /api/messages. */
export const sendMessageInput = z.object(
  { conversationId: uuidField('conversationId'), content: messageContent, clientId: messageClientId },
  { error: 'conversationId and content are required' },
);
export type SendMessageInput = z.input<typeof sendMessageInput>;

/** A message as its reader sees it: `sender` is 'me' or 'them'. */
export const messageDto = z.object({
  id: z.string(),
  conversationId: z.string(),
  sender: z.enum(['me', 'them']),
  senderId: z.string(),
  content: z.string(),
  timestamp: z.string(),
  read: z.boolean(),
  /** The sender's clientId, when the message was sent with one. */
  clientId: z.string().optional(),
});
export type MessageDto = z.infer<typeof messageDto>;

export const conversationListItem = z.object({
  id: z.string(),
  /** The other participant. */
  user: z.object({ _id: z.string(), name: z.string(), avatar: z.string().nullable(), online: z.boolean() }),
  timestamp: z.string(),
  lastMessage: z.string(),
  unread: z.number().int(),
});
export type ConversationListItem = z.infer<typeof conversationListItem>;

export const participantDto = z.object({
  _id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  profileImage: z.string().nullable(),
  online: z.boolean(),
});
export type ParticipantDto = z.infer<typeof participantDto>;

export const conversationDto = z.object({
  id: z.string(),
  _id: z.string(),
  participants: z.array(participantDto),
});
export type ConversationDto = z.infer<typeof conversationDto>;

export const conversationsReply = z.object({
  success: z.literal(true),
  message: z.string(),
  conversations: z.array(conversationListItem),
});
export type ConversationsReply = z.infer<typeof conversationsReply>;

export const conversationReply = z.object({
  success: z.literal(true),
  message: z.string(),
  messages: z.array(messageDto),
  conversation: conversationDto,
});
export type ConversationReply = z.infer<typeof conversationReply>;

export const startConversationReply = z.object({
  success: z.literal(true),
  message: z.string(),
  conversation: conversationDto,
});
export type StartConversationReply = z.infer<typeof startConversationReply>;

/** `message` stays the human text every reply carries; the stored message is `data`. */
export const sendMessageReply = z.object({ success: z.literal(true), message: z.string(), data: messageDto });
export type SendMessageReply = z.infer<typeof sendMessageReply>;

export const unreadCountReply = z.object({
  success: z.literal(true),
  count: z.number().int(),
  unreadCount: z.number().int(),
});
export type UnreadCountReply = z.infer<typeof unreadCountReply>;

// ---- Socket.IO events -------------------------------------------------------------------------

/** `send_message` as the spec's client emits it; senderId and recipientId are ignored by the server. */
export const sendMessageEvent = z.object({
  conversationId: uuidField('conversationId'),
  content: messageContent,
  clientId: messageClientId,
  senderId: z.unknown().optional(),
  recipientId: z.unknown().optional(),
});
export type SendMessageEvent = z.input<typeof sendMessageEvent>;

/** `join` carries the user's _id (a string, or `{ userId }`); it never joins another user's room. */
export const joinEvent = z.union([z.string().max(100), z.object({ userId: z.string().max(100) })]).optional();

export type NewMessageEvent = {
  id: string;
  conversationId: string;
  senderId: string;
  content: string;
  timestamp: string;
  /** The sender's clientId, when the message was sent with one (issue 19). */
  clientId?: string;
};

export type MessageReadEvent = {
  id: string;
  messageId: string;
  conversationId: string;
  readerId: string;
  readAt: string;
};

export type PresenceEvent = { userId: string; online: boolean };

export type SocketAck<T = undefined> = { success: true; data?: T } | { success: false; message: string };

export interface ServerToClientEvents {
  new_message: (payload: NewMessageEvent) => void;
  message_read: (payload: MessageReadEvent) => void;
  presence: (payload: PresenceEvent) => void;
}

export interface ClientToServerEvents {
  join: (userId?: unknown, ack?: (res: SocketAck) => void) => void;
  send_message: (payload: SendMessageEvent, ack?: (res: SocketAck<NewMessageEvent>) => void) => void;
}
