import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, createTestApp, createUser, sessionCookie, type TestContext } from '../../../test/helpers.ts';
import { makeJob } from '../../../test/factories.ts';
import { contracts, messages, sessions, users } from '../../db/schema.ts';
import { createMailbox } from './test-mailbox.ts';

const CHROME_WINDOWS =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36';
const SAFARI_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';

describe('settings: name, password, sessions, export, delete', () => {
  let t: TestContext;
  const mailbox = createMailbox();
  beforeAll(async () => {
    t = await createTestApp({}, mailbox.listen);
  });
  afterAll(() => t.close());

  /** Signs the user in again from another browser; returns that session's cookie. */
  const signInFrom = async (user: { email: string; password: string }, userAgent: string) =>
    sessionCookie(
      await as(t.app, null).post(
        '/api/auth/login',
        { email: user.email, password: user.password },
        { 'user-agent': userAgent },
      ),
    );

  it('changes the name', async () => {
    const user = await createUser(t.app);
    const res = await as(t.app, user).patch('/api/auth/me', { firstName: ' Sana ', lastName: 'Karim' });
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toMatchObject({ firstName: 'Sana', lastName: 'Karim' });
    const empty = await as(t.app, user).patch('/api/auth/me', { firstName: '', lastName: 'Karim' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe('First name is required');
    expect((await as(t.app, null).patch('/api/auth/me', { firstName: 'A', lastName: 'B' })).statusCode).toBe(
      401,
    );
  });

  it('lists the sessions with device and this one marked; signs out one, then all others', async () => {
    const user = await createUser(t.app);
    const chrome = await signInFrom(user, CHROME_WINDOWS);
    const iphone = await signInFrom(user, SAFARI_IPHONE);
    const list = await as(t.app, { cookie: chrome }).get('/api/auth/sessions');
    expect(list.statusCode).toBe(200);
    const rows = list.json().sessions as { id: string; device: string; current: boolean }[];
    expect(rows).toHaveLength(3);
    expect(rows.filter((s) => s.current).map((s) => s.device)).toEqual(['Chrome on Windows']);
    const phone = rows.find((s) => s.device === 'Safari on iOS')!;

    // Someone else cannot end it.
    const stranger = await createUser(t.app);
    expect((await as(t.app, stranger).delete(`/api/auth/sessions/${phone.id}`)).statusCode).toBe(404);
    expect((await as(t.app, { cookie: iphone }).get('/api/auth/me')).statusCode).toBe(200);

    const one = await as(t.app, { cookie: chrome }).delete(`/api/auth/sessions/${phone.id}`);
    expect(one.statusCode).toBe(200);
    expect((await as(t.app, { cookie: iphone }).get('/api/auth/me')).statusCode).toBe(401);

    const others = await as(t.app, { cookie: chrome }).delete('/api/auth/sessions');
    expect(others.json().message).toBe('Signed out of 1 other session(s)');
    expect((await as(t.app, user).get('/api/auth/me')).statusCode).toBe(401);
    expect((await as(t.app, { cookie: chrome }).get('/api/auth/me')).statusCode).toBe(200);
    expect((await as(t.app, { cookie: chrome }).delete('/api/auth/sessions/not-a-uuid')).statusCode).toBe(
      400,
    );
  });

  it('changes the password with the current one; every other session ends and the owner is told', async () => {
    const user = await createUser(t.app);
    const other = await signInFrom(user, SAFARI_IPHONE);
    const wrong = await as(t.app, user).post('/api/auth/change-password', {
      currentPassword: 'not-it',
      newPassword: 'a-brand-new-password',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe('Current password is incorrect');
    expect((await as(t.app, { cookie: other }).get('/api/auth/me')).statusCode).toBe(200);

    const res = await as(t.app, user).post('/api/auth/change-password', {
      currentPassword: user.password,
      newPassword: 'a-brand-new-password',
    });
    expect(res.statusCode).toBe(200);
    expect((await as(t.app, user).get('/api/auth/me')).statusCode).toBe(200);
    expect((await as(t.app, { cookie: other }).get('/api/auth/me')).statusCode).toBe(401);
    const mails = await mailbox.to(t.app, user.email);
    expect(mails.some((m) => m.subject === 'Your Karakoram Talent password was changed')).toBe(true);
  });

  it('exports the user’s data as a JSON download without secrets', async () => {
    const user = await createUser(t.app, { role: 'client' });
    await makeJob(t.app, user, { title: 'Export me: a logo for a tea shop' });
    const res = await as(t.app, user).get('/api/auth/export');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename=".+\.json"$/);
    const data = res.json();
    expect(data.user.email).toBe(user.email);
    expect(data.jobs.map((j: { title: string }) => j.title)).toEqual(['Export me: a logo for a tea shop']);
    expect(res.body).not.toMatch(/argon2|password_?hash|tokenHash/i);
    expect((await as(t.app, null).get('/api/auth/export')).statusCode).toBe(401);
  });

  it('deletes the account with the password: personal data erased, messages others received kept', async () => {
    const user = await createUser(t.app, { firstName: 'Bilal', lastName: 'Ahmed' });
    const friend = await createUser(t.app);
    const started = await as(t.app, user).post('/api/messages/conversations', { recipientId: friend.id });
    const conversationId = started.json().conversation.id ?? started.json().conversation._id;
    const sent = await as(t.app, user).post('/api/messages', { conversationId, content: 'Salam, still on?' });
    expect(sent.statusCode).toBeLessThan(300);

    const wrong = await as(t.app, user).delete('/api/auth/account', { password: 'nope' });
    expect(wrong.statusCode).toBe(400);
    const res = await as(t.app, user).delete('/api/auth/account', { password: user.password });
    expect(res.statusCode).toBe(200);

    const [row] = await t.app.db.select().from(users).where(eq(users.id, user.id));
    expect(row).toMatchObject({ firstName: 'Deleted', lastName: 'user', passwordHash: null, location: null });
    expect(row!.email).not.toContain(user.email);
    expect(row!.deletedAt).not.toBeNull();
    expect(await t.app.db.select().from(sessions).where(eq(sessions.userId, user.id))).toHaveLength(0);
    const kept = await t.app.db.select().from(messages).where(eq(messages.senderId, user.id));
    expect(kept.map((m) => m.content)).toEqual(['Salam, still on?']);

    expect((await as(t.app, user).get('/api/auth/me')).statusCode).toBe(401);
    const login = await as(t.app, null).post('/api/auth/login', {
      email: user.email,
      password: user.password,
    });
    expect(login.statusCode).toBe(401);
    // The address is free again.
    expect((await createUser(t.app, { email: user.email })).email).toBe(user.email);
    const told = await mailbox.to(t.app, user.email);
    expect(told.some((m) => m.subject === 'Your Karakoram Talent account was deleted')).toBe(true);
  });

  it('refuses to delete an account with an active contract, with the reason, and deletes it once it ended', async () => {
    const client = await createUser(t.app, { role: 'client' });
    const freelancer = await createUser(t.app);
    const [contract] = await t.app.db
      .insert(contracts)
      .values({
        clientId: client.id,
        freelancerId: freelancer.id,
        title: 'Landing page',
        description: 'A landing page for the hub',
        currency: 'USD',
        feeBasisPoints: 500,
        status: 'active',
      })
      .returning();
    for (const who of [client, freelancer]) {
      const refused = await as(t.app, who).delete('/api/auth/account', { password: who.password });
      expect(refused.statusCode).toBe(409);
      expect(refused.json().message).toMatch(/active contract/);
      const [row] = await t.app.db.select().from(users).where(eq(users.id, who.id));
      expect(row!.deletedAt).toBeNull();
    }
    await t.app.db.update(contracts).set({ status: 'completed' }).where(eq(contracts.id, contract!.id));
    const res = await as(t.app, freelancer).delete('/api/auth/account', { password: freelancer.password });
    expect(res.statusCode).toBe(200);
  });
});
