import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, count, eq } from 'drizzle-orm';
import { as, createTestApp, type TestContext } from '../../../test/helpers.ts';
import { ledgerTransfers } from '../../db/schema.ts';
import { balanceOf } from '../ledger/ledger.ts';
import { contractIn, expectLedgerOk, makeParties, offer, step } from './test-kit.ts';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const transfers = async (milestoneId: string, kind: string) => {
  const [row] = await t.app.db
    .select({ n: count() })
    .from(ledgerTransfers)
    .where(and(eq(ledgerTransfers.milestoneId, milestoneId), eq(ledgerTransfers.kind, kind)));
  return row!.n;
};

describe('concurrency and idempotency', () => {
  it('20 concurrent approvals release the milestone once', async () => {
    const p = await makeParties(t.app);
    const { milestoneId } = await contractIn(t.app, p, 'submitted');
    const replies = await Promise.all(
      Array.from({ length: 20 }, () => as(t.app, p.client).post(`/api/milestones/${milestoneId}/approve`)),
    );
    const codes = replies.map((r) => r.statusCode).sort();
    expect(codes.filter((c) => c === 200)).toHaveLength(1);
    expect(codes.filter((c) => c === 409)).toHaveLength(19);
    expect(await transfers(milestoneId, 'release')).toBe(1);
    expect(await balanceOf(t.app.db, { kind: 'pending', userId: p.freelancer.id, currency: 'USD' })).toBe(
      9_500,
    );
    await expectLedgerOk(t.app);
  });

  it('approve racing refund-request and end: exactly one outcome, ledger consistent', async () => {
    const p = await makeParties(t.app);
    const { contractId, milestoneId } = await contractIn(t.app, p, 'submitted');
    const replies = await Promise.all([
      as(t.app, p.client).post(`/api/milestones/${milestoneId}/approve`),
      as(t.app, p.client).post(`/api/milestones/${milestoneId}/request-refund`, { reason: 'late' }),
      as(t.app, p.freelancer).post(`/api/contracts/${contractId}/end`),
    ]);
    expect(replies.every((r) => r.statusCode === 200 || r.statusCode === 409)).toBe(true);
    expect(replies.slice(0, 2).filter((r) => r.statusCode === 200)).toHaveLength(1);
    await expectLedgerOk(t.app);
  });

  it('a retry with the same Idempotency-Key replays the reply; another body with it is a 409', async () => {
    const p = await makeParties(t.app);
    const c = await offer(t.app, p, [10_000, 20_000]);
    await step(t.app, p.freelancer, `/api/contracts/${c._id}/accept`);
    const [m1, m2] = c.milestones;
    const key = { 'idempotency-key': `fund-${m1!._id}` };
    const first = await as(t.app, p.client).post(`/api/milestones/${m1!._id}/fund`, undefined, key);
    const retry = await as(t.app, p.client).post(`/api/milestones/${m1!._id}/fund`, undefined, key);
    expect(first.statusCode).toBe(201);
    expect(retry.statusCode).toBe(201);
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect(retry.json()).toEqual(first.json());
    expect(await transfers(m1!._id, 'fund')).toBe(1);
    // Same key, another request.
    const other = await as(t.app, p.client).post(`/api/milestones/${m2!._id}/fund`, undefined, key);
    expect(other.statusCode).toBe(409);
    expect(await transfers(m2!._id, 'fund')).toBe(0);
    // Without the key, a second fund is a state error, not a second payment.
    expect((await as(t.app, p.client).post(`/api/milestones/${m1!._id}/fund`)).statusCode).toBe(409);
    // Keys are per user: the freelancer's same key is theirs alone.
    const mine = await as(t.app, p.freelancer).post(
      `/api/milestones/${m1!._id}/submit`,
      { message: 'done' },
      key,
    );
    expect(mine.statusCode).toBe(200);
    // Concurrent retries with one key: one execution, all get the same reply.
    const k2 = { 'idempotency-key': 'approve-once' };
    const many = await Promise.all(
      Array.from({ length: 5 }, () =>
        as(t.app, p.client).post(`/api/milestones/${m1!._id}/approve`, undefined, k2),
      ),
    );
    expect(many.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200]);
    expect(await transfers(m1!._id, 'release')).toBe(1);
    // A failed request stores nothing: a 409 under a key is not replayed as a success later.
    const bad = { 'idempotency-key': 'x'.repeat(256) };
    expect(
      (await as(t.app, p.client).post(`/api/milestones/${m2!._id}/fund`, undefined, bad)).statusCode,
    ).toBe(400);
    await expectLedgerOk(t.app);
  });
});
