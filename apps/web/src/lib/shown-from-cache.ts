import { useSyncExternalStore } from 'react';
import { API_CACHE, CACHED_AT_HEADER } from '@/pwa/cache-rules.ts';

/**
 * Whether the screen shows replies the service worker served from its cache because the link did
 * not answer (issue 19), and the oldest one's time: the offline banner says "showing what you saw
 * at 14:05". A fresh reply, or the browser coming back online, clears it.
 */
let cachedAt: number | null = null;
const listeners = new Set<() => void>();
const set = (next: number | null) => {
  if (next === cachedAt) return;
  cachedAt = next;
  for (const listener of listeners) listener();
};

/** Called by `api()` with every reply. */
export function noteReply(res: Response) {
  const stamp = Number(res.headers.get(CACHED_AT_HEADER));
  if (stamp > 0) set(cachedAt === null ? stamp : Math.min(cachedAt, stamp));
  else set(null);
}

if (typeof window !== 'undefined') window.addEventListener('online', () => set(null));

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** When the oldest cached reply on screen was stored (ms since 1970), or null. */
export function useShownFromCache(): number | null {
  return useSyncExternalStore(
    subscribe,
    () => cachedAt,
    () => null,
  );
}

/**
 * Forgets the cached API replies (sign-in, sign-out): one person's private data is never shown to
 * the next person on this device.
 */
export async function forgetCachedReplies(): Promise<void> {
  set(null);
  if (typeof caches === 'undefined') return;
  await caches.delete(API_CACHE).catch((err: unknown) => console.warn('Clearing the cache failed:', err));
}
