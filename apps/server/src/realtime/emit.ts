import type { ServerToClientEvents } from '@kt/shared';
import type { Executor } from '../db/executor.ts';
import { recordEvent } from '../outbox/record.ts';

declare module '../outbox/topics.ts' {
  interface OutboxTopics {
    'realtime.emit': { userIds: string[]; event: keyof ServerToClientEvents; args: unknown[] };
    'realtime.end-sessions': { sessionIds: string[] };
  }
}

/** Emits a socket event to users' rooms once the caller's transaction has committed. */
export function emitAfterCommit<E extends keyof ServerToClientEvents>(
  db: Executor,
  userIds: readonly string[],
  event: E,
  ...args: Parameters<ServerToClientEvents[E]>
) {
  return recordEvent(db, 'realtime.emit', { userIds: [...new Set(userIds)], event, args });
}

/** Disconnects the sessions' sockets on every node once the caller's transaction has committed. */
export function endSessionsAfterCommit(db: Executor, sessionIds: readonly string[]) {
  return recordEvent(db, 'realtime.end-sessions', { sessionIds: [...sessionIds] });
}
