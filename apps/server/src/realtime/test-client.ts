import { io as connectClient, type Socket } from 'socket.io-client';
import type { ClientToServerEvents, ServerToClientEvents } from '@kt/shared';

export type ClientSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

/** Connects a socket.io client sending the given Cookie header; rejects on connect_error. */
export function connect(baseUrl: string, cookie?: string): Promise<ClientSocket> {
  const socket: ClientSocket = connectClient(baseUrl, {
    transports: ['websocket'],
    forceNew: true,
    reconnection: false,
    timeout: 5000,
    ...(cookie ? { extraHeaders: { cookie } } : {}),
  });
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', (err) => {
      socket.close();
      reject(err);
    });
  });
}

/** Everything a socket receives of one event, collected for later assertions. */
export function collect<E extends keyof ServerToClientEvents>(socket: ClientSocket, event: E) {
  const seen: Parameters<ServerToClientEvents[E]>[0][] = [];
  const waiters: (() => void)[] = [];
  socket.on(event, ((payload: Parameters<ServerToClientEvents[E]>[0]) => {
    seen.push(payload);
    for (const w of waiters.splice(0)) w();
  }) as never);
  return {
    seen,
    /** Resolves once at least `n` arrived; rejects after `ms`. */
    async waitFor(n = 1, ms = 5000) {
      const deadline = Date.now() + ms;
      while (seen.length < n) {
        const left = deadline - Date.now();
        if (left <= 0) throw new Error(`timed out waiting for ${n} ${String(event)} (got ${seen.length})`);
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, left);
          waiters.push(() => {
            clearTimeout(timer);
            resolve();
          });
        });
      }
      return seen;
    },
  };
}

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Emits with an acknowledgement and resolves with it. */
export function emitAck<T>(
  socket: ClientSocket,
  event: keyof ClientToServerEvents,
  payload: unknown,
): Promise<T> {
  return new Promise((resolve) => {
    (socket.emit as (e: string, p: unknown, ack: (r: T) => void) => void)(event, payload, resolve);
  });
}
