import type { MessageDto, NewMessageEvent } from '@kt/shared';

/** A live event as the reader's message. */
export function fromEvent(e: NewMessageEvent, readerId: string): MessageDto {
  return {
    id: e.id,
    conversationId: e.conversationId,
    sender: e.senderId === readerId ? 'me' : 'them',
    senderId: e.senderId,
    content: e.content,
    timestamp: e.timestamp,
    read: false,
    ...(e.clientId ? { clientId: e.clientId } : {}),
  };
}

/**
 * The thread as fetched plus what arrived live since, each message once (by id), oldest first.
 * A fetched copy wins over a live one: it carries the read state.
 */
export function mergeMessages(fetched: MessageDto[], live: MessageDto[]): MessageDto[] {
  const byId = new Map<string, MessageDto>();
  for (const m of live) byId.set(m.id, m);
  for (const m of fetched) byId.set(m.id, m);
  return [...byId.values()].sort(
    (a, b) => a.timestamp.localeCompare(b.timestamp) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0),
  );
}
