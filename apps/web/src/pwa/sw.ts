/// <reference lib="webworker" />
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst } from 'workbox-strategies';
import { CacheExpiration, ExpirationPlugin } from 'workbox-expiration';
import type { WorkboxPlugin } from 'workbox-core/types.js';
import {
  API_CACHE,
  ASSET_CACHE,
  CACHED_AT_HEADER,
  FIRST_RENDER_HEADER,
  SHELL_CACHE,
  isReadableOffline,
} from './cache-rules.ts';
import { KEEP_REPLIES, type KeptReply } from './keep-drawn.ts';

declare const self: ServiceWorkerGlobalScope & {
  __WB_MANIFEST: (string | { url: string; revision: string | null })[];
};

/** Only complete 200 replies are kept, stamped with the time they were stored. */
const stamped: WorkboxPlugin = {
  cacheWillUpdate: async ({ response }) => {
    if (response.status !== 200 || response.type === 'opaque') return null;
    const headers = new Headers(response.headers);
    headers.set(CACHED_AT_HEADER, String(Date.now()));
    return new Response(await response.blob(), { status: 200, statusText: response.statusText, headers });
  },
};

// Pages: always from the server when it answers within 4 s (each answer carries its own CSP nonce);
// otherwise the last page the server sent (one entry for every address: the app is one page), and
// before any, the shell built with this version.
const shell = new NetworkFirst({
  cacheName: SHELL_CACHE,
  networkTimeoutSeconds: 4,
  // A page the server rendered (decision 031) is not kept as the shell: offline, another address would
  // show that page's content until the app had drawn its own.
  plugins: [
    {
      cacheWillUpdate: async ({ response }) => (response.headers.has(FIRST_RENDER_HEADER) ? null : response),
    },
    stamped,
    { cacheKeyWillBeUsed: async () => '/__shell' },
  ],
});
registerRoute(
  new NavigationRoute(
    async (options) => {
      try {
        const response = await shell.handle(options);
        if (response) return response;
      } catch {
        // Neither the network nor the cache: the built shell below.
      }
      return (await matchPrecache('index.html')) ?? Response.error();
    },
    { denylist: [/^\/api\//, /^\/uploads\//, /^\/socket\.io\//] },
  ),
);

// The built app: scripts, styles, fonts and icons, fetched once in the background after the first
// visit. The shell itself (index.html) is served only by the route above.
precacheAndRoute(self.__WB_MANIFEST, { directoryIndex: '', cleanURLs: false });
cleanupOutdatedCaches();

// Hashed files not in this version's list (a page sent by a newer server): kept once fetched.
registerRoute(
  ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith('/assets/'),
  new CacheFirst({ cacheName: ASSET_CACHE, plugins: [new ExpirationPlugin({ maxEntries: 200 })] }),
);

// API reads behind the pages seen recently: fresh when the link answers within 4 s, else stored.
const API_LIMITS = { maxEntries: 300, maxAgeSeconds: 14 * 24 * 3600 };
registerRoute(
  ({ url, request, sameOrigin }) => sameOrigin && request.method === 'GET' && isReadableOffline(url.pathname),
  new NetworkFirst({
    cacheName: API_CACHE,
    networkTimeoutSeconds: 4,
    plugins: [stamped, new ExpirationPlugin(API_LIMITS)],
  }),
);

/**
 * The replies a server-rendered page was drawn from (keep-drawn.ts), which the browser did not fetch:
 * stored as if it had, stamped with when the server read them, under the same limits.
 */
async function keepReplies(replies: KeptReply[]) {
  const cache = await caches.open(API_CACHE);
  const expiration = new CacheExpiration(API_CACHE, API_LIMITS);
  for (const { url, body, at } of replies) {
    const address = new URL(url);
    if (address.origin !== self.location.origin || !isReadableOffline(address.pathname)) continue;
    const headers = { 'Content-Type': 'application/json; charset=utf-8', [CACHED_AT_HEADER]: String(at) };
    await cache.put(address.href, new Response(body, { status: 200, headers }));
    await expiration.updateTimestamp(address.href);
  }
  await expiration.expireEntries();
}

// The 'prompt' update flow: a new version waits until the person presses Reload.
self.addEventListener('message', (event) => {
  const data = event.data as { type?: string; replies?: unknown } | null;
  if (data?.type === 'SKIP_WAITING') void self.skipWaiting();
  if (data?.type === KEEP_REPLIES && Array.isArray(data.replies)) {
    const replies = data.replies.filter(
      (r): r is KeptReply =>
        typeof r === 'object' &&
        r !== null &&
        typeof (r as KeptReply).url === 'string' &&
        typeof (r as KeptReply).body === 'string' &&
        Number.isFinite((r as KeptReply).at),
    );
    event.waitUntil(
      keepReplies(replies).catch((err: unknown) => console.warn('Keeping replies failed:', err)),
    );
  }
});
// A new version's shell replaces the old one's (a stored page may name files this version lacks).
// Taking over open pages is safe: the first install runs the version they run, and an update only
// activates when the person pressed Reload.
self.addEventListener('activate', (event) => {
  event.waitUntil(Promise.all([caches.delete(SHELL_CACHE), self.clients.claim()]).then(() => undefined));
});
