import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createUser, type TestContext, type TestUser } from '../../../test/helpers.ts';

describe('messaging over HTTP', () => {
  let t: TestContext;
  let client: TestUser;
  let freelancer: TestUser;
  let outsider: TestUser;
  let conversationId: string;

  const call = (user: TestUser | null, method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown) =>
    t.app.inject({
      method,
      url,
      ...(payload !== undefined ? { payload: payload as Record<string, unknown> } : {}),
      headers: user ? { cookie: user.cookie } : {},
    });
  const send = (user: TestUser, content: unknown, id = conversationId) =>
    call(user, 'POST', '/api/messages', { conversationId: id, content });

  beforeAll(async () => {
    t = await createTestApp();
    client = await createUser(t.app, { role: 'client', firstName: 'Sana', lastName: 'Karim' });
    freelancer = await createUser(t.app, { role: 'freelancer', firstName: 'Ali', lastName: 'Hunzai' });
    outsider = await createUser(t.app, { firstName: 'Eve', lastName: 'Outside' });
  });
  afterAll(() => t.close());

  it('starts one conversation per pair, whichever side starts it', async () => {
    const first = await call(client, 'POST', '/api/messages/conversations', { recipientId: freelancer.id });
    expect(first.statusCode).toBe(201);
    const body = first.json();
    expect(body.success).toBe(true);
    expect(typeof body.message).toBe('string');
    conversationId = body.conversation.id;
    expect(body.conversation.participants.map((p: { _id: string }) => p._id).sort()).toEqual(
      [client.id, freelancer.id].sort(),
    );
    const again = await call(client, 'POST', '/api/messages/conversations', { recipientId: freelancer.id });
    expect(again.statusCode).toBe(200);
    expect(again.json().conversation.id).toBe(conversationId);
    const reverse = await call(freelancer, 'POST', '/api/messages/conversations', { recipientId: client.id });
    expect(reverse.json().conversation.id).toBe(conversationId);
  });

  it('refuses a conversation with yourself (400), with nobody (404), and for guests (401)', async () => {
    const self = await call(client, 'POST', '/api/messages/conversations', { recipientId: client.id });
    expect(self.statusCode).toBe(400);
    expect(self.json()).toMatchObject({ success: false });
    const unknown = await call(client, 'POST', '/api/messages/conversations', {
      recipientId: '00000000-0000-4000-8000-000000000000',
    });
    expect(unknown.statusCode).toBe(404);
    const garbage = await call(client, 'POST', '/api/messages/conversations', { recipientId: 'nobody' });
    expect(garbage.statusCode).toBe(404);
    const missing = await call(client, 'POST', '/api/messages/conversations', {});
    expect(missing.statusCode).toBe(400);
    const guest = await call(null, 'POST', '/api/messages/conversations', { recipientId: freelancer.id });
    expect(guest.statusCode).toBe(401);
  });

  it('refuses blank, missing and over-long content with 400 and stores the text trimmed', async () => {
    for (const content of ['', '   \n\t ', undefined, 'x'.repeat(5001), 42]) {
      const res = await send(client, content);
      expect(res.statusCode, JSON.stringify(content)).toBe(400);
      expect(res.json().success).toBe(false);
    }
    const res = await send(client, '  Salaam! Are you free this week?  ');
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      success: true,
      message: 'Message sent',
      data: { sender: 'me', content: 'Salaam! Are you free this week?', read: false },
    });
    const max = await send(client, 'y'.repeat(5000));
    expect(max.statusCode).toBe(201);
  });

  it('never lets an outsider read or write the conversation', async () => {
    const read = await call(outsider, 'GET', `/api/messages/conversations/${conversationId}`);
    expect([403, 404]).toContain(read.statusCode);
    expect(read.json()).toEqual({ success: false, message: expect.any(String) });
    expect(read.body).not.toContain('Salaam');
    const write = await send(outsider, 'let me in');
    expect([403, 404]).toContain(write.statusCode);
    const list = (await call(outsider, 'GET', '/api/messages/conversations')).json();
    expect(list).toMatchObject({ success: true, conversations: [] });
    const thread = (await call(client, 'GET', `/api/messages/conversations/${conversationId}`)).json();
    expect(thread.messages.some((m: { content: string }) => m.content === 'let me in')).toBe(false);
  });

  it('answers 400 for a malformed id and 404 for an unknown conversation', async () => {
    expect((await call(client, 'GET', '/api/messages/conversations/not-a-uuid')).statusCode).toBe(400);
    const unknown = await call(
      client,
      'GET',
      '/api/messages/conversations/00000000-0000-4000-8000-000000000000',
    );
    expect(unknown.statusCode).toBe(404);
    expect((await send(client, 'hi', '00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await send(client, 'hi', 'nope')).statusCode).toBe(400);
    expect((await call(client, 'PUT', '/api/messages/nope/read')).statusCode).toBe(400);
  });

  it('shows each reader their side of the thread with participants', async () => {
    const res = await call(freelancer, 'GET', `/api/messages/conversations/${conversationId}`);
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
    const mine = (await call(client, 'GET', `/api/messages/conversations/${conversationId}`)).json();
    expect(mine.messages[0].sender).toBe('me');
  });

  it('counts unread messages per conversation and overall, and lists newest first', async () => {
    const unread = (await call(freelancer, 'GET', '/api/messages/unread-count')).json();
    expect(unread).toMatchObject({ success: true, count: 2 });
    expect((await call(client, 'GET', '/api/messages/unread-count')).json().count).toBe(0);

    const other = await createUser(t.app, { firstName: 'Zara', lastName: 'Baig' });
    const started = await call(other, 'POST', '/api/messages/conversations', { recipientId: freelancer.id });
    await send(other, 'Newer conversation', started.json().conversation.id);

    const list = (await call(freelancer, 'GET', '/api/messages/conversations')).json();
    expect(list.success).toBe(true);
    expect(list.conversations.map((c: { id: string }) => c.id)).toEqual([
      started.json().conversation.id,
      conversationId,
    ]);
    expect(list.conversations[0]).toEqual({
      id: started.json().conversation.id,
      user: { _id: other.id, name: 'Zara Baig', avatar: null, online: false },
      timestamp: expect.any(String),
      lastMessage: 'Newer conversation',
      unread: 1,
    });
    expect(list.conversations[1]).toMatchObject({ user: { name: 'Sana Karim' }, unread: 2 });
    expect((await call(freelancer, 'GET', '/api/messages/unread-count')).json().count).toBe(3);
  });

  it('lets only the recipient mark a message read, once', async () => {
    const thread = (await call(freelancer, 'GET', `/api/messages/conversations/${conversationId}`)).json();
    const messageId = thread.messages[0].id as string;
    expect((await call(client, 'PUT', `/api/messages/${messageId}/read`)).statusCode).toBe(403);
    expect((await call(outsider, 'PUT', `/api/messages/${messageId}/read`)).statusCode).toBe(404);
    expect((await call(null, 'PUT', `/api/messages/${messageId}/read`)).statusCode).toBe(401);
    const ok = await call(freelancer, 'PUT', `/api/messages/${messageId}/read`);
    expect(ok.statusCode).toBe(200);
    expect(ok.json().success).toBe(true);
    expect((await call(freelancer, 'PUT', `/api/messages/${messageId}/read`)).statusCode).toBe(200);
    const after = (await call(client, 'GET', `/api/messages/conversations/${conversationId}`)).json();
    expect(after.messages[0].read).toBe(true);
    expect(after.messages[1].read).toBe(false);
    expect((await call(freelancer, 'GET', '/api/messages/unread-count')).json().count).toBe(2);
  });

  it('requires sign-in for every messaging call', async () => {
    for (const [method, url] of [
      ['GET', '/api/messages/conversations'],
      ['GET', `/api/messages/conversations/${conversationId}`],
      ['GET', '/api/messages/unread-count'],
    ] as const) {
      expect((await call(null, method, url)).statusCode).toBe(401);
    }
    expect((await call(null, 'POST', '/api/messages', { conversationId, content: 'x' })).statusCode).toBe(
      401,
    );
  });
});
