import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NewMessageEvent } from '@kt/shared';
import { createTestApp, createUser, type TestContext, type TestUser } from '../../test/helpers.ts';
import { collect, connect, emitAck, sleep, type ClientSocket } from './test-client.ts';

describe('realtime messaging over Socket.IO', () => {
  let t: TestContext;
  let url: string;
  let client: TestUser;
  let freelancer: TestUser;
  let outsider: TestUser;
  let conversationId: string;
  const sockets: ClientSocket[] = [];
  const open = async (user?: TestUser, cookie = user?.cookie) => {
    const s = await connect(url, cookie);
    sockets.push(s);
    return s;
  };
  const inject = (user: TestUser, method: 'GET' | 'POST' | 'PUT', path: string, payload?: object) =>
    t.app.inject({ method, url: path, headers: { cookie: user.cookie }, ...(payload ? { payload } : {}) });

  beforeAll(async () => {
    t = await createTestApp();
    url = await t.app.listen({ port: 0, host: '127.0.0.1' });
    client = await createUser(t.app, { role: 'client' });
    freelancer = await createUser(t.app);
    outsider = await createUser(t.app);
    const res = await inject(client, 'POST', '/api/messages/conversations', { recipientId: freelancer.id });
    conversationId = res.json().conversation.id;
  });
  afterAll(async () => {
    for (const s of sockets) s.close();
    await t.close();
  });

  it('refuses a socket without a valid session', async () => {
    await expect(connect(url)).rejects.toThrow(/sign in/i);
    await expect(connect(url, 'kt_session=not-a-real-token')).rejects.toThrow(/sign in/i);
  });

  it('refuses a handshake from another site', async () => {
    const { io } = await import('socket.io-client');
    const s = io(url, {
      transports: ['websocket'],
      forceNew: true,
      reconnection: false,
      extraHeaders: { cookie: client.cookie, origin: 'https://evil.example' },
    });
    const outcome = await new Promise<string>((resolve) => {
      s.once('connect', () => resolve('connected'));
      s.once('connect_error', () => resolve('refused'));
    });
    s.close();
    expect(outcome).toBe('refused');
  });

  it('delivers new_message to both participants and never to an outsider, even after join', async () => {
    const mine = await open(client);
    const theirs = await open(freelancer);
    const spy = await open(outsider);
    // The outsider claims to be each participant; the server must not let it in their rooms.
    expect(await emitAck(spy, 'join', client.id)).toMatchObject({ success: false });
    expect(await emitAck(spy, 'join', { userId: freelancer.id })).toMatchObject({ success: false });
    spy.emit('join', freelancer.id);
    expect(await emitAck(mine, 'join', client.id)).toEqual({ success: true });

    const gotMine = collect(mine, 'new_message');
    const gotTheirs = collect(theirs, 'new_message');
    const gotSpy = collect(spy, 'new_message');
    const res = await inject(client, 'POST', '/api/messages', { conversationId, content: 'Over HTTP' });
    expect(res.statusCode).toBe(201);
    const [event] = await gotTheirs.waitFor(1);
    expect(event).toEqual({
      id: res.json().data.id,
      conversationId,
      senderId: client.id,
      content: 'Over HTTP',
      timestamp: expect.any(String),
    });
    await gotMine.waitFor(1);
    await sleep(300);
    expect(gotSpy.seen).toEqual([]);
  });

  it('stores send_message as the socket user whatever senderId says', async () => {
    const theirs = await open(freelancer);
    const got = collect(theirs, 'new_message');
    const mine = await open(client);
    const ack = await emitAck<{ success: boolean; data: NewMessageEvent }>(mine, 'send_message', {
      conversationId,
      senderId: freelancer.id, // a lie
      recipientId: outsider.id, // ignored too
      content: '  spoof attempt  ',
    });
    expect(ack.success).toBe(true);
    expect(ack.data.senderId).toBe(client.id);
    const [event] = await got.waitFor(1);
    expect(event).toMatchObject({ senderId: client.id, content: 'spoof attempt', conversationId });
    const thread = (await inject(freelancer, 'GET', `/api/messages/conversations/${conversationId}`)).json();
    const stored = thread.messages.find((m: { id: string }) => m.id === ack.data.id);
    expect(stored).toMatchObject({ sender: 'them', content: 'spoof attempt' });
  });

  it('refuses send_message from an outsider and invalid payloads', async () => {
    const spy = await open(outsider);
    const listener = collect(await open(freelancer), 'new_message');
    const denied = await emitAck(spy, 'send_message', {
      conversationId,
      senderId: client.id,
      content: 'let me in',
    });
    expect(denied).toEqual({ success: false, message: expect.any(String) });
    for (const bad of [
      { conversationId, content: '   ' },
      { conversationId: 'nope', content: 'hi' },
      { content: 'hi' },
      'just a string',
      null,
    ]) {
      expect(await emitAck(spy, 'send_message', bad)).toMatchObject({ success: false });
    }
    await sleep(200);
    expect(listener.seen).toEqual([]);
  });

  it('sends message_read to the sender when the recipient reads', async () => {
    const mine = await open(client);
    const reads = collect(mine, 'message_read');
    const sent = await inject(client, 'POST', '/api/messages', { conversationId, content: 'read me' });
    const id = sent.json().data.id;
    expect((await inject(freelancer, 'PUT', `/api/messages/${id}/read`)).statusCode).toBe(200);
    const [event] = await reads.waitFor(1);
    expect(event).toMatchObject({ id, messageId: id, conversationId, readerId: freelancer.id });
  });

  it('shows a user online while any of their sockets is connected, and tells partners', async () => {
    for (const s of sockets.splice(0)) s.close();
    await sleep(200);
    const watcher = await open(client);
    const presence = collect(watcher, 'presence');
    const list = async () =>
      (await inject(client, 'GET', '/api/messages/conversations')).json().conversations[0].user.online;
    expect(await list()).toBe(false);
    const a = await open(freelancer);
    const b = await open(freelancer);
    await presence.waitFor(1);
    expect(presence.seen[0]).toEqual({ userId: freelancer.id, online: true });
    expect(await list()).toBe(true);
    a.close();
    await sleep(200);
    expect(await list()).toBe(true);
    b.close();
    await presence.waitFor(2);
    expect(presence.seen[1]).toEqual({ userId: freelancer.id, online: false });
    expect(await list()).toBe(false);
  });

  it('recovers a dropped connection with the messages sent meanwhile', async () => {
    const { io } = await import('socket.io-client');
    const s = io(url, {
      transports: ['websocket'],
      forceNew: true,
      reconnectionDelay: 100,
      reconnectionDelayMax: 200,
      extraHeaders: { cookie: freelancer.cookie },
    });
    const got = collect(s as ClientSocket, 'new_message');
    await new Promise<void>((r) => s.once('connect', () => r()));
    await inject(client, 'POST', '/api/messages', { conversationId, content: 'before the drop' });
    await got.waitFor(1);
    const dropped = new Promise((r) => s.once('disconnect', r));
    s.io.engine.close(); // the link drops without a goodbye
    await dropped;
    await inject(client, 'POST', '/api/messages', { conversationId, content: 'while away' });
    await new Promise<void>((r) => s.once('connect', () => r()));
    expect(s.recovered).toBe(true);
    await got.waitFor(2);
    expect(got.seen.map((m) => m.content)).toEqual(['before the drop', 'while away']);
    s.close();
  });

  it('throttles a flood of events from one socket', async () => {
    const s = await open(outsider);
    const acks = await Promise.all(
      Array.from({ length: 60 }, () =>
        emitAck<{ success: boolean; message?: string }>(s, 'join', outsider.id),
      ),
    );
    const refused = acks.filter((a) => !a.success);
    expect(refused.length).toBeGreaterThan(30);
    expect(refused[0]!.message).toMatch(/slow down/i);
  });

  it("disconnects a session's sockets as soon as it signs out, and only that session's", async () => {
    const user = await createUser(t.app);
    const second = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: user.email, password: user.password },
    });
    const otherCookie = `kt_session=${second.cookies.find((c) => c.name === 'kt_session')!.value}`;
    const signedOut = await open(user);
    const stillIn = await open(user, otherCookie);
    const gone = new Promise<void>((resolve) => signedOut.once('disconnect', () => resolve()));
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { cookie: user.cookie },
    });
    expect(res.statusCode).toBe(200);
    await Promise.race([
      gone,
      sleep(1000).then(() => Promise.reject(new Error('still connected after 1 s'))),
    ]);
    expect(stillIn.connected).toBe(true);
  });

  it('acts on nothing a socket sends once its session has ended, even before the disconnect lands', async () => {
    const user = await createUser(t.app);
    const res = await inject(user, 'POST', '/api/messages/conversations', { recipientId: client.id });
    const ownConversation = res.json().conversation.id;
    const s = await open(user);
    const gone = new Promise<void>((resolve) => s.once('disconnect', () => resolve()));
    // The outbox is held, so the disconnect that ending a session records is not delivered.
    await t.app.outbox.stop();
    try {
      const out = await inject(user, 'POST', '/api/auth/logout');
      expect(out.statusCode).toBe(200);
      expect(s.connected).toBe(true);
      const ack = await emitAck<{ success: boolean; message?: string }>(s, 'send_message', {
        conversationId: ownConversation,
        content: 'Sent after signing out',
      });
      expect(ack).toEqual({ success: false, message: 'Please sign in to continue' });
      await Promise.race([gone, sleep(1000).then(() => Promise.reject(new Error('still connected')))]);
    } finally {
      await t.app.outbox.start();
    }
    const messages = await inject(client, 'GET', `/api/messages/conversations/${ownConversation}`);
    expect(messages.statusCode).toBe(200);
    expect(JSON.stringify(messages.json())).not.toContain('Sent after signing out');
  });
});
