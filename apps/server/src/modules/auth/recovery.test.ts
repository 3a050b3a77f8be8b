import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  as,
  createTestApp,
  createUser,
  sessionCookie,
  uniqueEmail,
  type TestContext,
} from '../../../test/helpers.ts';
import { accountTokens, sessions } from '../../db/schema.ts';
import { hashToken } from '../../sessions/store.ts';
import { createMailbox, linkIn } from './test-mailbox.ts';
import { RESET_LINK_INVALID, RESET_SENT } from './recovery.ts';

describe('forgot and reset password', () => {
  let t: TestContext;
  const mailbox = createMailbox();
  beforeAll(async () => {
    t = await createTestApp({ PUBLIC_URL: 'https://talent.example.org' }, mailbox.listen);
  });
  afterAll(() => t.close());

  const forgot = (email: string) => as(t.app, null).post('/api/auth/forgot-password', { email });
  const reset = (token: string, password: string) =>
    as(t.app, null).post('/api/auth/reset-password', { token, password });
  const resetMails = async (email: string) =>
    (await mailbox.to(t.app, email)).filter((m) => m.subject.startsWith('Reset your'));

  it('mails a single-use link; the reset ends every session and the new password works', async () => {
    const user = await createUser(t.app);
    const other = await as(t.app, null).post('/api/auth/login', {
      email: user.email,
      password: user.password,
    });
    const otherCookie = sessionCookie(other);

    const res = await forgot(user.email.toUpperCase());
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, message: RESET_SENT });
    const [mail] = await resetMails(user.email);
    expect(mail).toMatchObject({
      to: user.email,
      unsubscribe: false,
      subject: 'Reset your Karakoram Talent password',
    });
    const link = linkIn(mail!, '/auth/reset-password');
    expect(link.url.startsWith('https://talent.example.org/auth/reset-password?token=')).toBe(true);
    expect(mail!.html).toContain(link.url);
    expect(Buffer.from(link.token, 'base64url')).toHaveLength(32);

    // Only the hash is stored, valid for 60 minutes.
    const [row] = await t.app.db
      .select()
      .from(accountTokens)
      .where(and(eq(accountTokens.userId, user.id), eq(accountTokens.purpose, 'reset')));
    expect(row!.tokenHash).toBe(hashToken(link.token));
    expect(JSON.stringify(row)).not.toContain(link.token);
    const ttl = row!.expiresAt.getTime() - Date.now();
    expect(ttl).toBeGreaterThan(59 * 60_000);
    expect(ttl).toBeLessThanOrEqual(60 * 60_000);

    const done = await reset(link.token, 'a-brand-new-password');
    expect(done.statusCode).toBe(200);
    expect(done.json().message).toBe('Your password has been reset. Please sign in.');
    for (const cookie of [user.cookie, otherCookie]) {
      expect((await as(t.app, { cookie }).get('/api/auth/me')).statusCode).toBe(401);
    }
    expect(await t.app.db.select().from(sessions).where(eq(sessions.userId, user.id))).toHaveLength(0);

    const again = await reset(link.token, 'yet-another-password');
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe(RESET_LINK_INVALID);

    const oldLogin = await as(t.app, null).post('/api/auth/login', {
      email: user.email,
      password: user.password,
    });
    expect(oldLogin.statusCode).toBe(401);
    const newLogin = await as(t.app, null).post('/api/auth/login', {
      email: user.email,
      password: 'a-brand-new-password',
    });
    expect(newLogin.statusCode).toBe(200);
    expect(newLogin.json().user.emailVerified).toBe(true); // the mail proved the address
    const notices = (await mailbox.to(t.app, user.email)).filter((m) =>
      m.subject.includes('password was changed'),
    );
    expect(notices).toHaveLength(1);
  });

  it("mails the reset in the recipient's language: Urdu for whoever signed up in Urdu, English otherwise", async () => {
    const signUp = async (acceptLanguage: string) => {
      const email = uniqueEmail('lang');
      const res = await as(t.app, null).post(
        '/api/auth/register',
        { email, password: 'correct-horse-battery', firstName: 'Bilal', lastName: 'Ahmed', role: 'client' },
        { 'accept-language': acceptLanguage },
      );
      expect(res.statusCode).toBe(201);
      expect(res.json().user.language).toBe(acceptLanguage.slice(0, 2));
      return email;
    };
    const urdu = await signUp('ur-PK,ur;q=0.9,en;q=0.5');
    const english = await signUp('en-GB,en;q=0.9');
    // The request asking for the link says nothing about a language: the recipient's setting decides.
    expect((await forgot(urdu)).statusCode).toBe(200);
    expect((await forgot(english)).statusCode).toBe(200);

    const ur = (await mailbox.to(t.app, urdu)).find((m) => m.subject.includes('پاس ورڈ ری سیٹ'));
    expect(ur, 'the Urdu reset mail').toBeDefined();
    expect(ur!.subject).toBe('اپنا \u2068Karakoram Talent\u2069 پاس ورڈ ری سیٹ کریں');
    expect(ur!.text).toContain(
      'کسی نے آپ کے اکاؤنٹ کا پاس ورڈ ری سیٹ کرنے کی درخواست کی ہے۔ یہ لنک صرف ایک بار، 60 منٹ تک کام کرتا ہے۔',
    );
    expect(ur!.text).toContain('نیا پاس ورڈ چنیں: https://talent.example.org/auth/reset-password?token=');
    expect(ur!.text).not.toMatch(/Someone asked|Choose a new password|ignore this/);
    expect(ur!.html).toMatch(/<html lang="ur" dir="rtl">/);
    // Its sign-up confirmation was in Urdu too.
    expect((await mailbox.to(t.app, urdu)).map((m) => m.subject)).toContain(
      '\u2068Karakoram Talent\u2069 کے لیے اپنی ای میل کی تصدیق کریں',
    );

    const en = (await resetMails(english))[0];
    expect(en?.subject).toBe('Reset your Karakoram Talent password');
    expect(en!.text).toContain('Someone asked to reset the password of your account.');
    expect(en!.text).not.toMatch(/[\u0600-\u06FF]/);
    expect(en!.html).toMatch(/<html lang="en" dir="ltr">/);

    // Both links still work, and the Urdu user's "password changed" notice is in Urdu.
    expect((await reset(linkIn(ur!, '/auth/reset-password').token, 'a-brand-new-password')).statusCode).toBe(
      200,
    );
    expect((await reset(linkIn(en!, '/auth/reset-password').token, 'a-brand-new-password')).statusCode).toBe(
      200,
    );
    const changed = (await mailbox.to(t.app, urdu)).map((m) => m.subject);
    expect(changed).toContain('آپ کا \u2068Karakoram Talent\u2069 پاس ورڈ بدل دیا گیا');
    expect((await mailbox.to(t.app, english)).map((m) => m.subject)).toContain(
      'Your Karakoram Talent password was changed',
    );
  });

  it('answers an unknown address the same way, in about the same time, and mails nothing', async () => {
    const user = await createUser(t.app);
    const nobody = uniqueEmail('nobody');
    const timed = async (email: string) => {
      const started = performance.now();
      const res = await forgot(email);
      return { res, ms: performance.now() - started };
    };
    const known = await timed(user.email);
    const unknown = await timed(nobody);
    expect(unknown.res.statusCode).toBe(known.res.statusCode);
    expect(unknown.res.body).toBe(known.res.body);
    expect(known.ms).toBeGreaterThanOrEqual(395);
    expect(unknown.ms).toBeGreaterThanOrEqual(395);
    expect(await mailbox.to(t.app, nobody)).toHaveLength(0);
    expect(await resetMails(user.email)).toHaveLength(1);
  });

  it('voids earlier links when a new one is asked for, and refuses expired and made-up tokens', async () => {
    const user = await createUser(t.app);
    await forgot(user.email);
    await forgot(user.email);
    const [first, second] = (await resetMails(user.email)).map(
      (m) => linkIn(m, '/auth/reset-password').token,
    );
    const void1 = await reset(first!, 'a-brand-new-password');
    expect(void1.statusCode).toBe(400);
    expect(void1.json().message).toBe(RESET_LINK_INVALID);

    await t.app.db
      .update(accountTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(accountTokens.userId, user.id));
    expect((await reset(second!, 'a-brand-new-password')).statusCode).toBe(400);
    expect((await reset('made-up', 'a-brand-new-password')).json().message).toBe(RESET_LINK_INVALID);
    // Nothing changed: the old password still signs in.
    const login = await as(t.app, null).post('/api/auth/login', {
      email: user.email,
      password: user.password,
    });
    expect(login.statusCode).toBe(200);
  });

  it('checks the new password like sign-up does, and says what is missing', async () => {
    const short = await reset('whatever', 'short');
    expect(short.statusCode).toBe(400);
    expect(short.json().message).toMatch(/Password must be at least/);
    expect((await as(t.app, null).post('/api/auth/reset-password', {})).statusCode).toBe(400);
    expect((await forgot('not-an-address')).json().message).toBe('Please enter a valid email address');
  });
});

describe('forgot and reset password are throttled', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestApp({ AUTH_EMAIL_MAX: '2', AUTH_IP_MAX: '5' });
  });
  afterAll(() => t.close());

  it('per address, then per client address', async () => {
    const email = uniqueEmail();
    const codes = [];
    for (let i = 0; i < 3; i += 1) {
      codes.push((await as(t.app, null).post('/api/auth/forgot-password', { email })).statusCode);
    }
    expect(codes).toEqual([200, 200, 429]);
    const more = [];
    for (let i = 0; i < 3; i += 1) {
      more.push(
        (await as(t.app, null).post('/api/auth/reset-password', { token: 'x', password: 'long-enough-pw' }))
          .statusCode,
      );
    }
    expect(more).toEqual([400, 400, 429]);
  });
});
