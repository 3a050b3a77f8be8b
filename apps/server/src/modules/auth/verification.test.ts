import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  as,
  createTestApp,
  createUser,
  sessionCookie,
  uniqueEmail,
  type TestContext,
} from '../../../test/helpers.ts';
import { users } from '../../db/schema.ts';
import { createMailbox, linkIn } from './test-mailbox.ts';
import { VERIFY_LINK_INVALID } from './verification.ts';

describe('e-mail verification and e-mail change', () => {
  let t: TestContext;
  const mailbox = createMailbox();
  beforeAll(async () => {
    t = await createTestApp({}, mailbox.listen);
  });
  afterAll(() => t.close());

  const verify = (token: string) => as(t.app, null).post('/api/auth/verify-email', { token });
  const linkTo = async (email: string, subject: RegExp) => {
    const mail = (await mailbox.to(t.app, email)).filter((m) => subject.test(m.subject)).at(-1);
    expect(mail, `a mail to ${email} about ${subject}`).toBeDefined();
    return linkIn(mail!, '/auth/verify-email');
  };

  it('mails a link on sign-up; opening it once verifies the address', async () => {
    const res = await as(t.app, null).post('/api/auth/register', {
      email: uniqueEmail(),
      password: 'correct-horse-battery',
      firstName: 'Amina',
      lastName: 'Khan',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().user.emailVerified).toBe(false);
    const email = res.json().user.email as string;
    const cookie = sessionCookie(res);
    const link = await linkTo(email, /^Confirm your email/);
    expect(link.url).toMatch(/^http:\/\/localhost:\d+\/auth\/verify-email\?token=/);

    const ok = await verify(link.token);
    expect(ok.statusCode).toBe(200);
    expect(ok.json().message).toBe('Your email is verified. Thank you!');
    const me = await as(t.app, { cookie }).get('/api/auth/me');
    expect(me.json().user.emailVerified).toBe(true);
    const again = await verify(link.token);
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe(VERIFY_LINK_INVALID);

    const resend = await as(t.app, { cookie }).post('/api/auth/resend-verification');
    expect(resend.statusCode).toBe(400);
    expect(resend.json().message).toBe('Your email is already verified');
  });

  it('resends a link (the earlier one is void) to a signed-in user only', async () => {
    const user = await createUser(t.app);
    expect((await as(t.app, null).post('/api/auth/resend-verification')).statusCode).toBe(401);
    const first = await linkTo(user.email, /^Confirm your email/);
    const res = await as(t.app, user).post('/api/auth/resend-verification');
    expect(res.statusCode).toBe(200);
    const second = await linkTo(user.email, /^Confirm your email/);
    expect(second.token).not.toBe(first.token);
    expect((await verify(first.token)).statusCode).toBe(400);
    expect((await verify(second.token)).statusCode).toBe(200);
  });

  it('changes the e-mail only once the new address is confirmed, and tells the old one', async () => {
    const user = await createUser(t.app);
    const newEmail = uniqueEmail('new');
    const wrong = await as(t.app, user).post('/api/auth/change-email', {
      password: 'not-my-password',
      newEmail,
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe('Password is incorrect');

    const res = await as(t.app, user).post('/api/auth/change-email', { password: user.password, newEmail });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(`We sent a link to ${newEmail}. Your email changes once you open it.`);
    // Not yet: still the old address, and the old address was told.
    expect((await as(t.app, user).get('/api/auth/me')).json().user.email).toBe(user.email);
    const told = await mailbox.to(t.app, user.email);
    expect(told.some((m) => m.subject.includes('change of your Karakoram Talent email was requested'))).toBe(
      true,
    );

    const link = await linkTo(newEmail, /^Confirm your new email/);
    const done = await verify(link.token);
    expect(done.statusCode).toBe(200);
    const me = (await as(t.app, user).get('/api/auth/me')).json().user;
    expect(me).toMatchObject({ email: newEmail, emailVerified: true });
    const notice = (await mailbox.to(t.app, user.email)).find((m) => m.subject.endsWith('email was changed'));
    expect(notice?.text).toContain(newEmail);
    expect((await verify(link.token)).statusCode).toBe(400);

    const login = await as(t.app, null).post('/api/auth/login', { email: newEmail, password: user.password });
    expect(login.statusCode).toBe(200);
  });

  it("words an Urdu user's e-mail change mails in Urdu, to the new address and the old one", async () => {
    const user = await createUser(t.app);
    expect((await as(t.app, user).put('/api/auth/me/language', { language: 'ur' })).statusCode).toBe(200);
    const newEmail = uniqueEmail('nayi');
    const res = await as(t.app, user).post('/api/auth/change-email', { password: user.password, newEmail });
    expect(res.statusCode).toBe(200);

    const told = (await mailbox.to(t.app, user.email)).at(-1)!;
    expect(told.subject).toBe('آپ کی \u2068Karakoram Talent\u2069 ای میل بدلنے کی درخواست کی گئی ہے');
    // The address people typed keeps its own direction inside the Urdu sentence.
    expect(told.text).toContain(`اس کی ای میل بدل کر \u2068${newEmail}\u2069 کرنے کو کہا ہے۔`);
    expect(told.html).toContain('dir="rtl"');

    const link = await linkTo(newEmail, /نئی ای میل کی تصدیق کریں$/);
    expect((await mailbox.to(t.app, newEmail)).at(-1)!.text).toContain('میری نئی ای میل کی تصدیق کریں: http');
    expect((await verify(link.token)).statusCode).toBe(200);
    expect((await as(t.app, user).get('/api/auth/me')).json().user.email).toBe(newEmail);
    const changed = (await mailbox.to(t.app, user.email)).at(-1)!;
    expect(changed.subject).toBe('آپ کی \u2068Karakoram Talent\u2069 ای میل بدل دی گئی');
    expect(changed.text).toContain(`آپ کے اکاؤنٹ کی ای میل اب \u2068${newEmail}\u2069 ہے۔`);
    expect(changed.text).not.toMatch(/Your account|reset your password/);
  });

  it('refuses a taken or unchanged address, and a link whose address was taken meanwhile', async () => {
    const user = await createUser(t.app);
    const other = await createUser(t.app);
    const taken = await as(t.app, user).post('/api/auth/change-email', {
      password: user.password,
      newEmail: other.email.toUpperCase(),
    });
    expect(taken.statusCode).toBe(409);
    const same = await as(t.app, user).post('/api/auth/change-email', {
      password: user.password,
      newEmail: user.email,
    });
    expect(same.json().message).toBe('This is already your email');

    const wanted = uniqueEmail('wanted');
    await as(t.app, user).post('/api/auth/change-email', { password: user.password, newEmail: wanted });
    const link = await linkTo(wanted, /^Confirm your new email/);
    await t.app.db.update(users).set({ email: wanted }).where(eq(users.id, other.id));
    const late = await verify(link.token);
    expect(late.statusCode).toBe(409);
    expect((await as(t.app, user).get('/api/auth/me')).json().user.email).toBe(user.email);
  });
});
