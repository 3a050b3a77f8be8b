import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { ConversationListItem, ConversationReply, PresenceEvent } from '@kt/shared';
import { useOnReconnect, useSocketEvent } from '@/lib/realtime.tsx';
import { messageKeys } from './api/keys.ts';

/** Moves a user's online flag in every cached list and thread. */
function applyPresence(queryClient: QueryClient, { userId, online }: PresenceEvent) {
  queryClient.setQueryData<ConversationListItem[]>(messageKeys.conversations, (list) =>
    list?.map((c) => (c.user._id === userId ? { ...c, user: { ...c.user, online } } : c)),
  );
  queryClient.setQueriesData<ConversationReply>({ queryKey: ['messages', 'conversation'] }, (thread) =>
    thread
      ? {
          ...thread,
          conversation: {
            ...thread.conversation,
            participants: thread.conversation.participants.map((p) =>
              p._id === userId ? { ...p, online } : p,
            ),
          },
        }
      : thread,
  );
}

/**
 * Messaging's share of the realtime connection (spec section 4), mounted once by the app:
 * new_message and message_read refresh the inbox and the unread dot, presence moves online flags,
 * and after any reconnect messaging data is refetched so nothing missed stays missing.
 */
export function useMessagesRealtime() {
  const queryClient = useQueryClient();
  const refreshInbox = () => {
    void queryClient.invalidateQueries({ queryKey: messageKeys.unreadCount });
    void queryClient.invalidateQueries({ queryKey: messageKeys.conversations });
  };
  useSocketEvent('new_message', refreshInbox);
  useSocketEvent('message_read', refreshInbox);
  useSocketEvent('presence', (p) => applyPresence(queryClient, p));
  // Recovered or not, refetch: the screen then holds everything the server has.
  useOnReconnect(() => void queryClient.invalidateQueries({ queryKey: messageKeys.all }));
}

/** useMessagesRealtime as an element the app mounts inside the realtime provider. */
export function MessagesRealtime() {
  useMessagesRealtime();
  return null;
}
