/** The embedded database on its own thread: the same behaviour as PGlite, without blocking this thread. */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../src/db/client.ts';
import { pgErrorCode } from '../src/lib/errors.ts';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kt-thread-'));
let database: Database;

beforeAll(async () => {
  database = await openDatabase({ driver: 'pglite', dataDir });
  await database.migrate();
  await database.executeSql('create table kv (k text primary key, v int not null)');
}, 120_000);
afterAll(async () => {
  await database?.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('PGlite on a worker thread', () => {
  it('runs in a thread of its own: this thread keeps ticking while a long query runs', async () => {
    expect(database.pglite).toBeUndefined(); // nothing of PGlite lives on this thread
    let ticks = 0;
    const timer = setInterval(() => ticks++, 5);
    const started = Date.now();
    const r = await database.executeSql('select sum(g)::text as s from generate_series(1, 3000000) g');
    const took = Date.now() - started;
    clearInterval(timer);
    expect((r.rows[0] as { s: string }).s).toBe('4500001500000');
    // Had the query run on this thread, not one tick could have fired until it returned.
    expect(took).toBeGreaterThan(50);
    expect(ticks).toBeGreaterThanOrEqual(3);
  });

  it('keeps drizzle working: typed rows, dates as Date, numbers as numbers', async () => {
    const [row] = (await database.db.execute(sql`select now() as at, 2 + 2 as four, 'x' as s`)).rows as {
      at: string;
      four: number;
      s: string;
    }[];
    expect(row!.four).toBe(4);
    expect(row!.s).toBe('x');
    expect(Number.isNaN(Date.parse(String(row!.at)))).toBe(false);
  });

  it('a transaction holds the database: a statement from outside waits for its commit', async () => {
    const order: string[] = [];
    let outside: Promise<unknown> | undefined;
    await database.db.transaction(async (tx) => {
      await tx.execute(sql`insert into kv values ('a', 1)`);
      outside = database.executeSql("select v from kv where k = 'a'").then((r) => {
        order.push(`outside saw ${(r.rows[0] as { v: number } | undefined)?.v}`);
      });
      await new Promise((r) => setTimeout(r, 50));
      await tx.execute(sql`update kv set v = 2 where k = 'a'`);
      order.push('commit');
    });
    await outside;
    expect(order).toEqual(['commit', 'outside saw 2']);
  });

  it('rolls back a transaction that throws, and a nested one to its savepoint', async () => {
    await expect(
      database.db.transaction(async (tx) => {
        await tx.execute(sql`insert into kv values ('b', 1)`);
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    await database.db.transaction(async (tx) => {
      await tx.execute(sql`insert into kv values ('c', 1)`);
      await tx
        .transaction(async (inner) => {
          await inner.execute(sql`insert into kv values ('d', 1)`);
          throw new Error('inner only');
        })
        .catch(() => {});
    });
    const r = await database.executeSql("select k from kv where k in ('b', 'c', 'd') order by k");
    expect(r.rows).toEqual([{ k: 'c' }]);
  });

  it("carries PostgreSQL's error code across the thread (what turns a duplicate into a 409)", async () => {
    const err = await database.executeSql("insert into kv values ('a', 9)", []).catch((e: unknown) => e);
    expect(pgErrorCode(err)).toBe('23505');
    const viaDrizzle = await database.db
      .execute(sql`insert into kv values ('a', 9)`)
      .catch((e: unknown) => e);
    expect(pgErrorCode(viaDrizzle)).toBe('23505');
    // The database is still usable afterwards.
    expect((await database.executeSql('select 1 as one', [])).rows).toEqual([{ one: 1 }]);
  });

  it('delivers NOTIFY to listeners on this thread, at commit', async () => {
    let heard = 0;
    const stop = await database.listen('kt_thread_test', () => heard++);
    await database.db.transaction(async (tx) => {
      await tx.execute(sql`select pg_notify('kt_thread_test', '')`);
      await new Promise((r) => setTimeout(r, 30));
      expect(heard).toBe(0);
    });
    for (let i = 0; i < 40 && heard === 0; i++) await new Promise((r) => setTimeout(r, 25));
    expect(heard).toBe(1);
    await stop();
  });
});
