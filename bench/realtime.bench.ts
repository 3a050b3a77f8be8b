/**
 * Realtime messaging: SOCKETS connected sockets (two per user, one conversation per pair of users),
 * then MESSAGES `send_message` events; the figure is the time from the sender's emit to the
 * recipient's `new_message`, both measured on the clients' clock. The server (in-memory PGlite, the
 * embedded default, in process) listens on an ephemeral port; the clients run in a worker thread so
 * they do not share the server's event loop. Bounded: it gives up after DEADLINE_MS.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { openDatabase } from '../apps/server/src/db/client.ts';
import { conversationParticipants, conversations, sessions, users } from '../apps/server/src/db/schema.ts';
import { SESSION_COOKIE, SESSION_TTL_MS, hashToken } from '../apps/server/src/modules/auth/sessions.ts';
import { pairKey } from '../apps/server/src/modules/messages/service.ts';
import type { BenchResult } from './run.ts';

const USERS = 500;
const SOCKETS_PER_USER = 2;
const SOCKETS = USERS * SOCKETS_PER_USER;
const MESSAGES = 1500;
/** Messages per second offered, spread over every sender (each far under its socket's budget). */
const RATE = 100;
const DEADLINE_MS = 100_000;

type BenchUser = { id: string; cookie: string; peer: string; conversationId: string };
type WorkerResult = {
  connectMs: number;
  connected: number;
  latencies: number[];
  lost: number;
  sendSeconds: number;
  errors: string[];
};

/** Users, their sessions and one conversation per pair, inserted directly (no password hashing). */
async function seed(app: Awaited<ReturnType<typeof buildApp>>): Promise<BenchUser[]> {
  const rows = await app.db
    .insert(users)
    .values(
      Array.from({ length: USERS }, (_, i) => ({
        email: `bench.rt.${i}.${randomBytes(3).toString('hex')}@example.test`,
        firstName: 'Bench',
        lastName: `User ${i}`,
        role: i % 2 === 0 ? ('client' as const) : ('freelancer' as const),
      })),
    )
    .returning({ id: users.id });
  const tokens = rows.map(() => randomBytes(32).toString('base64url'));
  await app.db.insert(sessions).values(
    rows.map((u, i) => ({
      userId: u.id,
      tokenHash: hashToken(tokens[i]!),
      expiresAt: new Date(Date.now() + SESSION_TTL_MS),
    })),
  );
  const pairs = Array.from({ length: USERS / 2 }, (_, k) => [rows[2 * k]!.id, rows[2 * k + 1]!.id] as const);
  const convs = await app.db
    .insert(conversations)
    .values(pairs.map(([a, b]) => ({ pairKey: pairKey(a, b) })))
    .returning({ id: conversations.id });
  await app.db.insert(conversationParticipants).values(
    pairs.flatMap(([a, b], k) => [
      { conversationId: convs[k]!.id, userId: a },
      { conversationId: convs[k]!.id, userId: b },
    ]),
  );
  return rows.map((u, i) => {
    const k = Math.floor(i / 2);
    return {
      id: u.id,
      cookie: `${SESSION_COOKIE}=${tokens[i]}`,
      peer: pairs[k]![i % 2 === 0 ? 1 : 0],
      conversationId: convs[k]!.id,
    };
  });
}

