import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestApp,
  createUser,
  sessionCookie,
  uniqueEmail,
  type TestContext,
} from '../../../test/helpers.ts';

describe('accounts and sessions', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('registers, sets a session cookie, and /me returns the user without a hash', async () => {
    const email = uniqueEmail('Mixed.Case');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { email: `  ${email}  `, password: 'a-long-password', firstName: 'Amina', lastName: 'Baig' },
    });
    expect(res.statusCode).toBe(201);
    expect(res.body).not.toMatch(/argon2|password/i);
    const body = res.json();
    expect(body.user).toMatchObject({
      email,
      firstName: 'Amina',
      role: 'freelancer',
      profileCompleted: false,
    });
    const cookie = res.cookies.find((c) => c.name === 'kt_session')!;
    expect(cookie.httpOnly).toBe(true);
    expect(cookie.sameSite).toBe('Lax');
    const me = await t.app.inject({ url: '/api/auth/me', headers: { cookie: sessionCookie(res) } });
    expect(me.statusCode).toBe(200);
    expect(me.json().user._id).toBe(body.user._id);
  });

  it('refuses a duplicate e-mail in any case with 409', async () => {
    const user = await createUser(t.app);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: {
        email: user.email.toUpperCase(),
        password: 'another-password',
        firstName: 'A',
        lastName: 'B',
      },
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().success).toBe(false);
  });

  it('logs out and refuses the replayed cookie', async () => {
    const user = await createUser(t.app, { role: 'client' });
    const out = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { cookie: user.cookie },
    });
    expect(out.statusCode).toBe(200);
    const me = await t.app.inject({ url: '/api/auth/me', headers: { cookie: user.cookie } });
    expect(me.statusCode).toBe(401);
  });
});
