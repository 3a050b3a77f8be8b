import { createContext, useContext, useEffect, useRef, useState, type ReactNode } from 'react';
import type { ServerToClientEvents } from '@kt/shared';
import { useSession } from './session.tsx';
import { createSocket, type AppSocket } from './socket.ts';

type Realtime = { socket: AppSocket | null; connected: boolean };
const RealtimeContext = createContext<Realtime>({ socket: null, connected: false });
type Listeners = Set<() => void>;
const ReconnectContext = createContext<Listeners>(new Set());

/**
 * The session's realtime connection (spec section 4): open while a user is signed in, closed when
 * they go. After connecting it emits `join` with the user's _id; after any reconnect it tells the
 * `useOnReconnect` listeners so features refetch what they may have missed. It knows no feature:
 * each one listens with `useSocketEvent`.
 */
export function RealtimeProvider({ children }: { children: ReactNode }) {
  const { user } = useSession();
  const userId = user?._id;
  const [state, setState] = useState<Realtime>({ socket: null, connected: false });
  const [reconnectListeners] = useState<Listeners>(() => new Set());

  useEffect(() => {
    if (!userId) return;
    let cancelled = false;
    let socket: AppSocket | undefined;
    let connectedBefore = false;
    createSocket()
      .then((s) => {
        if (cancelled) return;
        socket = s;
        s.on('connect', () => {
          s.emit('join', userId);
          setState({ socket: s, connected: true });
          if (connectedBefore) for (const listener of reconnectListeners) listener();
          connectedBefore = true;
        });
        s.on('disconnect', () => setState({ socket: s, connected: false }));
        s.on('connect_error', (err) => console.warn('Realtime connection failed:', err.message));
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
  }, [userId, reconnectListeners]);

  return (
    <ReconnectContext.Provider value={reconnectListeners}>
      <RealtimeContext.Provider value={state}>{children}</RealtimeContext.Provider>
    </ReconnectContext.Provider>
  );
}

/** Runs `handler` after each reconnect (not the first connect) while the component is mounted. */
export function useOnReconnect(handler: () => void) {
  const listeners = useContext(ReconnectContext);
  const latest = useRef(handler);
  useEffect(() => {
    latest.current = handler;
  });
  useEffect(() => {
    const listener = () => latest.current();
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  }, [listeners]);
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
