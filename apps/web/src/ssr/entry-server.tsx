/**
 * The server's first render of a page (issue 19, docs/decisions/028-first-render.md): built by
 * `vite build --ssr` into apps/web/dist-ssr and loaded by the server's web plugin. For a visitor
 * who is not signed in, home, the job board and a job page leave the server drawn, with the data
 * they show inlined, so the largest paint does not wait for the app's code and a call to the API.
 * The browser renders the same tree over it (main.tsx) when the visitor first does something on the
 * page; until then public/start.js holds a press on a control and hands it to the app.
 */
import { renderToString } from 'preact-render-to-string';
import { dehydrate, type QueryClient, type QueryFunction, type QueryKey } from '@tanstack/react-query';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { AppFrame, appRoutes, createQueryClient } from '@/app/app.tsx';
import type { PageHandle } from '@/app/routes.ts';
import { titleFor } from '@/app/titles.ts';
import { setApiTransport } from '@/lib/api.ts';
import { overwriteGetLocale, type Locale } from '@/paraglide/runtime.js';

/** `css`: the drawn elements' own styles, for a `<style>` element with the page's nonce. */
export type FirstRender = { html: string; css: string; state: string; title: string };

/** Calls made during a render are answered by `transport` (the server itself, signed out). */
export function configure(transport: typeof fetch) {
  setApiTransport(transport);
}

let locale: Locale = 'en';
overwriteGetLocale(() => locale);

const handler = createStaticHandler(appRoutes);

/** At most this many rounds of "render, fetch what the page asked for": a page's data in steps. */
const ROUNDS = 3;

/**
 * What each address asked for last time, fetched at once before the first render: a board page
 * then needs one render instead of three (its jobs, then their clients' ratings, then the page).
 * The query functions hold only what the address says (filters, ids), never who asked.
 */
type Plan = { queryKey: QueryKey; queryFn: QueryFunction }[];
const plans = new Map<string, Plan>();
const MAX_PLANS = 500;

/**
 * The page at `url` drawn as HTML, with the query cache it was drawn from (JSON); null when the
 * page cannot be drawn here (a redirect, a failed call, data that needs more rounds): the browser
 * then draws it, as before.
 */
export async function render(url: string, lang: Locale): Promise<FirstRender | null> {
  const context = await handler.query(new Request(new URL(url, 'http://localhost')));
  if (context instanceof Response) return null;
  const leaf = context.matches[context.matches.length - 1];
  await (leaf?.route.handle as PageHandle | undefined)?.preload();
  const queryClient = createQueryClient();
  // A failed call leaves the page to the browser; here it is not tried again.
  queryClient.setDefaultOptions({ queries: { ...queryClient.getDefaultOptions().queries, retry: false } });
  const plan = plans.get(url);
  if (plan) await Promise.all(plan.map((q) => queryClient.prefetchQuery(q)));
  const router = createStaticRouter(handler.dataRoutes, context);
  const draw = () => {
    locale = lang;
    return renderToString(
      <AppFrame
        queryClient={queryClient}
        signedOut
        router={() => <StaticRouterProvider router={router} context={context} hydrate={false} />}
      />,
    );
  };
  for (let round = 0; round < ROUNDS; round++) {
    const html = draw();
    const waiting = pendingQueries(queryClient);
    if (waiting.length === 0) {
      const queries = queryClient.getQueryCache().getAll();
      plans.delete(url);
      if (queries.some((q) => q.state.status === 'error')) return null;
      if (plans.size >= MAX_PLANS) plans.delete(plans.keys().next().value!);
      plans.set(
        url,
        // Only what was fetched: a query switched off for someone signed out stays off.
        queries.flatMap((q) =>
          q.state.status === 'success' && typeof q.options.queryFn === 'function'
            ? [{ queryKey: q.queryKey, queryFn: q.options.queryFn }]
            : [],
        ),
      );
      const drawn = stylesAsRules(html);
      return {
        ...drawn,
        state: JSON.stringify(dehydrate(queryClient)).replace(/</g, '\\u003c'),
        title: ((locale = lang), titleFor(new URL(url, 'http://localhost').pathname)),
      };
    }
    await Promise.all(waiting.map((q) => q.fetch().catch(() => undefined)));
  }
  return null;
}

/** Queries a render asked for that have no data yet (and are not switched off). */
function pendingQueries(queryClient: QueryClient) {
  return queryClient
    .getQueryCache()
    .getAll()
    .filter((q) => q.state.status === 'pending' && (q.options as { enabled?: unknown }).enabled !== false);
}

/**
 * The page's policy refuses `style` attributes in HTML (the app sets styles from script, which it
 * allows), so each one drawn becomes a rule of a style sheet the server sends with the page's
 * nonce: `style="height:600px"` becomes `data-kt-style="0"` and `[data-kt-style="0"]{height:600px}`.
 * The app's first render sets the style itself and takes the attribute away.
 */
function stylesAsRules(html: string): { html: string; css: string } {
  const ids = new Map<string, number>();
  const out = html.replace(/ style="([^"]*)"/g, (_, attribute: string) => {
    const style = unescapeAttribute(attribute);
    // Nothing that could end the rule or the element: such a style waits for the app.
    if (/[{}<\\]/.test(style)) return '';
    let id = ids.get(style);
    if (id === undefined) ids.set(style, (id = ids.size));
    return ` data-kt-style="${id}"`;
  });
  const css = [...ids].map(([style, id]) => `[data-kt-style="${id}"]{${style}}`).join('\n');
  return { html: out, css };
}

const unescapeAttribute = (value: string) =>
  value.replace(
    /&(quot|amp|lt|gt|#39);/g,
    (_, e: string) => ({ quot: '"', amp: '&', lt: '<', gt: '>', '#39': "'" })[e]!,
  );
