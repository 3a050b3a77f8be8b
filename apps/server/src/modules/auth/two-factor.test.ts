import { eq } from 'drizzle-orm';
import { Secret, TOTP } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, createTestApp, createUser, type TestContext, type TestUser } from '../../../test/helpers.ts';
import { recoveryCodes, twoFactorSecrets } from '../../db/schema.ts';
import { createMailbox } from './test-mailbox.ts';

/** The code an authenticator app shows now (or `offsetSteps` 30-second steps away). */
const codeFor = (secret: string, offsetSteps = 0) =>
  new TOTP({ secret: Secret.fromBase32(secret), algorithm: 'SHA1', digits: 6, period: 30 }).generate({
    timestamp: Date.now() + offsetSteps * 30_000,
  });

describe('two-factor authentication (TOTP and recovery codes)', () => {
  let t: TestContext;
  const mailbox = createMailbox();
  beforeAll(async () => {
    t = await createTestApp({ AUTH_EMAIL_MAX: '4' }, mailbox.listen);
  });
  afterAll(() => t.close());

  /** A user with two-factor on: their secret and recovery codes. */
  async function withTwoFactor(): Promise<TestUser & { secret: string; codes: string[] }> {
    const user = await createUser(t.app);
    const setup = await as(t.app, user).post('/api/auth/2fa/setup');
    expect(setup.statusCode).toBe(200);
    const { secret, otpauthUrl, qrCode } = setup.json();
    expect(otpauthUrl).toMatch(/^otpauth:\/\/totp\/Karakoram%20Talent:.+\?.*secret=/);
    expect(otpauthUrl).toContain('algorithm=SHA1');
    expect(otpauthUrl).toContain('digits=6');
    expect(otpauthUrl).toContain('period=30');
    expect(qrCode).toMatch(/^data:image\/png;base64,/);
    const enable = await as(t.app, user).post('/api/auth/2fa/enable', { code: codeFor(secret, -1) });
    expect(enable.statusCode).toBe(200);
    const codes = enable.json().recoveryCodes as string[];
    return { ...user, secret, codes };
  }

  /** Password step: answers twoFactorRequired and returns the pending-sign-in cookie. */
  async function passwordStep(user: TestUser, remember?: boolean) {
    const res = await as(t.app, null).post('/api/auth/login', {
      email: user.email,
      password: user.password,
      ...(remember !== undefined ? { remember } : {}),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      success: true,
      message: 'Enter the code from your authenticator app',
      twoFactorRequired: true,
    });
    expect(res.cookies.find((c) => c.name === 'kt_session')).toBeUndefined();
    const pending = res.cookies.find((c) => c.name === 'kt_2fa')!;
    expect(pending.httpOnly).toBe(true);
    return `kt_2fa=${pending.value}`;
  }
  const secondStep = (cookie: string, code: string) =>
    as(t.app, { cookie }).post('/api/auth/login/2fa', { code });

  it('turns on with a code from the app: ten recovery codes, only their hashes stored', async () => {
    const user = await withTwoFactor();
    expect(user.codes).toHaveLength(10);
    expect(new Set(user.codes).size).toBe(10);
    const stored = await t.app.db.select().from(recoveryCodes).where(eq(recoveryCodes.userId, user.id));
    expect(stored).toHaveLength(10);
    expect(JSON.stringify(stored)).not.toContain(user.codes[0]!.replace('-', ''));
    const me = await as(t.app, user).get('/api/auth/me');
    expect(me.json().user.twoFactorEnabled).toBe(true);
    expect((await mailbox.to(t.app, user.email)).some((m) => m.subject.includes('turned on'))).toBe(true);
  });

  it('refuses a wrong first code and leaves two-factor off', async () => {
    const user = await createUser(t.app);
    await as(t.app, user).post('/api/auth/2fa/setup');
    const res = await as(t.app, user).post('/api/auth/2fa/enable', { code: '000000' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('The code is not valid. Please try again.');
    expect((await as(t.app, user).get('/api/auth/me')).json().user.twoFactorEnabled).toBe(false);
  });

  it('signs in with password then code; the code works once in its window', async () => {
    const user = await withTwoFactor();
    const pending = await passwordStep(user, false);
    const wrong = await secondStep(pending, '123456');
    expect(wrong.statusCode).toBe(400);
    const code = codeFor(user.secret);
    const ok = await secondStep(pending, code);
    expect(ok.statusCode).toBe(200);
    expect(ok.json().user.email).toBe(user.email);
    const session = ok.cookies.find((c) => c.name === 'kt_session')!;
    expect(session.expires).toBeUndefined(); // remember: false carried through the second step
    expect((await as(t.app, { cookie: `kt_session=${session.value}` }).get('/api/auth/me')).statusCode).toBe(
      200,
    );

    // The pending sign-in is used up, and the same code cannot start another session.
    expect((await secondStep(pending, code)).json().message).toBe(
      'Your sign-in has expired. Please sign in again.',
    );
    const again = await passwordStep(user);
    expect((await secondStep(again, code)).statusCode).toBe(400);
    expect((await secondStep(again, codeFor(user.secret, 1))).statusCode).toBe(200);
  });

  it('signs in with a recovery code, once', async () => {
    const user = await withTwoFactor();
    const recovery = user.codes[3]!;
    const first = await secondStep(await passwordStep(user), recovery.toUpperCase());
    expect(first.statusCode).toBe(200);
    const reused = await secondStep(await passwordStep(user), recovery);
    expect(reused.statusCode).toBe(400);
  });

  it('throttles wrong codes per account', async () => {
    const user = await withTwoFactor();
    const pending = await passwordStep(user);
    const statuses = [];
    for (let i = 0; i < 5; i += 1) statuses.push((await secondStep(pending, '000000')).statusCode);
    expect(statuses).toEqual([400, 400, 400, 400, 429]);
    // Even the right code waits out the window.
    expect((await secondStep(pending, codeFor(user.secret))).statusCode).toBe(429);
  });

  it('needs a pending sign-in for the second step', async () => {
    const res = await as(t.app, null).post('/api/auth/login/2fa', { code: '123456' });
    expect(res.statusCode).toBe(400);
    expect((await as(t.app, null).post('/api/auth/login/2fa', {})).json().message).toBe('Code is required');
  });

  it('turns off with the password and a code', async () => {
    const user = await withTwoFactor();
    const noPassword = await as(t.app, user).post('/api/auth/2fa/disable', {
      password: 'wrong',
      code: codeFor(user.secret),
    });
    expect(noPassword.statusCode).toBe(400);
    const res = await as(t.app, user).post('/api/auth/2fa/disable', {
      password: user.password,
      code: codeFor(user.secret),
    });
    expect(res.statusCode).toBe(200);
    expect(
      await t.app.db.select().from(twoFactorSecrets).where(eq(twoFactorSecrets.userId, user.id)),
    ).toHaveLength(0);
    const login = await as(t.app, null).post('/api/auth/login', {
      email: user.email,
      password: user.password,
    });
    expect(login.json().user.twoFactorEnabled).toBe(false);
  });
});
