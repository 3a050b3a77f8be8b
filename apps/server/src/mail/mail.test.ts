import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { as, createTestApp, type TestContext, type TestUser } from '../../test/helpers.ts';
import { makeJob, makeUser } from '../../test/factories.ts';
import { startSmtp } from '../../test/smtp.ts';
import { recordEvent } from '../outbox/record.ts';
import { collect, connect, sleep } from '../realtime/test-client.ts';

const PUBLIC_URL = 'http://talent.test:8080';

/** A header of a raw message, unfolded, as it was sent. */
const header = (raw: string, name: string) => {
  const block = raw.split(/\r?\n\r?\n/)[0]!.replace(/\r?\n[ \t]+/g, ' ');
  const line = block.split(/\r?\n/).find((l) => l.toLowerCase().startsWith(`${name.toLowerCase()}:`));
  return line?.slice(name.length + 1).trim();
};

const until = async (check: () => boolean | Promise<boolean>, ms: number, what: string) => {
  const deadline = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await sleep(100);
  }
};

describe('e-mail through a real SMTP server', () => {
  let t: TestContext;
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  let url: string;

  beforeAll(async () => {
    smtp = await startSmtp();
    t = await createTestApp({
      SMTP_URL: smtp.url,
      MAIL_FROM: 'Karakoram Talent <no-reply@talent.test>',
      MAIL_RETRY_DELAY: '1s',
      QUEUE_POLL_INTERVAL: '500ms',
      PUBLIC_URL,
      MESSAGE_EMAIL_DELAY: '2s',
    });
    url = await t.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await t.close();
    await smtp.stop();
  });

  const propose = (freelancer: TestUser, jobId: string) =>
    as(t.app, freelancer).post('/api/applications', {
      jobId,
      coverLetter: 'I have built three booking sites.',
      deliveryTime: '3 weeks',
    });
  const mailsTo = (email: string) => smtp.mails.filter((m) => m.rcptTo.includes(email));
  /** Waits until no mail job waits or runs: whatever was going to be sent has been. */
  const mailQueueIdle = () =>
    until(async () => (await t.app.queue.pending('mail.send')) === 0, 15_000, 'the mail queue');
  const outboxEmpty = () =>
    until(
      async () =>
        Number(
          (await t.app.db.execute<{ n: number }>(sql`select count(*)::int as n from outbox`)).rows[0]!.n,
        ) === 0,
      10_000,
      'the outbox',
    );

  it('a new proposal gives the job owner one notification, one realtime event and one e-mail', async () => {
    const owner = await makeUser(t.app, { role: 'client', firstName: 'Amina' });
    const freelancer = await makeUser(t.app, { firstName: 'Karim', lastName: 'Shah' });
    const jobId = await makeJob(t.app, owner, { title: 'Booking site for a guesthouse' });
    const socket = await connect(url, owner.cookie);
    const events = collect(socket, 'notification');
    try {
      expect((await propose(freelancer, jobId)).statusCode).toBe(201);

      const [event] = await events.waitFor(1);
      expect(event).toMatchObject({ type: 'proposal', link: `/my-jobs/${jobId}`, readAt: null });
      const list = (await as(t.app, owner).get('/api/notifications')).json();
      expect(list).toMatchObject({ success: true, unreadCount: 1, nextCursor: null });
      expect(list.notifications).toEqual([event]);
      expect(event!.title).toBe('New proposal on "Booking site for a guesthouse"');

      await until(() => mailsTo(owner.email).length > 0, 15_000, 'the e-mail');
      await outboxEmpty();
      await mailQueueIdle();
      await sleep(500);
      expect(events.seen).toHaveLength(1);
      // Reading it tells the owner's other tabs the new count.
      const reads = collect(socket, 'notifications_read');
      expect((await as(t.app, owner).put(`/api/notifications/${event!._id}/read`)).statusCode).toBe(200);
      expect(await reads.waitFor(1)).toEqual([{ unreadCount: 0 }]);
      const mails = mailsTo(owner.email);
      expect(mails).toHaveLength(1);
      expect(mailsTo(freelancer.email)).toHaveLength(0);
      const { parsed, rcptTo, raw } = mails[0]!;
      expect(rcptTo).toEqual([owner.email]);
      expect(parsed.subject).toBe('New proposal on "Booking site for a guesthouse"');
      expect(parsed.from?.text).toContain('no-reply@talent.test');
      expect(parsed.text).toContain(`${PUBLIC_URL}/my-jobs/${jobId}`);
      expect(parsed.text).toContain('Hello Amina,');
      expect(parsed.text).toContain('Karakoram Talent');
      expect(parsed.html).toContain(`href="${PUBLIC_URL}/my-jobs/${jobId}"`);
      expect(header(raw, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
      expect(header(raw, 'List-Unsubscribe')).toMatch(
        new RegExp(`^<${PUBLIC_URL}/api/notifications/unsubscribe\\?token=`),
      );
    } finally {
      socket.close();
    }
  });

  it('mails a user in the language they signed up in, and in the one they choose later', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      headers: { 'accept-language': 'ur-PK,ur;q=0.9' },
      payload: {
        email: `urdu.mail.${Date.now()}@example.test`,
        password: 'correct-horse-battery',
        firstName: 'Bilal',
        lastName: 'Ahmed',
        role: 'client',
      },
    });
    expect(res.statusCode).toBe(201);
    const set = res.headers['set-cookie'];
    const owner = {
      email: res.json().user.email as string,
      cookie: (Array.isArray(set) ? set : [set!]).map((c) => c.split(';')[0]).join('; '),
    };
    const jobId = await makeJob(t.app, { id: res.json().user._id }, { title: 'Guesthouse site' });
    await propose(await makeUser(t.app, { firstName: 'Karim', lastName: 'Shah' }), jobId);
    // The address's confirmation mail (the accounts' own, in Urdu too) is not a notification.
    const notices = () => mailsTo(owner.email).filter((m) => !m.parsed.subject?.includes('ای میل کی تصدیق'));
    await until(() => notices().length === 1, 15_000, 'the Urdu e-mail');
    const urdu = notices()[0]!.parsed;
    // What people wrote is isolated (U+2068…U+2069) inside the Urdu text.
    expect(urdu.subject).toBe('"\u2068Guesthouse site\u2069" پر نیا پروپوزل');
    expect(urdu.text).toContain('السلام علیکم \u2068Bilal\u2069،');
    expect(urdu.text).toContain(
      '\u2068Karim Shah\u2069 نے آپ کی جاب "\u2068Guesthouse site\u2069" کے لیے پروپوزل بھیجا ہے۔',
    );
    expect(urdu.html).toContain('dir="rtl"');

    expect((await as(t.app, owner).put('/api/auth/me/language', { language: 'en' })).statusCode).toBe(200);
    await propose(await makeUser(t.app, { firstName: 'Nadia', lastName: 'Khan' }), jobId);
    await until(() => notices().length === 2, 15_000, 'the English e-mail');
    const english = notices()[1]!.parsed;
    expect(english.subject).toBe('New proposal on "Guesthouse site"');
    expect(english.text).toContain('Hello Bilal,');
  });

  it('one-click unsubscribe turns that type of e-mail off: the next proposal is in the app only', async () => {
    const owner = await makeUser(t.app, { role: 'client' });
    await propose(await makeUser(t.app), await makeJob(t.app, owner));
    await until(() => mailsTo(owner.email).length === 1, 15_000, 'the first e-mail');
    const unsubscribe = header(mailsTo(owner.email)[0]!.raw, 'List-Unsubscribe')!;
    const link = new URL(unsubscribe.slice(1, -1));

    // A forged or altered token changes nothing.
    const forged = link.search.replace(/.$/, (c) => (c === 'A' ? 'B' : 'A'));
    const bad = await t.app.inject({ method: 'POST', url: `${link.pathname}${forged}` });
    expect(bad.statusCode).toBe(400);
    // The footer's link only asks (mail scanners follow links); the mail client's POST unsubscribes.
    expect((await t.app.inject({ method: 'GET', url: `${link.pathname}${link.search}` })).statusCode).toBe(
      200,
    );
    let prefs = (await as(t.app, owner).get('/api/notifications/preferences')).json().preferences;
    expect(prefs.find((p: { type: string }) => p.type === 'proposal').email).toBe(true);

    const res = await t.app.inject({
      method: 'POST',
      url: `${link.pathname}${link.search}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('You will no longer get e-mails about proposals');
    prefs = (await as(t.app, owner).get('/api/notifications/preferences')).json().preferences;
    expect(prefs.find((p: { type: string }) => p.type === 'proposal').email).toBe(false);
    expect(prefs.find((p: { type: string }) => p.type === 'message').email).toBe(true);

    await propose(await makeUser(t.app), await makeJob(t.app, owner));
    await outboxEmpty();
    await mailQueueIdle();
    await sleep(500);
    expect((await as(t.app, owner).get('/api/notifications')).json().unreadCount).toBe(2);
    expect(mailsTo(owner.email)).toHaveLength(1);
  });

  it('keeps a mail while the SMTP server is down and delivers it when it is back', async () => {
    const owner = await makeUser(t.app, { role: 'client' });
    const jobId = await makeJob(t.app, owner);
    await smtp.stop();
    try {
      // The request does not wait for mail, and does not fail because of it.
      expect((await propose(await makeUser(t.app), jobId)).statusCode).toBe(201);
      await until(
        async () => {
          const r = await t.app.db.execute<{ n: number }>(
            sql`select count(*)::int as n from pgboss.job where name = 'mail.send' and retry_count >= 1`,
          );
          return Number(r.rows[0]!.n) > 0;
        },
        20_000,
        'a failed attempt',
      );
      expect(mailsTo(owner.email)).toHaveLength(0);
    } finally {
      await smtp.start();
    }
    await until(() => mailsTo(owner.email).length === 1, 30_000, 'the retried e-mail');
    expect(mailsTo(owner.email)[0]!.parsed.text).toContain(`${PUBLIC_URL}/my-jobs/${jobId}`);
  });

  it('lets no CR/LF from a name reach a header', async () => {
    const owner = await makeUser(t.app, { role: 'client', firstName: 'Nadia\r\nBcc: victim@example.test' });
    const freelancer = await makeUser(t.app, { firstName: 'Eve\r\nBcc: victim@example.test\r\n' });
    const jobId = await makeJob(t.app, owner, { title: 'Logo\r\nBcc: victim@example.test' });
    await propose(freelancer, jobId);
    await until(() => mailsTo(owner.email).length === 1, 15_000, 'the e-mail');
    const { raw, rcptTo, parsed } = mailsTo(owner.email)[0]!;
    expect(rcptTo).toEqual([owner.email]);
    expect(smtp.mails.some((m) => m.rcptTo.includes('victim@example.test'))).toBe(false);
    const headerBlock = raw.split(/\r?\n\r?\n/)[0]!;
    expect(headerBlock).not.toMatch(/^bcc:/im);
    expect(parsed.bcc).toBeUndefined();
    expect(parsed.subject).toBe('New proposal on "Logo Bcc: victim@example.test"');
  });

  it('mails the owner a security notice for sign-in guessing, without an unsubscribe', async () => {
    const owner = await makeUser(t.app);
    // Even with every type of e-mail turned off: a security mail is always sent.
    await as(t.app, owner).put('/api/notifications/preferences', {
      preferences: [{ type: 'account', email: false }],
    });
    await recordEvent(t.app.db, 'auth:guessing', { userId: owner.id });
    await until(() => mailsTo(owner.email).length === 1, 15_000, 'the security e-mail');
    const { parsed, raw } = mailsTo(owner.email)[0]!;
    expect(parsed.subject).toBe('Someone is trying to sign in to your account');
    expect(header(raw, 'List-Unsubscribe')).toBeUndefined();
    expect(parsed.text).toContain(`${PUBLIC_URL}/auth`);
  });

  it('sends one e-mail per conversation for messages left unread, not one per message', async () => {
    const client = await makeUser(t.app, { role: 'client', firstName: 'Sara', lastName: 'Khan' });
    const freelancer = await makeUser(t.app);
    const conversationId = (
      await as(t.app, client).post('/api/messages/conversations', { recipientId: freelancer.id })
    ).json().conversation.id as string;
    for (const content of ['Hello!', 'Are you free next week?', 'It is a small job.']) {
      expect((await as(t.app, client).post('/api/messages', { conversationId, content })).statusCode).toBe(
        201,
      );
    }
    await until(() => mailsTo(freelancer.email).length === 1, 20_000, 'the message e-mail');
    await sleep(3000);
    await mailQueueIdle();
    const mails = mailsTo(freelancer.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.parsed.subject).toBe('New message from Sara Khan');
    expect(mails[0]!.parsed.text).toContain('You have 3 unread messages from Sara Khan');
    expect(mails[0]!.parsed.text).toContain(`${PUBLIC_URL}/messages/${conversationId}`);
    expect(mailsTo(client.email)).toHaveLength(0);
  });

  it('sends nothing when the message was read within the delay', async () => {
    const client = await makeUser(t.app, { role: 'client' });
    const freelancer = await makeUser(t.app);
    const conversationId = (
      await as(t.app, client).post('/api/messages/conversations', { recipientId: freelancer.id })
    ).json().conversation.id as string;
    const sent = await as(t.app, client).post('/api/messages', { conversationId, content: 'Quick question' });
    const messageId = sent.json().data.id as string;
    expect((await as(t.app, freelancer).put(`/api/messages/${messageId}/read`)).statusCode).toBe(200);
    await sleep(3500);
    await mailQueueIdle();
    expect(mailsTo(freelancer.email)).toHaveLength(0);
    expect((await as(t.app, freelancer).get('/api/notifications')).json().unreadCount).toBe(0);
  });
});
