import fs from 'node:fs';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance } from 'fastify';

/** What the web build's server entry (apps/web/src/ssr/entry-server.tsx) gives back for a page. */
export type FirstRender = { html: string; css: string; state: string; title: string };
type Entry = {
  configure(transport: typeof fetch): void;
  render(url: string, locale: 'en' | 'ur'): Promise<FirstRender | null>;
};

/** Pages drawn on the server for a visitor who is not signed in: home, the job board, a job. */
const DRAWN = /^\/(jobs(\/[^/]+)?\/?)?$/;
/** A page that takes longer than this to draw is sent undrawn, for the browser to draw. */
const RENDER_TIMEOUT_MS = 1500;

/**
 * The server's first render of a page (issue 19, docs/decisions/028-first-render.md), from the web
 * build's `<dist>-ssr/entry-server.js`; undefined when that file is missing (a build without it,
 * the web app's unit tests) or WEB_SSR is false. The page's calls are answered in process
 * (`app.inject`) with no cookie: what is drawn is what anyone signed out sees.
 */
export async function loadFirstRender(app: FastifyInstance, webDist: string) {
  const file = `${webDist}-ssr/entry-server.js`;
  if (process.env.WEB_SSR === 'false' || !fs.existsSync(file)) return undefined;
  let entry: Entry;
  try {
    entry = (await import(pathToFileURL(file).href)) as Entry;
  } catch (err) {
    app.log.warn({ err }, 'The first-render build could not be loaded; pages are drawn in the browser');
    return undefined;
  }
  entry.configure(async (input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    const res = await app.inject({
      method: (init?.method ?? 'GET') as 'GET',
      url: url.pathname + url.search,
      headers: { accept: 'application/json' },
    });
    return new Response(res.body, {
      status: res.statusCode,
      headers: { 'content-type': 'application/json' },
    });
  });

  return async (url: string, locale: 'en' | 'ur'): Promise<FirstRender | null> => {
    if (!DRAWN.test(url.split('?')[0]!)) return null;
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<null>((resolve) => (timer = setTimeout(() => resolve(null), RENDER_TIMEOUT_MS)));
    try {
      return await Promise.race([entry.render(url, locale), late]);
    } catch (err) {
      app.log.warn({ err, url }, 'A first render failed; the page is drawn in the browser');
      return null;
    } finally {
      clearTimeout(timer);
    }
  };
}
