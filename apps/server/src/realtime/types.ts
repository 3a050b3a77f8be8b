import type { ServerToClientEvents } from '@kt/shared';

/**
 * What the rest of the server may do with the realtime layer: emit to users' rooms and ask who is
 * online. Services take it as a plain argument; it knows rooms, never HTTP.
 */
export interface Realtime {
  emitToUsers<E extends keyof ServerToClientEvents>(
    userIds: readonly string[],
    event: E,
    ...args: Parameters<ServerToClientEvents[E]>
  ): void;
  /** The subset of `userIds` with at least one connected socket on any node. */
  onlineUsers(userIds: readonly string[]): Promise<Set<string>>;
}

/** A user's own room: every socket of theirs, on every node, is in it. */
export const userRoom = (userId: string) => `user:${userId}`;

/** Used when the realtime layer is not attached (never in the app; handy in unit tests). */
export const noRealtime: Realtime = {
  emitToUsers: () => {},
  onlineUsers: async () => new Set(),
};
