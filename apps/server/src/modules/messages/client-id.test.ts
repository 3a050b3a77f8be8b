import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import type { NewMessageEvent } from '@kt/shared';
import { messages } from '../../db/schema.ts';
import { as, createTestApp, type TestContext, type TestUser } from '../../../test/helpers.ts';
import { makeUser } from '../../../test/factories.ts';
import { collect, connect, emitAck, sleep, type ClientSocket } from '../../realtime/test-client.ts';

type Ack = { success: true; data: NewMessageEvent } | { success: false; message: string };

/** Issue 19: a message written offline is sent again when the link returns, with the same clientId. */
describe('sending a message with a clientId', () => {
  let t: TestContext;
  let url: string;
  const sockets: ClientSocket[] = [];

  beforeAll(async () => {
    t = await createTestApp();
    url = await t.app.listen({ port: 0, host: '127.0.0.1' });
    // Test-only: a copy of every `message.sent` outbox event (each may become an e-mail), kept
    // after the dispatcher has delivered and deleted the event.
    for (const statement of [
      sql`create table test_message_sent (conversation_id text not null)`,
      sql.raw(`create function test_message_sent() returns trigger language plpgsql as $$
        begin
          if new.topic = 'message.sent' then
            insert into test_message_sent values (new.payload->>'conversationId');
          end if;
          return new;
        end $$`),
      sql`create trigger test_message_sent after insert on outbox for each row execute function test_message_sent()`,
    ])
      await t.app.db.execute(statement);
  });
  afterAll(async () => {
    for (const s of sockets) s.close();
    await t.close();
  });

  const open = async (user: TestUser) => {
    const s = await connect(url, user.cookie);
    sockets.push(s);
    return s;
  };
  /** A client and a freelancer with a conversation and a socket each, listening for new_message. */
  const pair = async () => {
    const client = await makeUser(t.app, { role: 'client' });
    const freelancer = await makeUser(t.app);
    const res = await as(t.app, client).post('/api/messages/conversations', { recipientId: freelancer.id });
    const conversationId: string = res.json().conversation.id;
    const clientSocket = await open(client);
    const freelancerSocket = await open(freelancer);
    return {
      client,
      freelancer,
      conversationId,
      clientSocket,
      freelancerSocket,
      toClient: collect(clientSocket, 'new_message'),
      toFreelancer: collect(freelancerSocket, 'new_message'),
    };
  };
  const post = (user: TestUser, body: Record<string, unknown>) => as(t.app, user).post('/api/messages', body);
  const stored = (conversationId: string) =>
    t.app.db.select().from(messages).where(eq(messages.conversationId, conversationId));
  /**
   * Sends a plain message and waits until it reached both sockets: every broadcast recorded before
   * it has been delivered by then (the outbox delivers in order), so the counts are final.
   */
  const settle = async (p: Awaited<ReturnType<typeof pair>>) => {
    const freelancerBefore = p.toFreelancer.seen.length;
    const clientBefore = p.toClient.seen.length;
    const res = await post(p.freelancer, { conversationId: p.conversationId, content: 'sentinel' });
    expect(res.statusCode).toBe(201);
    await p.toFreelancer.waitFor(freelancerBefore + 1);
    await p.toClient.waitFor(clientBefore + 1);
    await sleep(100);
    const real = (seen: NewMessageEvent[]) => seen.filter((e) => e.content !== 'sentinel');
    return { toClient: real(p.toClient.seen), toFreelancer: real(p.toFreelancer.seen) };
  };
  /** How many `message.sent` events the conversation's messages recorded. */
  const sentFor = async (conversationId: string) => {
    const result = await t.app.db.execute<{ n: number }>(
      sql`select count(*)::int as n from test_message_sent where conversation_id = ${conversationId}`,
    );
    return Number(result.rows[0]!.n);
  };

  it('stores one message for the same clientId posted twice over HTTP, and broadcasts it once', async () => {
    const p = await pair();
    const clientId = randomUUID();
    const body = { conversationId: p.conversationId, content: '  Salaam, the draft is ready  ', clientId };
    const first = await post(p.client, body);
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({
      success: true,
      message: 'Message sent',
      data: { sender: 'me', content: 'Salaam, the draft is ready', read: false, clientId },
    });
    const again = await post(p.client, body);
    expect(again.statusCode).toBe(201);
    expect(again.json()).toEqual(first.json());

    const rows = await stored(p.conversationId);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.clientId).toBe(clientId);
    const seen = await settle(p);
    expect(seen.toFreelancer).toEqual([{ ...first.json().data, sender: undefined, read: undefined }]);
    expect(seen.toClient).toHaveLength(1);
    expect(await sentFor(p.conversationId)).toBe(2); // the message and the sentinel: no second e-mail trigger

    const thread = await as(t.app, p.client).get(`/api/messages/conversations/${p.conversationId}`);
    const mine = thread.json().messages.filter((m: { content: string }) => m.content !== 'sentinel');
    expect(mine).toEqual([first.json().data]);
  });

  it('acknowledges the same clientId twice over the socket with the stored message, broadcasting once', async () => {
    const p = await pair();
    const clientId = randomUUID();
    const payload = {
      conversationId: p.conversationId,
      content: 'Written on the Karakoram Highway',
      clientId,
    };
    const first = await emitAck<Ack>(p.clientSocket, 'send_message', payload);
    expect(first).toEqual({
      success: true,
      data: {
        id: expect.any(String),
        conversationId: p.conversationId,
        senderId: p.client.id,
        content: 'Written on the Karakoram Highway',
        timestamp: expect.any(String),
        clientId,
      },
    });
    const again = await emitAck<Ack>(p.clientSocket, 'send_message', payload);
    expect(again).toEqual(first);
    // The same clientId over HTTP afterwards (a reload while offline re-sends by the other route).
    const overHttp = await post(p.client, payload);
    expect(overHttp.statusCode).toBe(201);
    expect(overHttp.json().data).toMatchObject(first.success ? first.data : {});

    expect(await stored(p.conversationId)).toHaveLength(1);
    const seen = await settle(p);
    expect(seen.toFreelancer).toEqual([first.success && first.data]);
    expect(seen.toClient).toHaveLength(1);
    expect(await sentFor(p.conversationId)).toBe(2);
  });

  it('stores one message when the same clientId arrives at once over HTTP and the socket', async () => {
    const p = await pair();
    const clientId = randomUUID();
    const payload = { conversationId: p.conversationId, content: 'Sent as the link came back', clientId };
    const second = await open(p.client); // the same user in another tab
    const [a, b, c, d, e, f] = await Promise.all([
      post(p.client, payload),
      post(p.client, payload),
      post(p.client, payload),
      emitAck<Ack>(p.clientSocket, 'send_message', payload),
      emitAck<Ack>(p.clientSocket, 'send_message', payload),
      emitAck<Ack>(second, 'send_message', payload),
    ]);
    const ids = new Set<string>();
    for (const r of [a, b, c]) {
      expect(r!.statusCode, r!.body).toBe(201);
      ids.add(r!.json().data.id);
    }
    for (const ack of [d, e, f] as Ack[]) {
      expect(ack.success, JSON.stringify(ack)).toBe(true);
      if (ack.success) ids.add(ack.data.id);
    }
    expect(ids.size).toBe(1);
    expect(await stored(p.conversationId)).toHaveLength(1);
    const seen = await settle(p);
    expect(seen.toFreelancer).toHaveLength(1);
    expect(seen.toFreelancer[0]).toMatchObject({ id: [...ids][0], clientId });
    expect(seen.toClient).toHaveLength(1);
    expect(await sentFor(p.conversationId)).toBe(2);
  });

  it('answers 409 for the same clientId with other text or in another conversation', async () => {
    const p = await pair();
    const other = await makeUser(t.app);
    const res = await as(t.app, p.client).post('/api/messages/conversations', { recipientId: other.id });
    const otherConversation: string = res.json().conversation.id;
    const clientId = randomUUID();
    expect(
      (await post(p.client, { conversationId: p.conversationId, content: 'First', clientId })).statusCode,
    ).toBe(201);
    const changed = await post(p.client, { conversationId: p.conversationId, content: 'Second', clientId });
    expect(changed.statusCode).toBe(409);
    expect(changed.json()).toEqual({
      success: false,
      message: 'This clientId was already used for a different message',
    });
    const elsewhere = await post(p.client, { conversationId: otherConversation, content: 'First', clientId });
    expect(elsewhere.statusCode).toBe(409);
    const overSocket = await emitAck<Ack>(p.clientSocket, 'send_message', {
      conversationId: p.conversationId,
      content: 'Third',
      clientId,
    });
    expect(overSocket).toEqual({
      success: false,
      message: 'This clientId was already used for a different message',
    });
    expect(await stored(p.conversationId)).toHaveLength(1);
    expect(await stored(otherConversation)).toHaveLength(0);
  });

  it('keeps clientIds per sender and refuses a malformed one with 400', async () => {
    const p = await pair();
    const clientId = randomUUID();
    const mine = await post(p.client, { conversationId: p.conversationId, content: 'Mine', clientId });
    const theirs = await post(p.freelancer, {
      conversationId: p.conversationId,
      content: 'Theirs',
      clientId,
    });
    expect(mine.statusCode).toBe(201);
    expect(theirs.statusCode).toBe(201);
    expect(theirs.json().data.id).not.toBe(mine.json().data.id);
    for (const bad of ['not-a-uuid', 42, '', null]) {
      const res = await post(p.client, { conversationId: p.conversationId, content: 'Hi', clientId: bad });
      expect(res.statusCode, JSON.stringify(bad)).toBe(400);
      expect(res.json()).toMatchObject({
        success: false,
        message: expect.stringContaining('clientId must be a UUID'),
      });
      const ack = await emitAck<Ack>(p.clientSocket, 'send_message', {
        conversationId: p.conversationId,
        content: 'Hi',
        clientId: bad,
      });
      expect(ack).toEqual({ success: false, message: 'clientId must be a UUID' });
    }
    expect(await stored(p.conversationId)).toHaveLength(2);
  });

  it('never lets an outsider learn of or use a conversation through a clientId', async () => {
    const p = await pair();
    const outsider = await makeUser(t.app);
    const clientId = randomUUID();
    const res = await post(outsider, { conversationId: p.conversationId, content: 'let me in', clientId });
    expect([403, 404]).toContain(res.statusCode);
    expect(
      await t.app.db
        .select()
        .from(messages)
        .where(and(eq(messages.senderId, outsider.id), eq(messages.clientId, clientId))),
    ).toEqual([]);
  });

  it('without a clientId every send is a new message with no clientId, as before', async () => {
    const p = await pair();
    const body = { conversationId: p.conversationId, content: 'Same words twice' };
    const one = await post(p.client, body);
    const two = await post(p.client, body);
    expect(one.json().data.id).not.toBe(two.json().data.id);
    expect(one.json().data).not.toHaveProperty('clientId');
    const ack = await emitAck<Ack>(p.clientSocket, 'send_message', body);
    expect(ack.success && Object.keys(ack.data).sort()).toEqual([
      'content',
      'conversationId',
      'id',
      'senderId',
      'timestamp',
    ]);
    expect(await stored(p.conversationId)).toHaveLength(3);
    const seen = await settle(p);
    expect(seen.toFreelancer).toHaveLength(3);
    expect(seen.toFreelancer[0]).not.toHaveProperty('clientId');
  });
});
