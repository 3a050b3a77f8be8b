/**
 * React's server rendering of a page (issues 19 and 33, docs/decisions/031-server-rendering.md):
 * built by `vite build --ssr` into apps/web/dist-ssr and loaded by the server's web plugin. Home, the
 * job board, job pages, the talent directory and profile pages leave the server rendered, with the
 * data they show inlined, so the largest paint waits neither for the app's code nor for a call to the
 * API; the browser hydrates them (main.tsx).
 */
import { StrictMode, type ReactNode } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import { AsyncLocalStorage } from 'node:async_hooks';
import { Writable } from 'node:stream';
import { dehydrate, type FetchQueryOptions, type Query, type QueryClient } from '@tanstack/react-query';
import { matchRoutes, StaticRouter } from 'react-router';
import { AppFrame, AppRoutes, appRoutes, createQueryClient, HydratedMark } from '@/app/app.tsx';
import type { PageHandle } from '@/app/routes.ts';
import { titleFor } from '@/app/titles.ts';
import { setApiTransport, setReplyWatcher } from '@/lib/api.ts';
import { isReadableOffline } from '@/pwa/cache-rules.ts';
import { overwriteGetLocale, type Locale } from '@/paraglide/runtime.js';
import type { DrawnState } from './state.ts';
import { stylesAsRules } from './styles.ts';

/** `css`: the drawn elements' own styles, for a `<style>` element with the page's nonce. */
export type FirstRender = { html: string; css: string; state: string; title: string };

/** Calls made during a render are answered by `transport` (the server itself, signed out). */
export function configure(transport: typeof fetch) {
  setApiTransport(transport);
  setReplyWatcher((url, data) => {
    if (
      url.origin === 'http://localhost' &&
      isReadableOffline(url.pathname) &&
      data &&
      typeof data === 'object'
    ) {
      replyAddress.set(data, url.pathname + url.search);
    }
  });
}

/**
 * The address each reply a render received came from, by the reply itself: a drawn query whose data
 * is such a reply (its query function returned it as it came) is kept by the browser's service worker
 * for reading offline under that address, as if the browser had fetched it (src/pwa/keep-drawn.ts).
 */
const replyAddress = new WeakMap<object, string>();

/** Each render's language, also in work React schedules for later and in concurrent renders. */
const language = new AsyncLocalStorage<Locale>();
overwriteGetLocale(() => language.getStore() ?? 'en');

/** At most this many rounds of "render, fetch what the page asked for": a page's data in steps. */
const ROUNDS = 3;

/**
 * What each address asked for last time, fetched at once before the first render: a board page
 * then needs one render instead of three (its jobs, then their clients' ratings, then the page).
 * The query functions hold only what the address says (filters, ids), never who asked.
 */
type Plan = FetchQueryOptions[];
const plans = new Map<string, Plan>();
const MAX_PLANS = 500;

/**
 * The page at `url` rendered as HTML, with the query cache it was rendered from and whom for (JSON);
 * null when the page cannot be rendered here (a redirect, a failed call, data that needs more
 * rounds): the browser then renders it. `session`: `guest` without a session cookie, `unknown` with
 * one (the page is the same; the browser asks who is signed in).
 */
export async function render(
  url: string,
  lang: Locale,
  session: DrawnState['session'] = 'guest',
): Promise<FirstRender | null> {
  const address = new URL(url, 'http://localhost');
  const leaf = matchRoutes(appRoutes, address.pathname)?.at(-1);
  await (leaf?.route.handle as PageHandle | undefined)?.preload();
  const queryClient = createQueryClient();
  // A failed call leaves the page to the browser; here it is not tried again.
  queryClient.setDefaultOptions({ queries: { ...queryClient.getDefaultOptions().queries, retry: false } });
  const plan = plans.get(url);
  if (plan) await Promise.all(plan.map((q) => queryClient.prefetchQuery(q)));
  const draw = () =>
    language.run(lang, () =>
      // The same tree as the browser hydrates (main.tsx's App).
      renderHtml(
        <StrictMode>
          <AppFrame
            queryClient={queryClient}
            signedOut={session === 'guest'}
            router={() => (
              <StaticRouter location={address.pathname + address.search}>
                <AppRoutes />
              </StaticRouter>
            )}
          >
            <HydratedMark />
          </AppFrame>
        </StrictMode>,
      ),
    );
  for (let round = 0; round < ROUNDS; round++) {
    const html = await draw();
    const waiting = pendingQueries(queryClient);
    if (waiting.length === 0) {
      const queries = queryClient.getQueryCache().getAll();
      plans.delete(url);
      if (queries.some((q) => q.state.status === 'error')) return null;
      if (plans.size >= MAX_PLANS) plans.delete(plans.keys().next().value!);
      plans.set(
        url,
        // Only what was fetched: a query switched off for someone signed out stays off. Its whole
        // options: an infinite query's (the talent directory) fetch its first page as one.
        queries.flatMap((q) =>
          q.state.status === 'success' && typeof q.options.queryFn === 'function'
            ? [{ ...q.options, queryKey: q.queryKey } as FetchQueryOptions]
            : [],
        ),
      );
      const drawn = stylesAsRules(html);
      const state: DrawnState = { queries: dehydrate(queryClient), session, sources: sourcesOf(queries) };
      return {
        ...drawn,
        state: JSON.stringify(state).replace(/</g, '\\u003c'),
        title: language.run(lang, () => titleFor(address.pathname)),
      };
    }
    await Promise.all(waiting.map((q) => q.fetch().catch(() => undefined)));
  }
  return null;
}

/** The API address of each drawn query whose data is a reply as it came (replyAddress), by hash. */
function sourcesOf(queries: Query[]): Record<string, string> {
  const sources: Record<string, string> = {};
  for (const q of queries) {
    const data = q.state.data;
    const address =
      q.state.status === 'success' && data && typeof data === 'object' ? replyAddress.get(data) : undefined;
    if (address) sources[q.queryHash] = address;
  }
  return sources;
}

/** Queries a render asked for that have no data yet (and are not switched off). */
function pendingQueries(queryClient: QueryClient) {
  return queryClient
    .getQueryCache()
    .getAll()
    .filter((q) => q.state.status === 'pending' && (q.options as { enabled?: unknown }).enabled !== false);
}

/**
 * The page as HTML from React's streaming renderer, once everything in it is ready: every part is
 * in the HTML in place (no part streamed later, which would need inline scripts the policy refuses).
 */
function renderHtml(page: ReactNode): Promise<string> {
  return new Promise((resolve, reject) => {
    let html = '';
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        html += chunk.toString();
        done();
      },
      final(done) {
        resolve(html);
        done();
      },
    });
    let failed: unknown;
    const stream = renderToPipeableStream(page, {
      // Every part inline, however large: React would otherwise send a large part after the rest,
      // moved into place by an inline script.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onAllReady: () => (failed ? reject(failed) : stream.pipe(sink)),
      onShellError: reject,
      // A part that threw is rendered by the browser instead: not what the visitor should get first.
      onError: (err) => {
        failed ??= err;
      },
    });
  });
}
