import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { buildApp, type App } from '../app.ts';
import { loadConfig } from '../config.ts';
import { openDatabase, type Database } from '../db/client.ts';
import { withDatabase } from '../../test/global-setup.ts';
import { createUser, type TestUser } from '../../test/helpers.ts';
import { collect, connect, sleep, type ClientSocket } from './test-client.ts';
import { PDF, jobFields, postJob } from '../modules/jobs/test-fixtures.ts';

const dbUrl = process.env.TEST_DATABASE_URL;
const redisUrl = process.env.TEST_REDIS_URL;

/** Two app nodes sharing one PostgreSQL database and one Redis: they must behave as one. */
describe.skipIf(!dbUrl || !redisUrl)('two server nodes on one PostgreSQL and one Redis', () => {
  const name = `kt_cluster_${randomBytes(6).toString('hex')}`;
  const nodes: { app: App; database: Database; url: string; dataDir: string }[] = [];
  const sockets: ClientSocket[] = [];
  let client: TestUser;
  let freelancer: TestUser;
  let outsider: TestUser;
  let conversationId: string;

  const admin = async (sql: string) => {
    const c = new pg.Client({ connectionString: dbUrl });
    await c.connect();
    try {
      await c.query(sql);
    } finally {
      await c.end();
    }
  };

  beforeAll(async () => {
    const template = inject('dbDriver') === 'pg' ? inject('pgTemplate') : undefined;
    await admin(`CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`);
    for (let i = 0; i < 2; i++) {
      const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kt-node-'));
      const config = loadConfig({
        NODE_ENV: 'test',
        LOG_LEVEL: 'silent',
        DATA_DIR: dataDir,
        DATABASE_URL: withDatabase(dbUrl!, name),
        REDIS_URL: redisUrl,
        // Uploads on every node (issue 20): no shared folder, the files live in the database.
        UPLOADS_STORE: 'database',
      });
      const database = await openDatabase({ driver: 'pg', url: config.databaseUrl! });
      if (!template && i === 0) await database.migrate();
      const app = await buildApp(config, database, { logger: false });
      const url = await app.listen({ port: 0, host: '127.0.0.1' });
      nodes.push({ app, database, url, dataDir });
    }
    const [a] = nodes;
    client = await createUser(a!.app, { role: 'client' });
    freelancer = await createUser(a!.app);
    outsider = await createUser(a!.app);
    const res = await a!.app.inject({
      method: 'POST',
      url: '/api/messages/conversations',
      headers: { cookie: client.cookie },
      payload: { recipientId: freelancer.id },
    });
    conversationId = res.json().conversation.id;
  });

  afterAll(async () => {
    for (const s of sockets) s.close();
    for (const n of nodes) {
      await n.app.close();
      await n.database.close();
      fs.rmSync(n.dataDir, { recursive: true, force: true });
    }
    await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  });

  const open = async (node: number, user: TestUser) => {
    const s = await connect(nodes[node]!.url, user.cookie);
    sockets.push(s);
    return s;
  };

  it('delivers a message posted on one node to a socket on the other, and not to an outsider', async () => {
    const onB = collect(await open(1, freelancer), 'new_message');
    const spy = await open(1, outsider);
    spy.emit('join', freelancer.id);
    const spied = collect(spy, 'new_message');
    await sleep(300); // the adapter's stream readers start
    const res = await nodes[0]!.app.inject({
      method: 'POST',
      url: '/api/messages',
      headers: { cookie: client.cookie },
      payload: { conversationId, content: 'From node A' },
    });
    expect(res.statusCode).toBe(201);
    const [event] = await onB.waitFor(1, 10_000);
    expect(event).toMatchObject({ id: res.json().data.id, content: 'From node A', senderId: client.id });
    await sleep(300);
    expect(spied.seen).toEqual([]);
  });

  it('carries send_message and read receipts the other way', async () => {
    const onA = collect(await open(0, client), 'new_message');
    const readsOnA = collect(sockets.at(-1)!, 'message_read');
    const b = await open(1, freelancer);
    await sleep(300);
    b.emit('send_message', {
      conversationId,
      senderId: client.id,
      content: 'From node B',
      recipientId: client.id,
    });
    const [event] = await onA.waitFor(1, 10_000);
    expect(event).toMatchObject({ content: 'From node B', senderId: freelancer.id });

    const sent = await nodes[0]!.app.inject({
      method: 'POST',
      url: '/api/messages',
      headers: { cookie: client.cookie },
      payload: { conversationId, content: 'Read me on B' },
    });
    const read = await nodes[1]!.app.inject({
      method: 'PUT',
      url: `/api/messages/${sent.json().data.id}/read`,
      headers: { cookie: freelancer.cookie },
    });
    expect(read.statusCode).toBe(200);
    const [receipt] = await readsOnA.waitFor(1, 10_000);
    expect(receipt).toMatchObject({ messageId: sent.json().data.id, readerId: freelancer.id });
  });

  it('shares presence: a socket on one node shows the user online on the other', async () => {
    for (const s of sockets.splice(0)) s.close();
    await sleep(300);
    const online = async (node: number) =>
      (
        await nodes[node]!.app.inject({
          url: '/api/messages/conversations',
          headers: { cookie: client.cookie },
        })
      ).json().conversations[0].user.online;
    expect(await online(0)).toBe(false);
    const s = await open(1, freelancer);
    await sleep(100);
    expect(await online(0)).toBe(true);
    s.close();
    await sleep(300);
    expect(await online(0)).toBe(false);
  });

  it("signing out on one node disconnects that session's sockets on the other within a second", async () => {
    const user = await createUser(nodes[0]!.app);
    const other = await createUser(nodes[0]!.app);
    const s = await open(1, user);
    const keep = await open(1, other);
    const gone = new Promise<number>((resolve) => s.once('disconnect', () => resolve(Date.now())));
    await sleep(300);
    const out = await nodes[0]!.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { cookie: user.cookie },
    });
    const loggedOutAt = Date.now();
    expect(out.statusCode).toBe(200);
    const at = await Promise.race([gone, sleep(3000).then(() => Number.POSITIVE_INFINITY)]);
    expect(at - loggedOutAt).toBeLessThan(1000);
    expect(keep.connected).toBe(true);
    // The ended session cannot come back.
    await expect(connect(nodes[1]!.url, user.cookie)).rejects.toThrow();
  });

  it('serves a file uploaded through one node from the other (UPLOADS_STORE=database)', async () => {
    const content = Buffer.concat([PDF.subarray(0, -6), randomBytes(2048), Buffer.from('\n%%EOF\n')]);
    const posted = await postJob(nodes[0]!.app, client, jobFields(), [
      { field: 'attachments', filename: 'brief.pdf', content, type: 'application/pdf' },
    ]);
    expect(posted.statusCode, posted.body).toBe(201);
    const [attachment] = posted.json().job.attachments;
    // Over real HTTP, from node B, whose data folder never saw the file.
    expect(fs.readdirSync(nodes[1]!.dataDir)).not.toContain('uploads');
    const res = await fetch(new URL(attachment.path, nodes[1]!.url));
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(Buffer.from(await res.arrayBuffer()).equals(content)).toBe(true);
  });
});
