import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { Secret, TOTP } from 'otpauth';
import { users } from '../../db/schema.ts';
import { as, createTestApp, createUser, type TestContext, type TestUser } from '../../../test/helpers.ts';
import { makeUser } from '../../../test/factories.ts';
import { createMailbox, linkIn } from './test-mailbox.ts';

const codeFor = (secret: string) =>
  new TOTP({ secret: Secret.fromBase32(secret), algorithm: 'SHA1', digits: 6, period: 30 }).generate();

describe('ADMIN_EMAILS grants admin only to a verified address', () => {
  let t: TestContext;
  const mailbox = createMailbox();
  beforeAll(async () => {
    t = await createTestApp(
      { ADMIN_EMAILS: ' Boss@Example.test , ops@example.test,late@example.test,new@example.test' },
      mailbox.listen,
    );
  });
  afterAll(() => t.close());

  const isAdmin = async (id: string) =>
    (await t.app.db.select({ a: users.isAdmin }).from(users).where(eq(users.id, id)))[0]!.a;
  const openVerificationLink = async (email: string, subject = /Confirm your email/) => {
    const mail = (await mailbox.to(t.app, email)).filter((m) => subject.test(m.subject)).at(-1);
    expect(mail, `a mail to ${email}`).toBeDefined();
    const { token } = linkIn(mail!, '/auth/verify-email');
    const res = await as(t.app, null).post('/api/auth/verify-email', { token });
    expect(res.statusCode, res.body).toBe(200);
  };
  const turnOnTwoFactor = async (user: TestUser) => {
    const { secret } = (await as(t.app, user).post('/api/auth/2fa/setup')).json();
    expect((await as(t.app, user).post('/api/auth/2fa/enable', { code: codeFor(secret) })).statusCode).toBe(
      200,
    );
  };

  it('a listed address signed up with a password is an ordinary account until its link is opened', async () => {
    const boss = await createUser(t.app, { email: 'boss@example.TEST' });
    const me = await as(t.app, boss).get('/api/auth/me');
    expect(me.json().user).toMatchObject({ isAdmin: false, emailVerified: false });
    await turnOnTwoFactor(boss);
    const refused = await as(t.app, boss).get('/api/admin/users');
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ success: false, message: 'Only admins and mediators can do that' });

    await openVerificationLink('boss@example.TEST');
    expect((await as(t.app, boss).get('/api/auth/me')).json().user).toMatchObject({
      isAdmin: true,
      emailVerified: true,
    });
    const allowed = await as(t.app, boss).get('/api/admin/users');
    expect(allowed.statusCode, allowed.body).toBe(200);
  });

  it('still asks a verified admin for two-factor before the console', async () => {
    const fresh = await createUser(t.app, { email: 'new@example.test' });
    await openVerificationLink('new@example.test');
    expect(await isAdmin(fresh.id)).toBe(true);
    const res = await as(t.app, fresh).get('/api/admin/users');
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toMatch(/Turn on two-factor authentication/);
  });

  it('an unlisted address gains nothing by verifying', async () => {
    const other = await createUser(t.app);
    await openVerificationLink(other.email);
    expect(await isAdmin(other.id)).toBe(false);
  });

  it('makes an existing verified account an admin when it signs in once listed, not an unverified one', async () => {
    const unverified = await makeUser(t.app, { email: 'ops@example.test', emailVerified: false });
    const signIn = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: 'ops@example.test', password: unverified.password },
      });
    const first = await signIn();
    expect(first.statusCode).toBe(200);
    expect(first.json().user.isAdmin).toBe(false);
    expect(await isAdmin(unverified.id)).toBe(false);

    await t.app.db.update(users).set({ emailVerifiedAt: new Date() }).where(eq(users.id, unverified.id));
    const second = await signIn();
    expect(second.json().user.isAdmin).toBe(true);
    expect(await isAdmin(unverified.id)).toBe(true);
  });

  it('grants nothing to a sign-in with the wrong password', async () => {
    const late = await makeUser(t.app, { email: 'late@example.test' });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'late@example.test', password: 'not-the-password' },
    });
    expect(res.statusCode).toBe(401);
    expect(await isAdmin(late.id)).toBe(false);
  });
});
