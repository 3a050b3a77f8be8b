import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestApp,
  createUser,
  sessionCookie,
  uniqueEmail,
  type TestContext,
} from '../../../test/helpers.ts';

/** Nothing that looks like a stored secret may ever leave the server. */
function expectNoSecrets(body: string) {
  expect(body).not.toMatch(/argon2|\$argon|passwordHash|password_hash|tokenHash|token_hash/i);
  expect(body).not.toMatch(/"password"/);
}

const register = (t: TestContext, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: '/api/auth/register', payload });
const login = (t: TestContext, payload: Record<string, unknown>, cookie?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload,
    ...(cookie ? { headers: { cookie } } : {}),
  });

describe('accounts: sign up, sign in, sign out', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('registers, sets an httpOnly Lax session cookie, and /me returns the user without a hash', async () => {
    const email = uniqueEmail('Mixed.Case');
    const res = await register(t, {
      email: `  ${email}  `,
      password: 'a-long-password',
      firstName: ' Amina ',
      lastName: 'Baig',
    });
    expect(res.statusCode).toBe(201);
    expectNoSecrets(res.body);
    const body = res.json();
    expect(body).toMatchObject({ success: true, message: expect.any(String) });
    expect(Object.keys(body.user).sort()).toEqual(
      [
        '_id',
        'createdAt',
        'district',
        'email',
        'emailVerified',
        'firstName',
        'isAdmin',
        'isMediator',
        'isProgramme',
        'language',
        'lastName',
        'location',
        'profileCompleted',
        'profileImage',
        'role',
        'twoFactorEnabled',
      ].sort(),
    );
    expect(body.user).toMatchObject({
      email,
      firstName: 'Amina',
      lastName: 'Baig',
      role: 'freelancer',
      profileCompleted: false,
    });
    const cookie = res.cookies.find((c) => c.name === 'kt_session')!;
    expect(cookie.httpOnly).toBe(true);
    expect(cookie.sameSite).toBe('Lax');
    expect(cookie.path).toBe('/');
    expect(cookie.secure).toBeFalsy();
    const me = await t.app.inject({ url: '/api/auth/me', headers: { cookie: sessionCookie(res) } });
    expect(me.statusCode).toBe(200);
    expectNoSecrets(me.body);
    expect(me.json().user).toEqual(body.user);
  });

  it('registers a client when the role is client', async () => {
    const res = await register(t, {
      email: uniqueEmail(),
      password: 'a-long-password',
      firstName: 'Karim',
      lastName: 'Khan',
      role: 'client',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().user.role).toBe('client');
  });

  it('signs in with the e-mail in any case and spacing, and each sign-in is a new session', async () => {
    const user = await createUser(t.app);
    const first = await login(t, { email: ` ${user.email.toUpperCase()} `, password: user.password });
    expect(first.statusCode).toBe(200);
    expectNoSecrets(first.body);
    expect(first.json()).toMatchObject({ success: true, message: expect.any(String) });
    expect(first.json().user._id).toBe(user.id);
    const second = await login(t, { email: user.email, password: user.password });
    const a = sessionCookie(first);
    const b = sessionCookie(second);
    expect(a).not.toBe(b);
    expect(b).not.toBe(user.cookie);
    for (const cookie of [a, b, user.cookie]) {
      const me = await t.app.inject({ url: '/api/auth/me', headers: { cookie } });
      expect(me.statusCode).toBe(200);
    }
  });

  it('ends the session a sign-in request came with', async () => {
    const user = await createUser(t.app);
    const res = await login(t, { email: user.email, password: user.password }, user.cookie);
    expect(res.statusCode).toBe(200);
    const old = await t.app.inject({ url: '/api/auth/me', headers: { cookie: user.cookie } });
    expect(old.statusCode).toBe(401);
  });

  it('refuses a wrong password and an unknown e-mail with the same 401 message', async () => {
    const user = await createUser(t.app);
    const wrong = await login(t, { email: user.email, password: 'not-the-password' });
    const unknown = await login(t, { email: uniqueEmail('nobody'), password: 'not-the-password' });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ success: false, message: 'Invalid email or password' });
    expect(unknown.json()).toEqual(wrong.json());
    expect(wrong.cookies.find((c) => c.name === 'kt_session')).toBeUndefined();
  });

  it('refuses a duplicate e-mail in any case and spacing with 409 and a message', async () => {
    const user = await createUser(t.app);
    const res = await register(t, {
      email: `  ${user.email.toUpperCase()} `,
      password: 'another-password',
      firstName: 'A',
      lastName: 'B',
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ success: false, message: 'An account with this email already exists' });
  });

  it.each([
    ['a malformed e-mail', { email: 'not-an-email' }, 'email', /valid email/i],
    ['a missing e-mail', { email: undefined }, 'email', /email is required/i],
    ['a short password', { password: 'short' }, 'password', /at least 8/i],
    ['a password over 128 characters', { password: 'x'.repeat(129) }, 'password', /at most 128/i],
    ['a blank first name', { firstName: '   ' }, 'firstName', /first name/i],
    ['a missing last name', { lastName: undefined }, 'lastName', /last name/i],
    ['an unknown role', { role: 'admin' }, 'role', /role/i],
  ])('refuses %s with 400 naming the field', async (_name, change, field, message) => {
    const payload = {
      email: uniqueEmail(),
      password: 'a-long-password',
      firstName: 'A',
      lastName: 'B',
      ...change,
    };
    const res = await register(t, payload);
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.success).toBe(false);
    expect(body.message).toMatch(message);
    expect(body.errors).toContainEqual(expect.objectContaining({ field }));
  });

  it('accepts a password of exactly 8 and of exactly 128 characters', async () => {
    for (const password of ['x'.repeat(8), 'y'.repeat(128)]) {
      const res = await register(t, { email: uniqueEmail(), password, firstName: 'A', lastName: 'B' });
      expect(res.statusCode).toBe(201);
    }
  });

  it('refuses a malformed sign-in with 400, and a missing body with a message', async () => {
    const bad = await login(t, { email: 'nope', password: 'whatever' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/valid email/i);
    const empty = await t.app.inject({ method: 'POST', url: '/api/auth/login' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toMatch(/email/i);
  });

  it('logs out, clears the cookie, and refuses the replayed cookie with 401', async () => {
    const user = await createUser(t.app, { role: 'client' });
    const out = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { cookie: user.cookie },
    });
    expect(out.statusCode).toBe(200);
    expect(out.json()).toMatchObject({ success: true });
    const cleared = out.cookies.find((c) => c.name === 'kt_session');
    expect(cleared?.value).toBe('');
    const me = await t.app.inject({ url: '/api/auth/me', headers: { cookie: user.cookie } });
    expect(me.statusCode).toBe(401);
    expect(me.json()).toEqual({ success: false, message: expect.any(String) });
    const status = await t.app.inject({ url: '/api/auth/status', headers: { cookie: user.cookie } });
    expect(status.json()).toEqual({ authenticated: false });
  });

  it('logs out a guest harmlessly', async () => {
    const out = await t.app.inject({ method: 'POST', url: '/api/auth/logout' });
    expect(out.statusCode).toBe(200);
  });

  it('answers /me with 401 for a guest or a made-up cookie', async () => {
    for (const headers of [
      {},
      { cookie: 'kt_session=made-up' },
      { cookie: `kt_session=${'a'.repeat(500)}` },
    ]) {
      const res = await t.app.inject({ url: '/api/auth/me', headers });
      expect(res.statusCode).toBe(401);
    }
  });

  it('reports the status without a 401', async () => {
    const guest = await t.app.inject({ url: '/api/auth/status' });
    expect(guest.statusCode).toBe(200);
    expect(guest.json()).toEqual({ authenticated: false });
    const user = await createUser(t.app);
    const res = await t.app.inject({ url: '/api/auth/status', headers: { cookie: user.cookie } });
    expect(res.statusCode).toBe(200);
    expectNoSecrets(res.body);
    expect(res.json()).toMatchObject({ authenticated: true, user: { _id: user.id, email: user.email } });
  });

  it('says Google sign-in is off when GOOGLE_CLIENT_ID is unset', async () => {
    const res = await t.app.inject({ url: '/api/auth/providers' });
    expect(res.json()).toEqual({ google: false });
  });
});

describe('Google sign-in configured', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestApp({ GOOGLE_CLIENT_ID: 'abc.apps.googleusercontent.com' });
  });
  afterAll(() => t.close());

  it('tells the web app the client id', async () => {
    const res = await t.app.inject({ url: '/api/auth/providers' });
    expect(res.json()).toEqual({ google: true, clientId: 'abc.apps.googleusercontent.com' });
  });
});
