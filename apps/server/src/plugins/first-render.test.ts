import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, cspDirectives, type TestContext } from '../../test/helpers.ts';
import { RenderBudget } from '../lib/first-render.ts';
import { startOnFirstUse } from './web.ts';

/** index.html as the web build writes it (the parts the server rewrites). */
const INDEX = `<!doctype html>
<html lang="en">
  <head>
    <title>Karakoram Talent</title>
    <script type="module" crossorigin src="/assets/index-1.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/runtime-2.js">
    <link rel="stylesheet" crossorigin href="/assets/index-3.css">
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;

/**
 * A stand-in for the web build's server entry (apps/web/src/ssr/entry-server.tsx): it calls the
 * API through the transport it is given, as the real one does, and says what it was asked.
 */
const ENTRY = `let transport;
export function configure(t) { transport = t; }
export async function render(url, locale) {
  if (url.startsWith('/jobs/none')) return null;
  if (url.startsWith('/jobs/broken')) throw new Error('render failed');
  const health = await (await transport(new URL('/api/health', 'http://localhost'))).json();
  return {
    html: '<main>drawn ' + url + ' in ' + locale + ', database ' + health.database + '</main>',
    css: '[data-kt-style="0"]{height:600px}',
    state: '{"queries":[]}',
    title: 'Find Work · <Karakoram Talent>',
  };
}`;

describe("the server's first render of a page (decision 028)", () => {
  let t: TestContext;
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'kt-dist-'));
  beforeAll(async () => {
    fs.writeFileSync(path.join(dist, 'index.html'), INDEX);
    fs.mkdirSync(`${dist}-ssr`);
    fs.writeFileSync(`${dist}-ssr/entry-server.js`, ENTRY);
    t = await createTestApp({ WEB_DIST: dist });
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(dist, { recursive: true, force: true });
    fs.rmSync(`${dist}-ssr`, { recursive: true, force: true });
  });

  it('draws home, the board and a job page for a visitor not signed in, with its data, title and styles', async () => {
    for (const url of ['/', '/jobs?category=Translation', '/jobs/abc']) {
      const res = await t.app.inject(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.body).toContain(`<div id="root"><main>drawn ${url} in en, database up</main></div>`);
      expect(res.body).toContain('<script id="kt-state" type="application/json">{"queries":[]}</script>');
      expect(res.body).toContain('<title>Find Work · &lt;Karakoram Talent&gt;</title>');
      expect(res.headers.vary).toContain('Cookie');
      expect(res.headers['x-kt-first-render']).toBe('1');
      // The drawn elements' styles come in a style element with the page's nonce.
      const nonce = /<meta property="csp-nonce" nonce="([^"]+)"/.exec(res.body)![1];
      expect(res.body).toContain(`<style nonce="${nonce}">[data-kt-style="0"]{height:600px}</style>`);
      expect(cspDirectives(res.headers['content-security-policy'])['style-src-elem']).toContain(
        `'nonce-${nonce}'`,
      );
      // The app's code is fetched by /start.js when the page is first used, not from the head.
      expect(res.body).not.toContain('<script type="module"');
      expect(res.body).not.toContain('rel="modulepreload"');
      expect(res.body).toContain('<script src="/start.js" defer></script>');
      expect(res.body).toContain(
        '<script id="kt-start" type="application/json">{"entry":"/assets/index-1.js","modules":["/assets/runtime-2.js"],"later":[]}</script>',
      );
    }
  });

  it('draws in Urdu for the Urdu cookie', async () => {
    const res = await t.app.inject({ url: '/jobs', cookies: { PARAGLIDE_LOCALE: 'ur' } });
    expect(res.body).toContain('<html lang="ur" dir="rtl">');
    expect(res.body).toContain('drawn /jobs in ur');
  });

  it('sends the undrawn app to someone signed in, for other pages, and when a render gives up or fails', async () => {
    const cases = [
      { url: '/jobs', cookies: { kt_session: 'anything' } },
      { url: '/about' },
      { url: '/messages/abc' },
      { url: '/jobs/none' },
      { url: '/jobs/broken' },
    ];
    for (const c of cases) {
      const res = await t.app.inject(c);
      expect(res.statusCode, c.url).toBe(200);
      expect(res.body, c.url).toContain('<div id="root"></div>');
      expect(res.body, c.url).toContain(
        '<script type="module" crossorigin src="/assets/index-1.js"></script>',
      );
      expect(res.body, c.url).not.toContain('kt-state');
      expect(res.body, c.url).not.toContain('<style nonce');
      expect(res.headers['x-kt-first-render'], c.url).toBeUndefined();
    }
  });
});

describe('startOnFirstUse', () => {
  it("moves the entry and the preloads into /start.js's list, leaving the rest of the page", () => {
    expect(startOnFirstUse(INDEX, { worker: '/sw.js', later: ['/assets/menu-4.js'] })).toContain(
      '{"entry":"/assets/index-1.js","modules":["/assets/runtime-2.js"],"later":["/assets/menu-4.js"],"worker":"/sw.js"}',
    );
    const out = startOnFirstUse(INDEX);
    expect(out).toContain('<link rel="stylesheet" crossorigin href="/assets/index-3.css">');
    expect(out).toContain('{"entry":"/assets/index-1.js","modules":["/assets/runtime-2.js"],"later":[]}');
    expect(out.indexOf('/start.js')).toBeLessThan(out.indexOf('</head>'));
    expect(startOnFirstUse('<html><head></head></html>')).toBe('<html><head></head></html>');
  });
});

describe('RenderBudget', () => {
  it('lets pages be drawn up to its share of each second and number at once, then none until the next second', () => {
    let now = 0;
    const budget = new RenderBudget(100, 2, () => now);
    const a = budget.take()!;
    const b = budget.take()!;
    expect(budget.take(), 'a third at once').toBeUndefined();
    now = 60;
    a.done();
    b.done();
    // 60 + 60 ms spent: over 100 ms this second.
    expect(budget.take()).toBeUndefined();
    now = 1000;
    const c = budget.take();
    expect(c, 'a new second').toBeDefined();
    c!.done();
    expect(budget.take()).toBeDefined();
  });
});
