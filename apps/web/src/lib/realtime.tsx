import { createContext, useContext, useEffect, useRef, useState, type ReactNode } from 'react';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import type {
  ConversationListItem,
  ConversationReply,
  PresenceEvent,
  ServerToClientEvents,
} from '@kt/shared';
import { useSession } from './session.tsx';
import { createSocket, type AppSocket } from './socket.ts';

/** Query keys of messaging, shared by the navigation's unread dot and the messages screens. */
export const messageKeys = {
  all: ['messages'] as const,
  unreadCount: ['messages', 'unread-count'] as const,
  conversations: ['messages', 'conversations'] as const,
  conversation: (id: string) => ['messages', 'conversation', id] as const,
};

type Realtime = { socket: AppSocket | null; connected: boolean };
const RealtimeContext = createContext<Realtime>({ socket: null, connected: false });

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
 * The session's realtime connection (spec section 4): open while a user is signed in, closed when
 * they go. After connecting it emits `join` with the user's _id. After any reconnect it refetches
 * messaging data so nothing missed stays missing; new_message and message_read refresh the inbox
 * and the unread dot.
 */
export function RealtimeProvider({ children }: { children: ReactNode }) {
  const { user } = useSession();
  const userId = user?._id;
  const queryClient = useQueryClient();
  const [state, setState] = useState<Realtime>({ socket: null, connected: false });

  useEffect(() => {
    if (!userId) return;
    let cancelled = false;
    let socket: AppSocket | undefined;
    let connectedBefore = false;
    const refreshInbox = () => {
      void queryClient.invalidateQueries({ queryKey: messageKeys.unreadCount });
      void queryClient.invalidateQueries({ queryKey: messageKeys.conversations });
    };
    createSocket()
      .then((s) => {
        if (cancelled) return;
        socket = s;
        s.on('connect', () => {
          s.emit('join', userId);
          setState({ socket: s, connected: true });
          // Recovered or not, refetch: the screen then holds everything the server has.
          if (connectedBefore) void queryClient.invalidateQueries({ queryKey: messageKeys.all });
          connectedBefore = true;
        });
        s.on('disconnect', () => setState({ socket: s, connected: false }));
        s.on('connect_error', (err) => console.warn('Realtime connection failed:', err.message));
        s.on('new_message', refreshInbox);
        s.on('message_read', refreshInbox);
        s.on('presence', (p) => applyPresence(queryClient, p));
        setState({ socket: s, connected: false });
        s.connect();
      })
      .catch((err: unknown) => console.warn('Realtime client failed to load:', err));
    return () => {
      cancelled = true;
      socket?.removeAllListeners();
      socket?.disconnect();
      setState({ socket: null, connected: false });
    };
  }, [userId, queryClient]);

  return <RealtimeContext.Provider value={state}>{children}</RealtimeContext.Provider>;
}

export function useRealtime(): Realtime {
  return useContext(RealtimeContext);
}

/** Listens to a server event while the component is mounted; the listener is removed on leave. */
export function useSocketEvent<E extends keyof ServerToClientEvents>(
  event: E,
  handler: ServerToClientEvents[E],
) {
  const { socket } = useRealtime();
  const latest = useRef(handler);
  useEffect(() => {
    latest.current = handler;
  });
  useEffect(() => {
    if (!socket) return;
    const listener = ((...args: Parameters<ServerToClientEvents[E]>) =>
      (latest.current as (...a: Parameters<ServerToClientEvents[E]>) => void)(...args)) as never;
    socket.on(event, listener);
    return () => {
      socket.off(event, listener);
    };
  }, [socket, event]);
}
