import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Tx } from '../db/client.ts';
import { inTransaction, type Executor } from '../db/executor.ts';
import { idempotencyKeys } from '../db/schema.ts';
import { badRequest, conflict } from './errors.ts';

const KEY = /^[\x21-\x7e]{1,255}$/;

/** The optional header of a route that runs through `idempotent`, for its schema (and OpenAPI). */
export const idempotencyHeaders = z.object({
  'idempotency-key': z
    .string()
    .optional()
    .describe('Any unique string; a retry with the same key and body replays the first reply'),
});

/** Method, route and body of a request: what the same key must come with again. */
function fingerprint(req: FastifyRequest): string {
  return createHash('sha256')
    .update(`${req.method} ${req.url}\n${JSON.stringify(req.body ?? null)}`)
    .digest('hex');
}

/**
 * Runs a money-moving request once per client key (Stripe's `Idempotency-Key`). The key is claimed
 * by inserting it in the same transaction as the work, under the (user, key) primary key: a
 * concurrent retry waits for that transaction, then finds the stored reply and replays it; the same
 * key with another request is a 409. A request that fails stores nothing (its transaction rolled
 * back), so it may be retried with the same key. Without the header the work simply runs.
 */
export async function idempotent(
  db: Executor,
  req: FastifyRequest,
  reply: FastifyReply,
  userId: string,
  work: (tx: Tx) => Promise<{ statusCode: number; body: unknown }>,
) {
  const outcome = await runIdempotent(db, req, userId, work);
  if (outcome.replayed) reply.header('idempotent-replayed', 'true');
  return reply.code(outcome.statusCode).send(outcome.body);
}

/**
 * `idempotent` without the reply: the stored (or first) result and whether it was replayed, for a
 * route that does more after the transaction (a payment's provider call runs after its row commits).
 */
export async function runIdempotent(
  db: Executor,
  req: FastifyRequest,
  userId: string,
  work: (tx: Tx) => Promise<{ statusCode: number; body: unknown }>,
): Promise<{ statusCode: number; body: unknown; replayed: boolean }> {
  const header = req.headers['idempotency-key'];
  if (header === undefined) return { ...(await inTransaction(db, work)), replayed: false };
  const key = Array.isArray(header) ? header[0] : header;
  if (!key || !KEY.test(key)) throw badRequest('Idempotency-Key must be 1 to 255 visible characters');
  const hash = fingerprint(req);
  return inTransaction(db, async (tx) => {
    const claimed = await tx
      .insert(idempotencyKeys)
      .values({ userId, key, requestHash: hash, statusCode: 0, reply: {} })
      .onConflictDoNothing()
      .returning({ key: idempotencyKeys.key });
    if (claimed.length === 0) {
      const [stored] = await tx
        .select()
        .from(idempotencyKeys)
        .where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key)));
      if (stored!.requestHash !== hash) {
        throw conflict('This Idempotency-Key was already used for a different request');
      }
      return { statusCode: stored!.statusCode, body: stored!.reply, replayed: true };
    }
    const result = await work(tx);
    await tx
      .update(idempotencyKeys)
      .set({ statusCode: result.statusCode, reply: result.body as object })
      .where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key)));
    return { ...result, replayed: false };
  });
}
