import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, sql } from 'drizzle-orm';
import pino from 'pino';
import { buildApp } from '../app.ts';
import { outbox } from '../db/schema.ts';
import { createTestApp, type TestContext } from '../../test/helpers.ts';
import { makeUser } from '../../test/factories.ts';
import { collect, connect, sleep } from '../realtime/test-client.ts';
import { emitAfterCommit } from '../realtime/emit.ts';
import { backoffSeconds, createDispatcher } from './dispatcher.ts';
import { recordEvent } from './record.ts';

declare module './topics.ts' {
  interface OutboxTopics {
    'test.noted': { n: number };
    'test.flaky': { n: number };
    'test.restarted': { n: number };
  }
}

const log = pino({ level: 'silent' });
const presence = (userId: string) => ({ userId, online: true });
const waiting = async (t: TestContext) => Number((await t.app.db.select({ n: count() }).from(outbox))[0]!.n);

describe('events after commit (transactional outbox)', () => {
  let t: TestContext;
  let url: string;
  beforeAll(async () => {
    t = await createTestApp();
    url = await t.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(() => t.close());

  it('emits a socket event once its transaction commits, and nothing for one that rolls back', async () => {
    const user = await makeUser(t.app);
    const socket = await connect(url, user.cookie);
    const seen = collect(socket, 'presence');
    try {
      await expect(
        t.app.db.transaction(async (tx) => {
          await emitAfterCommit(tx, [user.id], 'presence', presence('rolled-back'));
          throw new Error('the change failed');
        }),
      ).rejects.toThrow('the change failed');
      await t.app.db.transaction(async (tx) => {
        await emitAfterCommit(tx, [user.id], 'presence', presence('committed'));
        await sleep(200);
        expect(seen.seen).toEqual([]); // not before the commit
      });
      await seen.waitFor(1);
      await t.app.outbox.drain();
      await sleep(100);
      expect(seen.seen.map((p) => p.userId)).toEqual(['committed']);
      expect(await waiting(t)).toBe(0);
    } finally {
      socket.close();
    }
  });

  it('delivers an event written before a crash when the server starts again', async () => {
    // A node that committed the event and died before delivering it: nothing dispatches now.
    await t.app.outbox.stop();
    await recordEvent(t.app.db, 'test.restarted', { n: 42 });
    await t.app.close();
    expect(await waiting(t)).toBe(1);

    const restarted = await buildApp(t.config, t.database, { logger: false });
    t.app = restarted;
    const delivered: number[] = [];
    restarted.outbox.on('test.restarted', ({ n }) => void delivered.push(n));
    await restarted.ready(); // starting delivers what is waiting, without being asked
    for (let i = 0; i < 50 && delivered.length === 0; i++) await sleep(20);
    expect(delivered).toEqual([42]);
    await restarted.outbox.drain();
    expect(await waiting(t)).toBe(0);
    url = await restarted.listen({ port: 0, host: '127.0.0.1' });
  });

  it('with two dispatchers on one database, delivers each event exactly once', async () => {
    const delivered: number[] = [];
    const nodes = [0, 1].map(() => createDispatcher(t.database, log, { batchSize: 7 }));
    for (const node of nodes) node.on('test.noted', ({ n }) => void delivered.push(n));
    await Promise.all(nodes.map((n) => n.start()));
    try {
      const events = Array.from({ length: 60 }, (_, n) => ({ topic: 'test.noted' as const, payload: { n } }));
      await Promise.all(events.map((e) => recordEvent(t.app.db, e.topic, e.payload)));
      await Promise.all(nodes.map((n) => n.drain()));
      await sleep(200);
      await Promise.all(nodes.map((n) => n.drain()));
      expect(delivered.sort((a, b) => a - b)).toEqual(events.map((e) => e.payload.n));
    } finally {
      await Promise.all(nodes.map((n) => n.stop()));
    }
  });

  it('retries a failing handler with back-off, keeping the event until it succeeds', async () => {
    let calls = 0;
    const node = createDispatcher(t.database, log);
    node.on('test.flaky', () => {
      calls += 1;
      if (calls === 1) throw new Error('mail server down');
    });
    await node.start();
    try {
      await recordEvent(t.app.db, 'test.flaky', { n: 1 });
      await node.drain();
      expect(calls).toBe(1);
      const [row] = await t.app.db
        .select()
        .from(outbox)
        .where(sql`topic = 'test.flaky'`);
      expect(row).toMatchObject({ attempts: 1, lastError: 'mail server down' });
      expect(row!.lockedUntil!.getTime()).toBeGreaterThan(Date.now());
      // Due again: make it so rather than wait out the back-off.
      await t.app.db.execute(
        sql`update ${outbox} set locked_until = now() - interval '1 second' where topic = 'test.flaky'`,
      );
      await node.drain();
      expect(calls).toBe(2);
      expect(
        await t.app.db
          .select()
          .from(outbox)
          .where(sql`topic = 'test.flaky'`),
      ).toEqual([]);
    } finally {
      await node.stop();
    }
  });

  it('backs off 2, 4, 8 seconds… up to five minutes', () => {
    expect([1, 2, 3, 8, 9, 20].map(backoffSeconds)).toEqual([2, 4, 8, 256, 300, 300]);
  });
});
