import type { Socket } from 'socket.io-client';
import type { ClientToServerEvents, ServerToClientEvents } from '@kt/shared';
import { REALTIME_TRANSPORTS } from './ui-tuning.ts';
import { API_BASE } from './api.ts';

export type AppSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

/**
 * A Socket.IO client for the signed-in user: same origin (or VITE_API_URL), websocket then polling,
 * with the session cookie. Loaded on demand so guests never download it. Not yet connected.
 */
export async function createSocket(): Promise<AppSocket> {
  const { io } = await import('socket.io-client');
  const options = {
    transports: [...REALTIME_TRANSPORTS],
    // If the websocket cannot get through (a proxy that refuses upgrades), fall back to polling.
    tryAllTransports: true,
    withCredentials: true,
    autoConnect: false,
    reconnectionDelay: 1000,
    reconnectionDelayMax: 10_000,
  };
  return API_BASE ? io(API_BASE, options) : io(options);
}
