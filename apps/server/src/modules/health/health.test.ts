import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import { createTestApp, cspDirectives as directives, type TestContext } from '../../../test/helpers.ts';

describe('health and the app shell', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('answers 200 when the database is reachable', async () => {
    const res = await t.app.inject('/api/health');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok', database: 'up' });
  });

  it('answers an unknown API path with a JSON 404', async () => {
    const res = await t.app.inject('/api/no-such-thing');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ success: false });
    expect(res.json().message).toMatch(/not found/i);
  });

  it('sends security headers with a Content-Security-Policy', async () => {
    const res = await t.app.inject('/api/health');
    const csp = directives(res.headers['content-security-policy']);
    expect(csp['script-src']).toEqual(["'self'"]);
    expect(csp['connect-src']).toEqual(["'self'"]); // no ws:/wss: to any host
    expect(csp['img-src']).toEqual(["'self'", 'data:', 'blob:']); // no https: from anywhere
    expect(csp['style-src']).toEqual(["'self'"]);
    expect(csp['style-src-elem']).toEqual(["'self'"]);
    expect(csp['style-src-attr']).toBeUndefined(); // no 'unsafe-inline' anywhere
    expect(csp['object-src']).toEqual(["'none'"]);
    expect(csp['frame-src']).toEqual(["'none'"]); // the app frames nothing, so no origin may be framed
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    // Other sites learn nothing of where a visitor was; the app's own pages do.
    expect(res.headers['referrer-policy']).toBe('same-origin');
    expect(csp['upgrade-insecure-requests']).toBeUndefined();
  });

  it("allows PUBLIC_URL's origin for fetches and sockets, and the operator's image origins", async () => {
    const other = await createTestApp({
      PUBLIC_URL: 'https://talent.example.org/app',
      CSP_IMG_SRC: 'https://cdn.example.org, https://img.example.net',
    });
    try {
      const res = await other.app.inject('/api/health');
      const csp = directives(res.headers['content-security-policy']);
      expect(csp['connect-src']).toEqual([
        "'self'",
        'https://talent.example.org',
        'wss://talent.example.org',
      ]);
      expect(csp['img-src']).toEqual([
        "'self'",
        'data:',
        'blob:',
        'https://cdn.example.org',
        'https://img.example.net',
      ]);
      expect(csp['upgrade-insecure-requests']).toEqual([]);
    } finally {
      await other.close();
    }
  });

  it('refuses a CSP_IMG_SRC that is not a list of origins', () => {
    expect(() => loadConfig({ CSP_IMG_SRC: "https://x.org 'unsafe-inline'" })).toThrow(/CSP_IMG_SRC/);
    expect(() => loadConfig({ CSP_IMG_SRC: 'https://x.org; script-src *' })).toThrow(/CSP_IMG_SRC/);
  });

  it('answers 503 when the database is gone', async () => {
    const other = await createTestApp();
    await other.database.close();
    const res = await other.app.inject('/api/health');
    expect(res.statusCode).toBe(503);
    await other.app.close();
  });
});

describe('request bodies', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('treats an empty JSON body as no body, so logout works from any JSON client', async () => {
    const reg = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: {
        email: 'empty.body@example.test',
        password: 'long-enough-pw',
        firstName: 'E',
        lastName: 'B',
      },
    });
    const cookie = `kt_session=${reg.cookies.find((c) => c.name === 'kt_session')!.value}`;
    const out = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { cookie, 'content-type': 'application/json' },
      payload: '',
    });
    expect(out.statusCode).toBe(200);
    const me = await t.app.inject({ url: '/api/auth/me', headers: { cookie } });
    expect(me.statusCode).toBe(401);
  });

  it('still refuses malformed JSON and prototype poisoning with 400', async () => {
    for (const payload of ['{"email":', '{"__proto__":{"x":1}}']) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        headers: { 'content-type': 'application/json' },
        payload,
      });
      expect(res.statusCode, payload).toBe(400);
      expect(res.json().success).toBe(false);
    }
  });
});
