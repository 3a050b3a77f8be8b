import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createUser, uniqueEmail, type TestContext } from '../../../test/helpers.ts';
import { sessions, users } from '../../db/schema.ts';
import { hashToken, SESSION_TTL_MS } from '../../sessions/store.ts';

const DAY = 24 * 60 * 60 * 1000;
const tokenOf = (cookie: string) => cookie.split('=')[1]!;

describe('sessions the server trusts', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const me = (cookie: string) => t.app.inject({ url: '/api/auth/me', headers: { cookie } });

  it('stores only the SHA-256 of a 32-byte token, expiring in 30 days', async () => {
    const user = await createUser(t.app);
    const token = tokenOf(user.cookie);
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    const rows = await t.database.db.select().from(sessions).where(eq(sessions.userId, user.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.tokenHash).toBe(hashToken(token));
    expect(rows[0]!.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(rows)).not.toContain(token);
    const ttl = rows[0]!.expiresAt.getTime() - Date.now();
    expect(ttl).toBeGreaterThan(SESSION_TTL_MS - 60_000);
    expect(ttl).toBeLessThanOrEqual(SESSION_TTL_MS);
  });

  it('stores the password as an argon2id hash', async () => {
    const user = await createUser(t.app);
    const [row] = await t.database.db.select().from(users).where(eq(users.id, user.id));
    expect(row!.passwordHash).toMatch(/^\$argon2id\$/);
    expect(row!.passwordHash).not.toContain(user.password);
  });

  it('refuses an expired session with 401', async () => {
    const user = await createUser(t.app);
    expect((await me(user.cookie)).statusCode).toBe(200);
    await t.database.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.userId, user.id));
    const res = await me(user.cookie);
    expect(res.statusCode).toBe(401);
    const status = await t.app.inject({ url: '/api/auth/status', headers: { cookie: user.cookie } });
    expect(status.json()).toEqual({ authenticated: false });
  });

  it('slides the expiry forward when a session is used after a while, and re-sends the cookie', async () => {
    const user = await createUser(t.app);
    const soon = new Date(Date.now() + 2 * DAY);
    await t.database.db
      .update(sessions)
      .set({ expiresAt: soon, lastSeenAt: new Date(Date.now() - 2 * 60 * 60 * 1000) })
      .where(eq(sessions.userId, user.id));
    const res = await me(user.cookie);
    expect(res.statusCode).toBe(200);
    const [row] = await t.database.db.select().from(sessions).where(eq(sessions.userId, user.id));
    expect(row!.expiresAt.getTime()).toBeGreaterThan(Date.now() + 29 * DAY);
    expect(row!.lastSeenAt.getTime()).toBeGreaterThan(Date.now() - 60_000);
    const cookie = res.cookies.find((c) => c.name === 'kt_session');
    expect(cookie?.value).toBe(tokenOf(user.cookie));
    expect(cookie?.expires && cookie.expires.getTime()).toBeGreaterThan(Date.now() + 29 * DAY);
  });

  it('sweeps a user’s expired sessions at the next sign-in', async () => {
    const user = await createUser(t.app);
    await t.database.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - DAY) })
      .where(eq(sessions.userId, user.id));
    await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: user.email, password: user.password },
    });
    const rows = await t.database.db.select().from(sessions).where(eq(sessions.userId, user.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.expiresAt.getTime()).toBeGreaterThan(Date.now());
  });

  it('ignores a session whose user was deleted', async () => {
    const user = await createUser(t.app);
    await t.database.db.delete(users).where(eq(users.id, user.id));
    expect((await me(user.cookie)).statusCode).toBe(401);
  });
});

describe('state-changing requests from a foreign origin', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const payload = () => ({
    email: uniqueEmail(),
    password: 'a-long-password',
    firstName: 'A',
    lastName: 'B',
  });

  it.each([
    ['a foreign Origin', { origin: 'https://evil.example' }],
    ['Origin null', { origin: 'null' }],
    ['a cross-site fetch', { 'sec-fetch-site': 'cross-site' }],
  ])('refuses %s with 403', async (_name, headers) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: payload(),
      headers,
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ success: false, message: expect.any(String) });
    expect(res.cookies).toHaveLength(0);
  });

  it('refuses a foreign-origin logout, so the session survives', async () => {
    const user = await createUser(t.app);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { cookie: user.cookie, origin: 'https://evil.example' },
    });
    expect(res.statusCode).toBe(403);
    const me = await t.app.inject({ url: '/api/auth/me', headers: { cookie: user.cookie } });
    expect(me.statusCode).toBe(200);
  });

  it('accepts the same origin and requests without an Origin', async () => {
    const same = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: payload(),
      headers: {
        host: 'talent.local:3000',
        origin: 'http://talent.local:3000',
        'sec-fetch-site': 'same-origin',
      },
    });
    expect(same.statusCode).toBe(201);
    const none = await t.app.inject({ method: 'POST', url: '/api/auth/register', payload: payload() });
    expect(none.statusCode).toBe(201);
  });

  it('lets a foreign page read nothing but allows plain GETs', async () => {
    const res = await t.app.inject({ url: '/api/auth/status', headers: { origin: 'https://evil.example' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
  });
});

describe('behind https', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestApp({ PUBLIC_URL: 'https://talent.example.org' });
  });
  afterAll(() => t.close());

  it('marks the session cookie Secure and accepts the public origin', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { email: uniqueEmail(), password: 'a-long-password', firstName: 'A', lastName: 'B' },
      headers: { origin: 'https://talent.example.org' },
    });
    expect(res.statusCode).toBe(201);
    const cookie = res.cookies.find((c) => c.name === 'kt_session')!;
    expect(cookie.secure).toBe(true);
    expect(cookie.httpOnly).toBe(true);
  });
});
