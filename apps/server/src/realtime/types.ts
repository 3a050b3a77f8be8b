import type { Socket } from 'socket.io';
import type { ClientToServerEvents, ServerToClientEvents } from '@kt/shared';

export type SocketData = { userId: string; sessionId: string };
export type AppSocket = Socket<ClientToServerEvents, ServerToClientEvents, Record<string, never>, SocketData>;

/**
 * The realtime layer as the rest of the server sees it: rooms per user and per session on every
 * node, who is online, and hooks for features to add their socket events. It knows no feature.
 * Services never emit directly: they record an event with emitAfterCommit() so nothing is announced
 * before its transaction commits; the outbox then calls emitToUsers.
 */
export interface Realtime {
  emitToUsers<E extends keyof ServerToClientEvents>(
    userIds: readonly string[],
    event: E,
    ...args: Parameters<ServerToClientEvents[E]>
  ): void;
  /** Disconnects every socket of these sessions, on every node. */
  endSessions(sessionIds: readonly string[]): void;
  /** The subset of `userIds` with at least one connected socket on any node. */
  onlineUsers(userIds: readonly string[]): Promise<Set<string>>;
  /** A feature's socket events: called for each new connection, after authentication. */
  onConnection(handler: (socket: AppSocket) => void): void;
  /** Called when a user's first socket connects (online) or last one leaves (offline). */
  onPresence(handler: (userId: string, online: boolean) => Promise<void>): void;
  /** Sockets connected to this node (the metrics). */
  localSockets(): number;
}

/** A user's own room: every socket of theirs, on every node, is in it. */
export const userRoom = (userId: string) => `user:${userId}`;
/** A session's room: ending the session disconnects what is in it. */
export const sessionRoom = (sessionId: string) => `session:${sessionId}`;
