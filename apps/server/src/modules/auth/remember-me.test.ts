import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/helpers.ts';
import { makeUser } from '../../../test/factories.ts';
import { sessions } from '../../db/schema.ts';
import { SESSION_IDLE_TTL_MS, SESSION_TTL_MS } from '../../sessions/store.ts';

const DAY = 24 * 60 * 60 * 1000;

describe('remember me', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const login = (email: string, password: string, remember?: boolean) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email, password, ...(remember !== undefined ? { remember } : {}) },
    });
  const cookieOf = (res: Awaited<ReturnType<typeof login>>) =>
    res.cookies.find((c) => c.name === 'kt_session')!;
  const rowsOf = (userId: string) => t.app.db.select().from(sessions).where(eq(sessions.userId, userId));

  it('checked: a 30-day cookie and a 30-day server session', async () => {
    const user = await makeUser(t.app);
    await t.app.db.delete(sessions).where(eq(sessions.userId, user.id));
    const res = await login(user.email, user.password, true);
    expect(res.statusCode).toBe(200);
    const cookie = cookieOf(res);
    expect(cookie.httpOnly).toBe(true);
    expect(cookie.sameSite).toBe('Lax');
    expect(cookie.path).toBe('/');
    expect(cookie.expires!.getTime()).toBeGreaterThan(Date.now() + 29 * DAY);
    const [row] = await rowsOf(user.id);
    expect(row!.persistent).toBe(true);
    expect(row!.expiresAt.getTime() - Date.now()).toBeGreaterThan(SESSION_TTL_MS - 60_000);
  });

  it('unchecked: a browser-session cookie (no Expires, no Max-Age) and 12 hours idle on the server', async () => {
    const user = await makeUser(t.app);
    await t.app.db.delete(sessions).where(eq(sessions.userId, user.id));
    const res = await login(user.email, user.password, false);
    expect(res.statusCode).toBe(200);
    const header = [res.headers['set-cookie']].flat().find((h) => h!.startsWith('kt_session='))!;
    expect(header).toMatch(/HttpOnly/);
    expect(header).toMatch(/SameSite=Lax/);
    expect(header).not.toMatch(/Expires=/i);
    expect(header).not.toMatch(/Max-Age=/i);
    const [row] = await rowsOf(user.id);
    expect(row!.persistent).toBe(false);
    const ttl = row!.expiresAt.getTime() - Date.now();
    expect(ttl).toBeGreaterThan(SESSION_IDLE_TTL_MS - 60_000);
    expect(ttl).toBeLessThanOrEqual(SESSION_IDLE_TTL_MS);

    // Used again after a while: slides by 12 hours (not 30 days), and sends no dated cookie.
    const cookie = `kt_session=${cookieOf(res).value}`;
    await t.app.db
      .update(sessions)
      .set({ lastSeenAt: new Date(Date.now() - 60 * 60 * 1000), expiresAt: new Date(Date.now() + 60_000) })
      .where(eq(sessions.userId, user.id));
    const me = await t.app.inject({ url: '/api/auth/me', headers: { cookie } });
    expect(me.statusCode).toBe(200);
    expect(me.cookies.find((c) => c.name === 'kt_session')).toBeUndefined();
    const [slid] = await rowsOf(user.id);
    expect(slid!.expiresAt.getTime()).toBeGreaterThan(Date.now() + SESSION_IDLE_TTL_MS - 60_000);
    expect(slid!.expiresAt.getTime()).toBeLessThan(Date.now() + SESSION_IDLE_TTL_MS + 60_000);

    // Unused for 12 hours: gone.
    await t.app.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.userId, user.id));
    expect((await t.app.inject({ url: '/api/auth/me', headers: { cookie } })).statusCode).toBe(401);
  });

  it('refuses a remember that is not true or false', async () => {
    const user = await makeUser(t.app);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: user.email, password: user.password, remember: 'yes' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Remember me must be true or false');
  });
});
