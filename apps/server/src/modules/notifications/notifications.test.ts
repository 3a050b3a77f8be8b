import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { notifications } from '../../db/schema.ts';
import { as, createTestApp, type TestContext, type TestUser } from '../../../test/helpers.ts';
import { makeJob, makeProposal, makeUser } from '../../../test/factories.ts';
import { sleep } from '../../realtime/test-client.ts';
import { say } from '@kt/shared';
import { notify } from './notify.ts';
import { prune } from './service.ts';

const UNKNOWN = '00000000-0000-4000-8000-000000000000';

describe('notifications', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestApp({ QUEUE_POLL_INTERVAL: '500ms' });
  });
  afterAll(() => t.close());

  /** `n` notifications for the user, one statement each so their times differ. */
  const seed = async (user: TestUser, n: number) => {
    for (let i = 0; i < n; i++) {
      await notify(t.app.db, {
        userId: user.id,
        type: 'proposal',
        kind: 'job_closed',
        params: { job: `Item ${i}` },
        link: '/my-jobs',
        email: false,
      });
    }
  };

  it('pages newest first, 20 at a time, with a cursor and no item twice', async () => {
    const user = await makeUser(t.app);
    await seed(user, 45);
    const seen: string[] = [];
    let cursor: string | null = null;
    const sizes: number[] = [];
    do {
      const res = await as(t.app, user).get(`/api/notifications${cursor ? `?cursor=${cursor}` : ''}`);
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body.unreadCount).toBe(45);
      sizes.push(body.notifications.length);
      seen.push(...body.notifications.map((n: { title: string }) => n.title));
      cursor = body.nextCursor;
    } while (cursor);
    expect(sizes).toEqual([20, 20, 5]);
    expect(seen).toEqual(
      Array.from({ length: 45 }, (_, i) => `"Item ${44 - i}" is no longer accepting proposals`),
    );
  });

  it('marks one read (owner only: 404 for anyone else, nothing changes), then all', async () => {
    const owner = await makeUser(t.app);
    const stranger = await makeUser(t.app);
    await seed(owner, 3);
    const [first] = (await as(t.app, owner).get('/api/notifications')).json().notifications;

    const theirs = await as(t.app, stranger).put(`/api/notifications/${first._id}/read`);
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json()).toEqual({ success: false, message: 'Notification not found' });
    const [row] = await t.app.db.select().from(notifications).where(eq(notifications.id, first._id));
    expect(row!.readAt).toBeNull();
    expect((await as(t.app, owner).put(`/api/notifications/${UNKNOWN}/read`)).statusCode).toBe(404);
    expect((await as(t.app, owner).put('/api/notifications/nope/read')).statusCode).toBe(400);
    expect((await as(t.app, null).put(`/api/notifications/${first._id}/read`)).statusCode).toBe(401);

    const read = await as(t.app, owner).put(`/api/notifications/${first._id}/read`);
    expect(read.statusCode).toBe(200);
    expect(read.json()).toMatchObject({ success: true, unreadCount: 2, notification: { _id: first._id } });
    expect(read.json().notification.readAt).toEqual(expect.any(String));

    const unread = (await as(t.app, owner).get('/api/notifications?unread=true')).json();
    expect(unread.notifications).toHaveLength(2);
    expect(unread.notifications.map((n: { _id: string }) => n._id)).not.toContain(first._id);

    expect((await as(t.app, stranger).put('/api/notifications/read-all')).json()).toMatchObject({
      updated: 0,
    });
    const all = await as(t.app, owner).put('/api/notifications/read-all');
    expect(all.json()).toEqual({ success: true, updated: 2, unreadCount: 0 });
    expect((await as(t.app, owner).get('/api/notifications')).json().unreadCount).toBe(0);
    // A stranger's list never shows them, and their cursor is no way in either.
    const strangers = await as(t.app, stranger).get(`/api/notifications?cursor=${first._id}`);
    expect(strangers.json().notifications).toEqual([]);
    expect((await as(t.app, null).get('/api/notifications')).statusCode).toBe(401);
    expect((await as(t.app, owner).get('/api/notifications?cursor=abc')).statusCode).toBe(400);
  });

  it('reads and changes e-mail preferences per type; in-app is always on', async () => {
    const user = await makeUser(t.app);
    const get = async () => (await as(t.app, user).get('/api/notifications/preferences')).json();
    const initial = await get();
    expect(initial.preferences).toHaveLength(8);
    expect(initial.preferences.every((p: { email: boolean; inApp: boolean }) => p.email && p.inApp)).toBe(
      true,
    );
    const put = await as(t.app, user).put('/api/notifications/preferences', {
      preferences: [
        { type: 'message', email: false },
        { type: 'review', email: false },
      ],
    });
    expect(put.statusCode).toBe(200);
    const off = put.json().preferences.filter((p: { email: boolean }) => !p.email);
    expect(off.map((p: { type: string }) => p.type)).toEqual(['message', 'review']);
    await as(t.app, user).put('/api/notifications/preferences', {
      preferences: [{ type: 'review', email: true }],
    });
    expect((await get()).preferences.filter((p: { email: boolean }) => !p.email)).toHaveLength(1);
    for (const bad of [
      {},
      { preferences: [] },
      { preferences: [{ type: 'spam', email: false }] },
      { preferences: [{ type: 'message' }] },
    ]) {
      const res = await as(t.app, user).put('/api/notifications/preferences', bad);
      expect(res.statusCode, JSON.stringify(bad)).toBe(400);
    }
    expect((await as(t.app, null).get('/api/notifications/preferences')).statusCode).toBe(401);
  });

  it('answers an unsubscribe without a valid token with 400, never 500', async () => {
    const missing = await as(t.app, null).post('/api/notifications/unsubscribe');
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ success: false });
    const user = await makeUser(t.app);
    for (const token of ['nope', `${user.id}.proposal.forged`, `${user.id}.spam.x`]) {
      const res = await as(t.app, null).post(`/api/notifications/unsubscribe?token=${token}`);
      expect(res.statusCode, token).toBe(400);
      expect(res.body).toContain('This unsubscribe link is not valid.');
    }
  });

  it("words each notification in the reader's language when read; a row from before kinds keeps its text", async () => {
    const user = await makeUser(t.app);
    await notify(t.app.db, {
      userId: user.id,
      type: 'proposal',
      kind: 'job_closed',
      params: { job: 'Logo for a café' },
      link: '/jobs',
      email: false,
    });
    await t.app.db.insert(notifications).values({
      userId: user.id,
      type: 'account',
      title: 'Written before kinds',
      body: 'As it was stored',
      link: '/',
      createdAt: new Date(Date.now() - 60_000),
    });
    const read = async (headers: Record<string, string>) =>
      (await as(t.app, user).get('/api/notifications', headers)).json().notifications as {
        title: string;
        body: string;
      }[];
    const english = await read({});
    expect(english[0]).toMatchObject({
      title: '"Logo for a café" is no longer accepting proposals',
      body: 'The client closed the job "Logo for a café". Your proposal stays pending: the client can still accept it.',
    });
    // What people wrote is isolated (U+2068…U+2069) inside the Urdu text.
    const urdu = '"\u2068Logo for a café\u2069" اب پروپوزلز قبول نہیں کر رہی';
    // The app's language cookie, or the browser's Accept-Language, chooses.
    const byCookie = await read({ cookie: `${user.cookie}; PARAGLIDE_LOCALE=ur` });
    expect(byCookie[0]!.title).toBe(urdu);
    expect(byCookie[0]!.body).toContain('کلائنٹ نے جاب "\u2068Logo for a café\u2069" بند کر دی');
    expect((await read({ 'accept-language': 'ur-PK,ur;q=0.9,en;q=0.5' }))[0]!.title).toBe(urdu);
    expect((await read({ 'accept-language': 'en-GB,en;q=0.9' }))[0]!.title).toBe(english[0]!.title);
    // The stored English text stays beside the kind; old rows are shown as they were.
    const [row] = await t.app.db.select().from(notifications).where(eq(notifications.userId, user.id));
    expect(row).toBeDefined();
    expect(byCookie[1]).toMatchObject({ title: 'Written before kinds', body: 'As it was stored' });
  });

  it('records the language used at sign-up and lets the user change it', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      headers: { cookie: 'PARAGLIDE_LOCALE=ur' },
      payload: {
        email: `lang.${Date.now()}@example.test`,
        password: 'correct-horse-battery',
        firstName: 'Sana',
        lastName: 'Iqbal',
        role: 'client',
      },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().user.language).toBe('ur');
    const cookie = res.headers['set-cookie'];
    const session = (Array.isArray(cookie) ? cookie : [cookie!]).map((c) => c.split(';')[0]).join('; ');
    const changed = await as(t.app, { cookie: session }).put('/api/auth/me/language', { language: 'en' });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().user.language).toBe('en');
    const bad = await as(t.app, { cookie: session }).put('/api/auth/me/language', { language: 'fr' });
    expect(bad.statusCode).toBe(400);
    expect((await as(t.app, null).put('/api/auth/me/language', { language: 'ur' })).statusCode).toBe(401);
    const plain = await makeUser(t.app);
    expect((await as(t.app, plain).get('/api/auth/me')).json().user.language).toBe('en');
  });

  it('tells a freelancer their proposal was accepted or rejected', async () => {
    const owner = await makeUser(t.app, { role: 'client' });
    const jobId = await makeJob(t.app, owner, { title: 'Tour booking app' });
    const [a, b] = [await makeUser(t.app), await makeUser(t.app)];
    const pa = await makeProposal(t.app, jobId, a);
    const pb = await makeProposal(t.app, jobId, b);
    await as(t.app, owner).put(`/api/applications/${pb}/status`, { status: 'rejected' });
    await as(t.app, owner).put(`/api/applications/${pa}/status`, { status: 'accepted' });
    const [accepted] = (await as(t.app, a).get('/api/notifications')).json().notifications;
    expect(accepted).toMatchObject({
      type: 'proposal',
      title: 'Your proposal for "Tour booking app" was accepted',
      link: `/jobs/${jobId}`,
    });
    const [rejected] = (await as(t.app, b).get('/api/notifications')).json().notifications;
    expect(rejected.title).toBe('Your proposal for "Tour booking app" was not accepted');
  });

  it('without SMTP_URL writes each mail as an .eml file under DATA_DIR/mail', async () => {
    const user = await makeUser(t.app, { firstName: 'Iqbal' });
    await notify(t.app.db, {
      userId: user.id,
      type: 'contract',
      kind: 'contract_ended',
      params: { contract: 'Logo', step: { say: say('activity.contract_ended') } },
      link: '/x',
    });
    const dir = path.join(t.config.dataDir, 'mail');
    const deadline = Date.now() + 15_000;
    let files: string[] = [];
    while (Date.now() < deadline) {
      files = fs.existsSync(dir) ? fs.readdirSync(dir).filter((f) => f.endsWith('.eml')) : [];
      if (files.some((f) => fs.readFileSync(path.join(dir, f), 'utf8').includes(user.email))) break;
      await sleep(200);
    }
    const eml = files
      .map((f) => fs.readFileSync(path.join(dir, f), 'utf8'))
      .find((m) => m.includes(user.email));
    expect(eml).toContain('Subject: A contract ended');
    expect(eml).toContain('http://localhost:3000/x');
    expect(eml).toContain('Content-Type: text/plain');
    expect(eml).toContain('Content-Type: text/html');
    expect(eml).toContain('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
  });

  it('prunes the oldest read notifications beyond the limit, never unread ones', async () => {
    const user = await makeUser(t.app);
    await seed(user, 30);
    await as(t.app, user).put('/api/notifications/read-all');
    await seed(user, 5); // five unread, newest
    const deleted = await prune(t.app.db, 20);
    expect(deleted).toBeGreaterThanOrEqual(15);
    const rows = await t.app.db.select().from(notifications).where(eq(notifications.userId, user.id));
    expect(rows).toHaveLength(20);
    expect(rows.filter((r) => r.readAt === null)).toHaveLength(5);
  });
});
