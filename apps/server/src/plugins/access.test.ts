import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Fastify from 'fastify';
import { buildApp, type App } from '../app.ts';
import { loadConfig } from '../config.ts';
import { createTestDatabase, createTestApp, as, type TestContext } from '../../test/helpers.ts';
import { makeUser } from '../../test/factories.ts';
import authPlugin from './auth.ts';
import { userOf } from './auth.ts';

const UUID = '00000000-0000-4000-8000-000000000000';
/** A body no route accepts: wrong types, junk and nesting. */
const JUNK = { email: 1, password: [], content: { a: { b: {} } }, status: 42, jobId: 'x', language: null };

describe('route access', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('every protected route answers 401 to a guest, even with an invalid body, query or id', async () => {
    const guarded = t.app.apiRoutes.filter((r) => r.access === 'user');
    expect(guarded.length).toBeGreaterThan(15);
    for (const route of guarded) {
      const url = route.url.replace(/:[A-Za-z]+/g, 'not-a-uuid') + '?page=-1&limit=abc';
      const res = await t.app.inject({
        method: route.method as 'GET',
        url,
        ...(route.method === 'GET' ? {} : { payload: JUNK }),
      });
      expect(res.statusCode, `${route.method} ${route.url}`).toBe(401);
      expect(res.json()).toMatchObject({ success: false });
    }
  });

  it('a made-up or oversized session cookie is a guest', async () => {
    for (const cookie of ['kt_session=nope', `kt_session=${'x'.repeat(500)}`]) {
      const res = await t.app.inject({ url: '/api/auth/me', headers: { cookie } });
      expect(res.statusCode).toBe(401);
    }
  });

  it('a guest on a multipart route hears 401 before the upload is read', async () => {
    for (const url of ['/api/jobs', '/api/profile', '/api/profile/me/portfolio']) {
      const res = await t.app.inject({
        method: 'POST',
        url,
        payload: '--x\r\nbroken',
        headers: { 'content-type': 'multipart/form-data; boundary=x' },
      });
      expect(res.statusCode, url).toBe(401);
    }
  });

  it('a signed-in user passes the guard, and their role is a policy of the service (403 with its reason)', async () => {
    const freelancer = await makeUser(t.app, { role: 'freelancer' });
    const me = await as(t.app, freelancer).get('/api/auth/me');
    expect(me.statusCode).toBe(200);
    expect(me.json().user).toMatchObject({ _id: freelancer.id, isAdmin: false, isMediator: false });
    const res = await as(t.app, freelancer).get(`/api/applications/job/${UUID}`);
    expect(res.statusCode).toBe(404);
  });
});

describe('declaring access', () => {
  it('refuses to start with an /api route that does not say who may call it', async () => {
    const app = Fastify();
    app.decorate('config', loadConfig({ NODE_ENV: 'test' }));
    await app.register(authPlugin);
    expect(() => app.get('/api/undeclared', async () => ({ ok: true }))).toThrow(
      /must declare config.access/,
    );
    expect(() => app.get('/api/declared', { config: { access: 'public' } }, async () => ({}))).not.toThrow();
    await app.close();
  });

  it("a 'user' route carries its own guest message and gives the handler the user", async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kt-data-'));
    const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, LOG_LEVEL: 'silent' });
    const { database, drop } = await createTestDatabase();
    const app: App = await buildApp(config, database, { logger: false });
    await app.register(async (probe) => {
      probe.get(
        '/api/probe',
        { config: { access: 'user', guestMessage: 'Sign in to probe' } },
        async (req) => ({
          id: userOf(req).id,
        }),
      );
    });
    await app.ready();
    try {
      expect((await app.inject('/api/probe')).json()).toEqual({
        success: false,
        message: 'Sign in to probe',
      });
      const user = await makeUser(app);
      expect((await as(app, user).get('/api/probe')).json()).toEqual({ id: user.id });
    } finally {
      await app.close();
      await database.close();
      await drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
