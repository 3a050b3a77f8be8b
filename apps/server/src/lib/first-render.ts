import fs from 'node:fs';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance } from 'fastify';

/** What the web build's server entry (apps/web/src/ssr/entry-server.tsx) gives back for a page. */
export type FirstRender = { html: string; css: string; state: string; title: string };
/** Whom a page is rendered for: no session cookie, or one still to be checked (the page is the same). */
export type RenderSession = 'guest' | 'unknown';
type Entry = {
  configure(transport: typeof fetch): void;
  render(url: string, locale: 'en' | 'ur', session: RenderSession): Promise<FirstRender | null>;
};

/** Pages the server renders: home, the job board, a job, the talent directory, a profile. */
const DRAWN = /^\/((jobs|talent)\/?|(jobs|u)\/[^/]+\/?)?$/;

/**
 * Drawing runs on the server's one thread, so it gets a budget: at most `perSecondMs` of drawing a
 * second and `inFlight` pages at once; past either, pages go undrawn (the browser draws them, as
 * for anyone signed in) and the API stays quick however many visitors arrive.
 */
export class RenderBudget {
  private windowStart = 0;
  private spent = 0;
  private running = 0;
  constructor(
    private readonly perSecondMs = 400,
    private readonly inFlight = 4,
    private readonly now = () => performance.now(),
  ) {}
  /** A ticket to draw (call its `done` after), or undefined when over budget. */
  take(): { done(): void } | undefined {
    const start = this.now();
    if (start - this.windowStart >= 1000) {
      this.windowStart = start;
      this.spent = 0;
    }
    if (this.spent >= this.perSecondMs || this.running >= this.inFlight) return undefined;
    this.running += 1;
    return {
      done: () => {
        this.running -= 1;
        this.spent += this.now() - start;
      },
    };
  }
}

/**
 * React's server rendering of a page (issues 19 and 33, docs/decisions/031-server-rendering.md), from
 * the web build's `<dist>-ssr/entry-server.js`; undefined when that file is missing (a build without
 * it, the web app's unit tests) or WEB_SSR is false. The page's calls are answered in process
 * (`app.inject`) with no cookie: what is rendered is what anyone signed out sees, also for someone
 * signed in (what depends on who they are arrives once their browser has asked).
 */
export async function loadFirstRender(app: FastifyInstance, webDist: string) {
  const file = `${webDist}-ssr/entry-server.js`;
  if (!app.config.webSsr || !fs.existsSync(file)) return undefined;
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

  const budget = new RenderBudget(app.config.webSsrBudgetMs);
  // The first render of a page costs several times the next ones (code not yet compiled): done
  // once when the server starts listening, not for the first visitor.
  app.addHook('onListen', () => {
    void Promise.all(['/', '/jobs'].map((url) => entry.render(url, 'en', 'guest').catch(() => null)));
  });
  return async (url: string, locale: 'en' | 'ur', session: RenderSession): Promise<FirstRender | null> => {
    if (!DRAWN.test(url.split('?')[0]!)) return null;
    const ticket = budget.take();
    if (!ticket) return null;
    let timer: NodeJS.Timeout | undefined;
    // Past WEB_SSR_TIMEOUT_MS the page is sent to be rendered in the browser.
    const late = new Promise<null>(
      (resolve) => (timer = setTimeout(() => resolve(null), app.config.webSsrTimeoutMs)),
    );
    try {
      return await Promise.race([entry.render(url, locale, session), late]);
    } catch (err) {
      app.log.warn({ err, url }, 'A first render failed; the page is drawn in the browser');
      return null;
    } finally {
      clearTimeout(timer);
      ticket.done();
    }
  };
}
