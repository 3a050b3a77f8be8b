import type { DrawnState } from '@/ssr/state.ts';
import { isReadableOffline } from './cache-rules.ts';

/** What the page asks the service worker to keep: an API reply the server's render received. */
export type KeptReply = { url: string; body: string; at: number };
export const KEEP_REPLIES = 'KEEP_REPLIES';

/**
 * The replies a server-rendered page was drawn from (DrawnState.sources), as the service worker keeps
 * API reads: a page first seen drawn, whose data the browser never fetched, then reads offline too.
 */
export function drawnReplies(state: DrawnState, origin: string): KeptReply[] {
  const sources = state.sources ?? {};
  return state.queries.queries.flatMap((q) => {
    const path = sources[q.queryHash];
    if (!path || q.state.status !== 'success' || q.state.data === undefined) return [];
    const url = new URL(path, origin);
    if (url.origin !== origin || !isReadableOffline(url.pathname)) return [];
    return [{ url: url.href, body: JSON.stringify(q.state.data), at: q.state.dataUpdatedAt }];
  });
}

/** Hands them to the service worker once one is active (on a first visit, once it has installed). */
export function keepDrawnReplies(state: DrawnState) {
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return;
  const replies = drawnReplies(state, window.location.origin);
  if (replies.length === 0) return;
  void navigator.serviceWorker.ready
    .then((registration) => registration.active?.postMessage({ type: KEEP_REPLIES, replies }))
    .catch(() => undefined);
}
