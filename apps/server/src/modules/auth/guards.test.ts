import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../../app.ts';
import { loadConfig } from '../../config.ts';
import { createTestDatabase, createUser } from '../../../test/helpers.ts';
import { userOf } from '../../plugins/auth.ts';

/** The real app plus three guarded probe routes, as every later feature uses the guards. */
describe('requireUser and requireRole', () => {
  let app: App;
  let close: () => Promise<void>;
  beforeAll(async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kt-data-'));
    const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, LOG_LEVEL: 'silent' });
    const { database, drop } = await createTestDatabase();
    app = await buildApp(config, database, { logger: false });
    await app.register(async (probe) => {
      probe.get('/api/probe/user', { preHandler: probe.requireUser }, async (req) => ({
        id: userOf(req).id,
      }));
      probe.post('/api/probe/client', { preHandler: probe.requireRole('client') }, async () => ({ ok: 1 }));
      probe.post('/api/probe/freelancer', { preHandler: probe.requireRole('freelancer') }, async () => ({
        ok: 1,
      }));
    });
    await app.ready();
    close = async () => {
      await app.close();
      await database.close();
      await drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    };
  });
  afterAll(() => close());

  it('answers 401 to a guest on every guarded route', async () => {
    for (const [method, url] of [
      ['GET', '/api/probe/user'],
      ['POST', '/api/probe/client'],
      ['POST', '/api/probe/freelancer'],
    ] as const) {
      const res = await app.inject({ method, url });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ success: false, message: 'Please sign in to continue' });
    }
  });

  it('lets each role through its own door and answers 403 at the other', async () => {
    const client = await createUser(app, { role: 'client' });
    const freelancer = await createUser(app, { role: 'freelancer' });
    const call = (url: string, cookie: string) =>
      app.inject({ method: 'POST', url, headers: { cookie } }).then((r) => r.statusCode);
    expect(await call('/api/probe/client', client.cookie)).toBe(200);
    expect(await call('/api/probe/freelancer', freelancer.cookie)).toBe(200);
    expect(await call('/api/probe/client', freelancer.cookie)).toBe(403);
    expect(await call('/api/probe/freelancer', client.cookie)).toBe(403);
    const denied = await app.inject({
      method: 'POST',
      url: '/api/probe/client',
      headers: { cookie: freelancer.cookie },
    });
    expect(denied.json()).toEqual({ success: false, message: 'Only clients can do that' });
  });

  it('gives the handler the signed-in user', async () => {
    const user = await createUser(app);
    const res = await app.inject({ url: '/api/probe/user', headers: { cookie: user.cookie } });
    expect(res.json()).toEqual({ id: user.id });
  });
});
