/** REVIEW_WINDOW: the window's job publishes what was written; a review after it is refused. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { as, createTestApp, type TestContext } from '../../../test/helpers.ts';
import { contracts, reviews } from '../../db/schema.ts';
import { contractIn, makeParties, step } from '../contracts/test-kit.ts';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp({ REVIEW_WINDOW: '2s', QUEUE_POLL_INTERVAL: '500ms' });
});
afterAll(() => t.close());

async function until<T>(read: () => Promise<T>, done: (v: T) => boolean, ms = 20_000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const v = await read();
    if (done(v) || Date.now() > end) return v;
    await new Promise((r) => setTimeout(r, 250));
  }
}

describe('REVIEW_WINDOW', () => {
  it('publishes a lone review when the window closes, then refuses late reviews', async () => {
    const p = await makeParties(t.app);
    const { contractId } = await contractIn(t.app, p, 'released');
    await step(t.app, p.client, `/api/contracts/${contractId}/end`);
    const res = await as(t.app, p.client).post(`/api/contracts/${contractId}/review`, {
      rating: 2,
      comment: 'Missed two deadlines.',
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().review.published).toBe(false);

    const list = await until(
      async () =>
        (await t.app.inject({ method: 'GET', url: `/api/users/${p.freelancer.id}/reviews` })).json(),
      (l) => l.reviews.length > 0,
    );
    expect(list.reviews).toHaveLength(1);
    expect(list.reputation).toMatchObject({ rating: 2, reviewsCount: 1, completedJobs: 1 });

    const late = await as(t.app, p.freelancer).post(`/api/contracts/${contractId}/review`, {
      rating: 5,
      comment: 'Too late to say this.',
    });
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe('The review window for this contract has closed');
    const rows = await t.app.db
      .select()
      .from(reviews)
      .where(and(eq(reviews.contractId, contractId), eq(reviews.authorId, p.freelancer.id)));
    expect(rows).toHaveLength(0);
  });

  it('the job does nothing before the window closes', async () => {
    const p = await makeParties(t.app);
    const { contractId } = await contractIn(t.app, p, 'completed');
    // The contract ended "now" according to a clock set an hour ahead: the job must not publish.
    await t.app.db
      .update(contracts)
      .set({ endedAt: sql`now() + interval '1 hour'` })
      .where(eq(contracts.id, contractId));
    await as(t.app, p.client).post(`/api/contracts/${contractId}/review`, {
      rating: 4,
      comment: 'Good communication.',
    });
    await new Promise((r) => setTimeout(r, 3500));
    const [row] = await t.app.db.select().from(reviews).where(eq(reviews.contractId, contractId));
    expect(row!.publishedAt).toBeNull();
  });
});
