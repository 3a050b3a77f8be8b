import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { ConversationReply, MessageDto } from '@kt/shared';
import { ApiError } from '@/lib/api.ts';
import { newClientId } from '@/lib/outbox/client-id.ts';
import type { OutboxEntry } from '@/lib/outbox/store.ts';
import { enqueue, useOutbox } from '@/lib/outbox/use-outbox.ts';
import { useSocketEvent } from '@/lib/realtime.tsx';
import { messageKeys } from './api/keys.ts';
import { useConversation } from './api/get-conversation.ts';
import { markMessageRead } from './api/mark-read.ts';
import { useSendMessage } from './api/send-message.ts';
import { fromEvent, mergeMessages } from './merge-messages.ts';

type MessageEntry = OutboxEntry & { kind: 'message' };

/**
 * One open thread (spec section 4, Chat): the fetched messages plus those that arrive live, each
 * once; unread messages from the other person marked read (one call each), then the unread count
 * refreshed; sending appends the stored message.
 */
export function useThread(conversationId: string, userId: string | undefined) {
  const queryClient = useQueryClient();
  const thread = useConversation(conversationId, !!userId);
  const [live, setLive] = useState<MessageDto[]>([]);
  const send = useSendMessage();
  const outbox = useOutbox(userId);

  // Kept both here (so a refetch that started before it cannot drop it) and in the cache (so the
  // thread shows it when opened again).
  const add = useCallback(
    (m: MessageDto) => {
      setLive((prev) => (prev.some((x) => x.id === m.id) ? prev : [...prev, m]));
      queryClient.setQueryData(
        messageKeys.conversation(conversationId),
        (old: ConversationReply | undefined) =>
          old && !old.messages.some((x) => x.id === m.id) ? { ...old, messages: [...old.messages, m] } : old,
      );
    },
    [queryClient, conversationId],
  );

  useSocketEvent('new_message', (e) => {
    if (e.conversationId === conversationId && userId) add(fromEvent(e, userId));
  });
  useSocketEvent('message_read', (e) => {
    if (e.conversationId !== conversationId) return;
    setLive((prev) => prev.map((m) => (m.id === e.messageId ? { ...m, read: true } : m)));
    queryClient.setQueryData(
      messageKeys.conversation(conversationId),
      (old: ConversationReply | undefined) =>
        old
          ? { ...old, messages: old.messages.map((m) => (m.id === e.messageId ? { ...m, read: true } : m)) }
          : old,
    );
  });

  const messages = useMemo(() => mergeMessages(thread.data?.messages ?? [], live), [thread.data, live]);
  // Written offline and not yet stored: shown after the thread until the server has them.
  const waiting = useMemo(() => {
    const stored = new Set(messages.map((m) => m.clientId).filter(Boolean));
    return outbox.filter(
      (e): e is MessageEntry =>
        e.kind === 'message' && e.conversationId === conversationId && !stored.has(e.id),
    );
  }, [outbox, messages, conversationId]);
  const other = thread.data?.conversation.participants.find((p) => p._id !== userId);

  // Mark what the other person sent and this reader has not seen; each message is asked once.
  const requested = useRef(new Set<string>());
  useEffect(() => {
    if (!userId) return;
    const unread = messages.filter((m) => m.sender === 'them' && !m.read && !requested.current.has(m.id));
    if (unread.length === 0) return;
    for (const m of unread) requested.current.add(m.id);
    void Promise.allSettled(
      unread.map((m) =>
        markMessageRead(m.id).catch((err: unknown) => {
          console.warn('Marking a message read failed:', err);
          requested.current.delete(m.id);
        }),
      ),
    ).then(() => {
      void queryClient.invalidateQueries({ queryKey: messageKeys.unreadCount });
      void queryClient.invalidateQueries({ queryKey: messageKeys.conversations });
    });
  }, [messages, userId, queryClient]);

  /**
   * Sends at once when online; offline, or when the link fails on the way, the message goes to the
   * outbox under the same clientId (the server stores it once however often it arrives).
   */
  const sendText = async (content: string) => {
    if (!userId) return;
    const clientId = newClientId();
    const queue = () =>
      enqueue(userId, { kind: 'message', conversationId, content: content.trim() }, clientId);
    if (!navigator.onLine) return void (await queue());
    try {
      const sent = await send.mutateAsync({ conversationId, content, clientId });
      add(sent);
      void queryClient.invalidateQueries({ queryKey: messageKeys.conversations });
    } catch (err) {
      if (err instanceof ApiError && err.isNetwork) return void (await queue());
      throw err;
    }
  };

  return { thread, messages, waiting, other, sendText, sending: send.isPending };
}
