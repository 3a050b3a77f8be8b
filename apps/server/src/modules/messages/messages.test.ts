import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, createTestApp, type TestContext, type TestUser } from '../../../test/helpers.ts';
import { makeUser } from '../../../test/factories.ts';

const UNKNOWN = '00000000-0000-4000-8000-000000000000';

describe('messaging over HTTP', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const start = async (from: TestUser, to: TestUser) =>
    (await as(t.app, from).post('/api/messages/conversations', { recipientId: to.id })).json().conversation
      .id as string;
  const send = (user: TestUser | null, conversationId: unknown, content: unknown) =>
    as(t.app, user).post('/api/messages', { conversationId, content });
  /** A client and a freelancer with a conversation between them, fresh for each test. */
  const pair = async () => {
    const client = await makeUser(t.app, { role: 'client', firstName: 'Sana', lastName: 'Karim' });
    const freelancer = await makeUser(t.app, { firstName: 'Ali', lastName: 'Hunzai' });
    return { client, freelancer, conversationId: await start(client, freelancer) };
  };

  it('starts one conversation per pair, whichever side starts it', async () => {
    const client = await makeUser(t.app, { role: 'client' });
    const freelancer = await makeUser(t.app);
    const first = await as(t.app, client).post('/api/messages/conversations', { recipientId: freelancer.id });
    expect(first.statusCode).toBe(201);
    const body = first.json();
    expect(body).toMatchObject({ success: true, message: expect.any(String) });
    expect(body.conversation.participants.map((p: { _id: string }) => p._id).sort()).toEqual(
      [client.id, freelancer.id].sort(),
    );
    const again = await as(t.app, client).post('/api/messages/conversations', { recipientId: freelancer.id });
    expect(again.statusCode).toBe(200);
    expect(again.json().conversation.id).toBe(body.conversation.id);
    expect(await start(freelancer, client)).toBe(body.conversation.id);
  });

  it('refuses a conversation with yourself (400), with nobody (404), and for guests (401)', async () => {
    const { client, freelancer } = await pair();
    const post = (user: TestUser | null, payload: Record<string, unknown>) =>
      as(t.app, user).post('/api/messages/conversations', payload);
    const self = await post(client, { recipientId: client.id });
    expect(self.statusCode).toBe(400);
    expect(self.json()).toMatchObject({ success: false });
    expect((await post(client, { recipientId: UNKNOWN })).statusCode).toBe(404);
    expect((await post(client, { recipientId: 'nobody' })).statusCode).toBe(404);
    expect((await post(client, {})).statusCode).toBe(400);
    expect((await post(null, { recipientId: freelancer.id })).statusCode).toBe(401);
  });

  it('refuses blank, missing and over-long content with 400 and stores the text trimmed', async () => {
    const { client, conversationId } = await pair();
    for (const content of ['', '   \n\t ', undefined, 'x'.repeat(5001), 42]) {
      const res = await send(client, conversationId, content);
      expect(res.statusCode, JSON.stringify(content)).toBe(400);
      expect(res.json().success).toBe(false);
    }
    const res = await send(client, conversationId, '  Salaam! Are you free this week?  ');
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      success: true,
      message: 'Message sent',
      data: { sender: 'me', content: 'Salaam! Are you free this week?', read: false },
    });
    expect((await send(client, conversationId, 'y'.repeat(5000))).statusCode).toBe(201);
  });

  it('never lets an outsider read or write the conversation', async () => {
    const { client, conversationId } = await pair();
    const outsider = await makeUser(t.app);
    await send(client, conversationId, 'Salaam, private offer');
    const read = await as(t.app, outsider).get(`/api/messages/conversations/${conversationId}`);
    expect([403, 404]).toContain(read.statusCode);
    expect(read.json()).toEqual({ success: false, message: expect.any(String) });
    expect(read.body).not.toContain('Salaam');
    expect([403, 404]).toContain((await send(outsider, conversationId, 'let me in')).statusCode);
    const list = (await as(t.app, outsider).get('/api/messages/conversations')).json();
    expect(list).toMatchObject({ success: true, conversations: [] });
    const thread = (await as(t.app, client).get(`/api/messages/conversations/${conversationId}`)).json();
    expect(thread.messages.some((m: { content: string }) => m.content === 'let me in')).toBe(false);
  });

  it('answers 400 for a malformed id and 404 for an unknown conversation', async () => {
    const { client } = await pair();
    expect((await as(t.app, client).get('/api/messages/conversations/not-a-uuid')).statusCode).toBe(400);
    expect((await as(t.app, client).get(`/api/messages/conversations/${UNKNOWN}`)).statusCode).toBe(404);
    expect((await send(client, UNKNOWN, 'hi')).statusCode).toBe(404);
    expect((await send(client, 'nope', 'hi')).statusCode).toBe(400);
    expect((await as(t.app, client).put('/api/messages/nope/read')).statusCode).toBe(400);
  });

  it('shows each reader their side of the thread with participants', async () => {
    const { client, freelancer, conversationId } = await pair();
    await send(client, conversationId, 'Salaam! Are you free this week?');
    const res = await as(t.app, freelancer).get(`/api/messages/conversations/${conversationId}`);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.success).toBe(true);
    expect(body.messages[0]).toMatchObject({
      id: expect.any(String),
      sender: 'them',
      content: 'Salaam! Are you free this week?',
      timestamp: expect.any(String),
      read: false,
    });
    expect(body.conversation.participants).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ _id: client.id, firstName: 'Sana', lastName: 'Karim' }),
        expect.objectContaining({ _id: freelancer.id, firstName: 'Ali', lastName: 'Hunzai' }),
      ]),
    );
    expect(res.body).not.toMatch(/password|email/i);
    const mine = (await as(t.app, client).get(`/api/messages/conversations/${conversationId}`)).json();
    expect(mine.messages[0].sender).toBe('me');
  });

  it('counts unread messages per conversation and overall, and lists newest first', async () => {
    const { client, freelancer, conversationId } = await pair();
    await send(client, conversationId, 'one');
    await send(client, conversationId, 'two');
    const unread = (await as(t.app, freelancer).get('/api/messages/unread-count')).json();
    expect(unread).toMatchObject({ success: true, count: 2 });
    expect((await as(t.app, client).get('/api/messages/unread-count')).json().count).toBe(0);

    const other = await makeUser(t.app, { firstName: 'Zara', lastName: 'Baig' });
    const newer = await start(other, freelancer);
    await send(other, newer, 'Newer conversation');

    const list = (await as(t.app, freelancer).get('/api/messages/conversations')).json();
    expect(list.success).toBe(true);
    expect(list.conversations.map((c: { id: string }) => c.id)).toEqual([newer, conversationId]);
    expect(list.conversations[0]).toEqual({
      id: newer,
      user: { _id: other.id, name: 'Zara Baig', avatar: null, online: false },
      timestamp: expect.any(String),
      lastMessage: 'Newer conversation',
      unread: 1,
    });
    expect(list.conversations[1]).toMatchObject({ user: { name: 'Sana Karim' }, unread: 2 });
    expect((await as(t.app, freelancer).get('/api/messages/unread-count')).json().count).toBe(3);
  });

  it('lets only the recipient mark a message read, once', async () => {
    const { client, freelancer, conversationId } = await pair();
    const outsider = await makeUser(t.app);
    const messageId = (await send(client, conversationId, 'first')).json().data.id as string;
    await send(client, conversationId, 'second');
    expect((await as(t.app, client).put(`/api/messages/${messageId}/read`)).statusCode).toBe(403);
    expect((await as(t.app, outsider).put(`/api/messages/${messageId}/read`)).statusCode).toBe(404);
    expect((await as(t.app, null).put(`/api/messages/${messageId}/read`)).statusCode).toBe(401);
    const ok = await as(t.app, freelancer).put(`/api/messages/${messageId}/read`);
    expect(ok.statusCode).toBe(200);
    expect(ok.json().success).toBe(true);
    expect((await as(t.app, freelancer).put(`/api/messages/${messageId}/read`)).statusCode).toBe(200);
    const after = (await as(t.app, client).get(`/api/messages/conversations/${conversationId}`)).json();
    expect(after.messages[0].read).toBe(true);
    expect(after.messages[1].read).toBe(false);
    expect((await as(t.app, freelancer).get('/api/messages/unread-count')).json().count).toBe(1);
  });

  it('requires sign-in for every messaging call', async () => {
    const { conversationId } = await pair();
    for (const url of [
      '/api/messages/conversations',
      `/api/messages/conversations/${conversationId}`,
      '/api/messages/unread-count',
    ]) {
      expect((await as(t.app, null).get(url)).statusCode).toBe(401);
    }
    expect((await send(null, conversationId, 'x')).statusCode).toBe(401);
  });
});
