import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, cspDirectives, type TestContext } from '../../test/helpers.ts';
import { RenderBudget } from '../lib/first-render.ts';

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
export async function render(url, locale, session) {
  if (url.startsWith('/jobs/none')) return null;
  if (url.startsWith('/jobs/broken')) throw new Error('render failed');
  const health = await (await transport(new URL('/api/health', 'http://localhost'))).json();
  return {
    html: '<main>drawn ' + url + ' in ' + locale + ', database ' + health.database + '</main>',
    css: '[data-kt-style="0"]{height:600px}',
    state: '{"queries":[],"session":"' + session + '"}',
    title: 'Find Work · <Karakoram Talent>',
  };
}`;

/** Stands in for apps/web/public/start.js, which a rendered page carries inline. */
const START = 'window.__kt = { held: [] };';
const START_HASH = `'sha256-${createHash('sha256').update(START).digest('base64')}'`;

describe("the server's rendering of a page (decision 031)", () => {
  let t: TestContext;
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'kt-dist-'));
  beforeAll(async () => {
    fs.writeFileSync(path.join(dist, 'index.html'), INDEX);
    fs.writeFileSync(path.join(dist, 'start.js'), START);
    fs.mkdirSync(`${dist}-ssr`);
    fs.writeFileSync(`${dist}-ssr/entry-server.js`, ENTRY);
    t = await createTestApp({ WEB_DIST: dist });
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(dist, { recursive: true, force: true });
    fs.rmSync(`${dist}-ssr`, { recursive: true, force: true });
  });

  it('renders home, the board, a job, the talent directory and a profile, with its data, title and styles', async () => {
    for (const url of ['/', '/jobs?category=Translation', '/jobs/abc', '/talent?q=react', '/u/abc']) {
      const res = await t.app.inject(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.body).toContain(`<div id="root"><main>drawn ${url} in en, database up</main></div>`);
      expect(res.body).toContain(
        '<script id="kt-state" type="application/json">{"queries":[],"session":"guest"}</script>',
      );
      expect(res.body).toContain('<title>Find Work · &lt;Karakoram Talent&gt;</title>');
      expect(res.headers.vary).toContain('Cookie');
      expect(res.headers['x-kt-first-render']).toBe('1');
      // The drawn elements' styles come in a style element with the page's nonce.
      const nonce = /<meta property="csp-nonce" nonce="([^"]+)"/.exec(res.body)![1];
      expect(res.body).toContain(
        `<style id="kt-styles" nonce="${nonce}">[data-kt-style="0"]{height:600px}</style>`,
      );
      expect(cspDirectives(res.headers['content-security-policy'])['style-src-elem']).toContain(
        `'nonce-${nonce}'`,
      );
      // The app's code is named for start.js, which asks for it once the page has been painted: no
      // module script or modulepreload in the HTML, so none is fetched before the first paint.
      expect(res.body).toContain(
        '<script id="kt-code" type="application/json">{"entry":"/assets/index-1.js","preload":["/assets/runtime-2.js"]}</script>',
      );
      expect(res.body).not.toContain('<script type="module"');
      expect(res.body).not.toContain('modulepreload');
      expect(res.body.indexOf('id="kt-code"')).toBeLessThan(res.body.indexOf(`<script>${START}</script>`));
      // The style sheet stays where it was.
      expect(res.body).toContain('<link rel="stylesheet" crossorigin href="/assets/index-3.css">');
      // One inline script, allowed by its hash; no other.
      expect(res.body).toContain(`<script>${START}</script>`);
      expect(cspDirectives(res.headers['content-security-policy'])['script-src']).toEqual([
        "'self'",
        START_HASH,
      ]);
      expect(res.body.match(/<script>/g)).toHaveLength(1);
    }
  });

  it('renders the same public page for someone with a session, who is checked in the browser', async () => {
    const res = await t.app.inject({ url: '/jobs/abc', cookies: { kt_session: 'anything' } });
    expect(res.body).toContain('<div id="root"><main>drawn /jobs/abc in en, database up</main></div>');
    expect(res.body).toContain('{"queries":[],"session":"unknown"}');
  });

  it('draws in Urdu for the Urdu cookie', async () => {
    const res = await t.app.inject({ url: '/jobs', cookies: { PARAGLIDE_LOCALE: 'ur' } });
    expect(res.body).toContain('<html lang="ur" dir="rtl">');
    expect(res.body).toContain('drawn /jobs in ur');
  });

  it('sends the app to render in the browser for other pages, and when a render gives up or fails', async () => {
    const cases = [
      { url: '/about' },
      // No page of the app: 404, and never drawn.
      { url: '/jobs/abc/edit', status: 404 },
      { url: '/u/abc/more', status: 404 },
      { url: '/messages/abc' },
      { url: '/jobs/none' },
      { url: '/jobs/broken' },
    ];
    for (const c of cases) {
      const res = await t.app.inject({ url: c.url });
      expect(res.statusCode, c.url).toBe(c.status ?? 200);
      expect(res.body, c.url).toContain('<div id="root"></div>');
      expect(res.body, c.url).toContain(
        '<script type="module" crossorigin src="/assets/index-1.js"></script>',
      );
      expect(res.body, c.url).not.toContain('kt-state');
      expect(res.body, c.url).not.toContain('<style id="kt-styles"');
      expect(res.body, c.url).not.toContain('<script>');
      expect(res.body, c.url).not.toContain('kt-code');
      expect(cspDirectives(res.headers['content-security-policy'])['script-src'], c.url).toEqual(["'self'"]);
      expect(res.headers['x-kt-first-render'], c.url).toBeUndefined();
    }
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
