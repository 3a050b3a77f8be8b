import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, cspDirectives, type TestContext } from '../../test/helpers.ts';

const bigScript = `console.log(${JSON.stringify('karakoram '.repeat(400))});`;

describe('serving the web app', () => {
  let t: TestContext;
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'kt-dist-'));
  beforeAll(async () => {
    fs.mkdirSync(path.join(dist, 'assets'));
    fs.writeFileSync(
      path.join(dist, 'index.html'),
      '<!doctype html><html><head><title>x</title></head><body><div id="root"></div></body></html>',
    );
    fs.writeFileSync(path.join(dist, 'assets', 'app-1234.js'), 'console.log(1)');
    fs.writeFileSync(path.join(dist, 'sw.js'), 'self.addEventListener("fetch", () => {})');
    fs.writeFileSync(path.join(dist, 'manifest.webmanifest'), '{"name":"x"}');
    fs.writeFileSync(path.join(dist, 'assets', 'big-5678.js'), bigScript);
    fs.writeFileSync(path.join(dist, 'assets', 'big-5678.js.br'), brotliCompressSync(bigScript));
    fs.writeFileSync(
      path.join(dist, 'page-hints.json'),
      JSON.stringify({
        routes: [
          { pattern: '^/$', modules: ['/assets/home-page-1.js'], images: ['/images/hero.svg'] },
          { pattern: '^/jobs/?$', modules: ['/assets/find-work-2.js', '"><script>x</script>'], images: [] },
        ],
        urduStyles: ['/assets/arabic-400-abc.css', '"><script>y</script>'],
        urduFonts: ['/assets/naskh-400-def.woff2', '/assets/evil.js', '"><script>z</script>'],
      }),
    );
    t = await createTestApp({ WEB_DIST: dist });
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(dist, { recursive: true, force: true });
  });

  it('answers the app with 200 for every route of the app (history fallback)', async () => {
    const routes = [
      '/',
      '/jobs',
      '/jobs/123?x=1',
      '/messages/abc',
      '/projects/new',
      '/projects/a/receipts/b',
    ];
    for (const url of [...routes, '/wallet/statements/2026-10', '/auth/verify-email?token=x', '/About/']) {
      const res = await t.app.inject(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.body).toContain('<div id="root">');
    }
  });

  it('answers a path that is no page with 404 and the app, which shows its not-found page', async () => {
    for (const url of [
      '/no/such/page',
      '/wp-login.php',
      '/jobs/1/2',
      '/admin/users',
      '/projects/a/receipts',
    ]) {
      for (const method of ['GET', 'HEAD'] as const) {
        const res = await t.app.inject({ method, url });
        expect(res.statusCode, `${method} ${url}`).toBe(404);
        expect(res.headers['content-type']).toContain('text/html');
        if (method === 'GET') expect(res.body).toContain('<div id="root">');
      }
    }
    // Nothing of the app's own moved: its files, the API's JSON misses.
    expect((await t.app.inject('/sw.js')).statusCode).toBe(200);
    expect((await t.app.inject('/api/nothing')).json()).toMatchObject({ success: false });
  });

  it("names the page's own chunks and first pictures in its head (page-hints.json), nothing unsafe", async () => {
    const home = (await t.app.inject('/')).body;
    expect(home).toContain('<link rel="modulepreload" crossorigin href="/assets/home-page-1.js" />');
    expect(home).toContain('<link rel="preload" as="image" href="/images/hero.svg" />');
    expect(home.indexOf('/assets/home-page-1.js')).toBeLessThan(home.indexOf('</head>'));
    const jobs = (await t.app.inject('/jobs?category=Web%20Development')).body;
    expect(jobs).toContain('href="/assets/find-work-2.js"');
    expect(jobs).not.toContain('home-page-1');
    expect(jobs).not.toContain('<script>x</script>');
    const other = (await t.app.inject('/about')).body;
    expect(other).not.toContain('modulepreload');
  });

  it("names the Urdu font's style sheets and files in the head of Urdu pages only", async () => {
    const ur = (await t.app.inject({ url: '/jobs', cookies: { PARAGLIDE_LOCALE: 'ur' } })).body;
    expect(ur).toContain('<link rel="stylesheet" href="/assets/arabic-400-abc.css" />');
    expect(ur.indexOf('arabic-400-abc.css')).toBeLessThan(ur.indexOf('</head>'));
    expect(ur).toContain(
      '<link rel="preload" as="font" type="font/woff2" crossorigin href="/assets/naskh-400-def.woff2" />',
    );
    expect(ur).not.toContain('<script>y</script>');
    expect(ur).not.toContain('<script>z</script>');
    expect(ur).not.toContain('evil.js');
    const en = (await t.app.inject('/jobs')).body;
    expect(en).not.toContain('arabic-400-abc.css');
    expect(en).not.toContain('naskh-400-def.woff2');
  });

  it('serves built assets with a long cache and API misses as JSON 404', async () => {
    const asset = await t.app.inject('/assets/app-1234.js');
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toContain('immutable');
    const api = await t.app.inject('/api/nope');
    expect(api.statusCode).toBe(404);
    expect(api.json()).toEqual({ success: false, message: 'Not found: GET /api/nope' });
  });

  it("sends the build's precompressed file to a browser that accepts brotli, the plain one otherwise", async () => {
    const br = await t.app.inject({ url: '/assets/big-5678.js', headers: { 'accept-encoding': 'br, gzip' } });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(bigScript);
    // The build's bytes (quality 11), not a fresh compression of the plain file.
    expect(br.rawPayload.equals(fs.readFileSync(path.join(dist, 'assets', 'big-5678.js.br')))).toBe(true);
    const plain = await t.app.inject({
      url: '/assets/big-5678.js',
      headers: { 'accept-encoding': 'identity' },
    });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(bigScript);
  });

  it('writes the language of the PARAGLIDE_LOCALE cookie on <html>: Urdu right-to-left, else English', async () => {
    const ur = await t.app.inject({ url: '/jobs', cookies: { PARAGLIDE_LOCALE: 'ur' } });
    expect(ur.body).toContain('<html lang="ur" dir="rtl">');
    const variants: Record<string, string>[] = [
      {},
      { PARAGLIDE_LOCALE: 'en' },
      { PARAGLIDE_LOCALE: 'xx"><script>' },
    ];
    for (const cookies of variants) {
      const res = await t.app.inject({ url: '/', cookies });
      expect(res.body).toContain('<html lang="en" dir="ltr">');
      expect(res.body).not.toContain('<script>');
    }
  });

  it('serves the service worker and the manifest as scripts and JSON, checked on every visit, and lets the page use them', async () => {
    const sw = await t.app.inject('/sw.js');
    expect(sw.statusCode).toBe(200);
    expect(sw.headers['content-type']).toMatch(/^(application|text)\/javascript/);
    expect(sw.headers['cache-control']).toBe('no-cache');
    const manifest = await t.app.inject('/manifest.webmanifest');
    expect(manifest.statusCode).toBe(200);
    expect(manifest.headers['cache-control']).toBe('no-cache');
    const page = await t.app.inject('/jobs');
    const csp = cspDirectives(page.headers['content-security-policy']);
    expect(csp['worker-src']).toEqual(["'self'"]);
    expect(csp['manifest-src']).toEqual(["'self'"]);
    expect(csp['frame-src']).toEqual(["'none'"]);
  });

  it('does not fall back to the app for missing uploads', async () => {
    const res = await t.app.inject('/uploads/missing.png');
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toContain('application/json');
  });

  it("gives each page a fresh style nonce that the page's policy names, and nothing more", async () => {
    const nonces = [];
    for (const url of ['/', '/jobs']) {
      const res = await t.app.inject(url);
      const nonce = /<meta property="csp-nonce" nonce="([A-Za-z0-9+/=]{20,})" \/>/.exec(res.body)?.[1];
      expect(nonce).toBeDefined();
      const csp = cspDirectives(res.headers['content-security-policy']);
      expect(csp['style-src-elem']).toEqual(["'self'", `'nonce-${nonce}'`]);
      expect(csp['script-src']).toEqual(["'self'"]);
      nonces.push(nonce);
    }
    expect(nonces[0]).not.toBe(nonces[1]);
  });
});