/** The clients: plain CommonJS so the worker needs no TypeScript loader. */
const CLIENT_CODE = `
const { parentPort, workerData } = require('node:worker_threads');
const { io } = require(workerData.clientPath);
const { url, users, perUser, messages, rate, deadline } = workerData;
const errors = [];
const sockets = new Map();
const pending = new Map();
const latencies = [];
const started = performance.now();

function open(user) {
  return new Promise((resolve) => {
    const s = io(url, { transports: ['websocket'], forceNew: true, reconnection: false, timeout: 20000,
      extraHeaders: { cookie: user.cookie } });
    s.on('new_message', (m) => {
      if (m.senderId === user.id) return;
      const sentAt = pending.get(m.content);
      if (sentAt === undefined) return;
      pending.delete(m.content);
      latencies.push(performance.now() - sentAt);
    });
    s.once('connect', () => resolve(s));
    s.once('connect_error', (err) => { if (errors.length < 5) errors.push(err.message); resolve(null); });
  });
}

(async () => {
  const t0 = performance.now();
  const all = [];
  for (let i = 0; i < users.length; i += 50) {
    const batch = users.slice(i, i + 50);
    const opened = await Promise.all(batch.flatMap((u) => Array.from({ length: perUser }, () => open(u))));
    batch.forEach((u, k) => sockets.set(u.id, opened.slice(k * perUser, (k + 1) * perUser).filter(Boolean)));
    all.push(...opened.filter(Boolean));
  }
  const connectMs = performance.now() - t0;
  await new Promise((r) => setTimeout(r, 500));

  const s0 = performance.now();
  let seq = 0;
  const perTick = Math.max(1, Math.round(rate / 100));
  await new Promise((resolve) => {
    const timer = setInterval(() => {
      for (let k = 0; k < perTick && seq < messages; k++, seq++) {
        const user = users[seq % users.length];
        const socket = (sockets.get(user.id) || [])[0];
        if (!socket) continue;
        const content = 'bench ' + seq;
        pending.set(content, performance.now());
        socket.emit('send_message', { conversationId: user.conversationId, senderId: user.id,
          recipientId: user.peer, content }, (ack) => {
            if (!ack || !ack.success) { pending.delete(content); if (errors.length < 5) errors.push(ack && ack.message); }
          });
      }
      if (seq >= messages || performance.now() - started > deadline) { clearInterval(timer); resolve(); }
    }, 10);
  });
  const sendSeconds = (performance.now() - s0) / 1000;
  const drainUntil = Math.min(performance.now() + 15000, started + deadline);
  while (pending.size > 0 && performance.now() < drainUntil) await new Promise((r) => setTimeout(r, 50));
  for (const s of all) s.close();
  parentPort.postMessage({ connectMs, connected: all.length, latencies, lost: pending.size, sendSeconds, errors });
})().catch((err) => parentPort.postMessage({ connectMs: 0, connected: 0, latencies: [], lost: messages,
  sendSeconds: 0, errors: [String(err && err.stack || err)] }));
`;

function percentile(sorted: number[], p: number) {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

export default async function realtimeBench(): Promise<BenchResult[]> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kt-bench-rt-'));
  const database = await openDatabase({ driver: 'pglite-memory' });
  await database.migrate();
  const config = loadConfig({ NODE_ENV: 'production', DATA_DIR: dataDir, LOG_LEVEL: 'silent' });
  const app = await buildApp(config, database, { logger: false });
  let worker: Worker | undefined;
  try {
    const benchUsers = await seed(app);
    const url = await app.listen({ port: 0, host: '127.0.0.1' });
    worker = new Worker(CLIENT_CODE, {
      eval: true,
      workerData: {
        clientPath: createRequire(import.meta.url).resolve('socket.io-client'),
        url,
        users: benchUsers,
        perUser: SOCKETS_PER_USER,
        messages: MESSAGES,
        rate: RATE,
        deadline: DEADLINE_MS - 10_000,
      },
    });
    const w = worker;
    const result = await new Promise<WorkerResult>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error('realtime bench exceeded its deadline')), DEADLINE_MS);
      w.once('message', (r: WorkerResult) => {
        clearTimeout(timer);
        resolve(r);
      });
      w.once('error', (err) => {
        clearTimeout(timer);
        reject(err);
      });
    });
    const sorted = [...result.latencies].sort((a, b) => a - b);
    return [
      {
        name: `realtime send_message -> new_message (${result.connected} sockets)`,
        p50Ms: percentile(sorted, 50),
        p99Ms: percentile(sorted, 99),
        perSecond: sorted.length / Math.max(result.sendSeconds, 0.001),
        note: [
          `${sorted.length}/${MESSAGES} delivered`,
          result.lost ? `${result.lost} lost` : '',
          result.errors.length ? `errors: ${result.errors.join('; ')}` : '',
        ]
          .filter(Boolean)
          .join(', '),
      },
      {
        name: 'realtime bench setup',
        note: `${result.connected}/${SOCKETS} sockets connected in ${(result.connectMs / 1000).toFixed(1)} s; ${RATE} msg/s offered; PGlite, in-process server, clients in a worker`,
      },
    ];
  } finally {
    await worker?.terminate();
    await app.close();
    await database.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
