/** Issue 17: double-blind reviews after a contract ends, and the reputation they feed. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { as, createTestApp, type TestContext } from '../../../test/helpers.ts';
import { reviews } from '../../db/schema.ts';
import { postProfile, profileFields } from '../profile/test-fixtures.ts';
import { contractIn, makeParties, step, type Parties } from '../contracts/test-kit.ts';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const good = { rating: 5, comment: 'Great work, delivered on time.' };

/** A contract that ended with its milestone released (so it counts as a completed job). */
async function finished(p: Parties) {
  const { contractId } = await contractIn(t.app, p, 'released');
  await step(t.app, p.client, `/api/contracts/${contractId}/end`);
  return contractId;
}

const review = (p: Parties['client'], id: string, body: Record<string, unknown> = good) =>
  as(t.app, p).post(`/api/contracts/${id}/review`, body);

const received = async (userId: string) =>
  (await t.app.inject({ method: 'GET', url: `/api/users/${userId}/reviews` })).json();

describe('double-blind reviews', () => {
  it('a review stays hidden until the other party writes theirs; then both are published', async () => {
    const p = await makeParties(t.app);
    const id = await finished(p);

    const first = await review(p.client, id);
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json().review.published).toBe(false);

    // Nobody but its author sees it: not the freelancer on the contract, not the public list.
    const theirView = (await as(t.app, p.freelancer).get(`/api/contracts/${id}/reviews`)).json();
    expect(theirView).toMatchObject({ mine: null, theirs: null, canReview: true });
    const mineView = (await as(t.app, p.client).get(`/api/contracts/${id}/reviews`)).json();
    expect(mineView.mine).toMatchObject({ rating: 5, published: false });
    expect(mineView.canReview).toBe(false);
    expect((await received(p.freelancer.id)).reviews).toEqual([]);
    expect((await received(p.freelancer.id)).reputation.reviewsCount).toBe(0);

    const second = await review(p.freelancer, id, { rating: 4, comment: 'Clear brief, paid promptly.' });
    expect(second.statusCode, second.body).toBe(201);
    expect(second.json().review.published).toBe(true);

    const after = (await as(t.app, p.freelancer).get(`/api/contracts/${id}/reviews`)).json();
    expect(after.theirs).toMatchObject({
      rating: 5,
      comment: good.comment,
      contractTitle: 'Booking website',
    });
    const list = await received(p.freelancer.id);
    expect(list.reviews).toHaveLength(1);
    expect(list.reviews[0]).toMatchObject({ rating: 5, authorRole: 'client', reply: null });
    expect(list.reviews[0].reviewer.name).toBe('Test User');
    const rows = await t.app.db.select().from(reviews).where(eq(reviews.contractId, id));
    expect(rows[0]!.publishedAt!.getTime()).toBe(rows[1]!.publishedAt!.getTime());
  });

  it('aggregates the freelancer profile and the client reputation', async () => {
    const p = await makeParties(t.app);
    const created = await postProfile(t.app, p.freelancer.cookie, profileFields());
    expect(created.statusCode, created.body).toBe(201);
    const a = await finished(p);
    const b = await finished(p);
    await review(p.client, a, { rating: 5, comment: 'Excellent, would hire again.' });
    await review(p.freelancer, a, { rating: 3, comment: 'Slow to answer messages.' });
    await review(p.client, b, { rating: 4, comment: 'Good work, small delays.' });
    await review(p.freelancer, b, { rating: 4, comment: 'Fair and clear client.' });

    const f = (await received(p.freelancer.id)).reputation;
    expect(f).toMatchObject({ rating: 4.5, reviewsCount: 2, completedJobs: 2, endedContracts: 2 });
    expect(f.successRate).toBeNull(); // fewer than 3 ended contracts
    const c = (await received(p.client.id)).reputation;
    expect(c).toMatchObject({ rating: 3.5, reviewsCount: 2, completedJobs: 2 });
    const shown = (await t.app.inject({ method: 'GET', url: `/api/profile/${p.freelancer.id}` })).json();
    expect(shown.profile).toMatchObject({ rating: 4.5, reviewsCount: 2, completedJobs: 2, successRate: 0 });
    // Another profile without reviews, newer: sorting by rating still puts the reviewed one first.
    const other = await makeParties(t.app);
    await postProfile(t.app, other.freelancer.cookie, profileFields());
    const sorted = (await t.app.inject({ url: '/api/profile/search?sort=rating' })).json();
    expect(sorted.profiles[0].userId._id).toBe(p.freelancer.id);
    const newest = (await t.app.inject({ url: '/api/profile/search' })).json();
    expect(newest.profiles[0].userId._id).toBe(other.freelancer.id);
  });

  it('the reviewed person may reply once, publicly, after publication', async () => {
    const p = await makeParties(t.app);
    const id = await finished(p);
    const mine = (await review(p.client, id)).json().review;
    expect(
      (await as(t.app, p.freelancer).post(`/api/reviews/${mine._id}/reply`, { reply: 'Thanks!' })).statusCode,
    ).toBe(409);
    await review(p.freelancer, id, { rating: 5, comment: 'A pleasure to work with.' });
    expect(
      (await as(t.app, p.client).post(`/api/reviews/${mine._id}/reply`, { reply: 'Me?' })).statusCode,
    ).toBe(403);
    const ok = await as(t.app, p.freelancer).post(`/api/reviews/${mine._id}/reply`, { reply: 'Thanks!' });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(
      (await as(t.app, p.freelancer).post(`/api/reviews/${mine._id}/reply`, { reply: 'Again' })).statusCode,
    ).toBe(409);
    expect((await received(p.freelancer.id)).reviews[0].reply).toBe('Thanks!');
  });
});

describe('bad input stores nothing', () => {
  it('refuses a stranger, an active contract, a second review and ratings outside 1-5', async () => {
    const p = await makeParties(t.app);
    const { contractId: active } = await contractIn(t.app, p, 'pending');
    expect((await review(p.client, active)).statusCode).toBe(409);
    const id = await finished(p);
    expect((await review(p.stranger, id)).statusCode).toBe(403);
    for (const rating of [0, 6, 4.5, '5', null]) {
      const res = await review(p.client, id, { rating, comment: good.comment });
      expect(res.statusCode, `rating ${rating}`).toBe(400);
      expect(res.json().message).toMatch(/Rating/);
    }
    expect((await review(p.client, id, { rating: 5, comment: 'short' })).statusCode).toBe(400);
    expect((await review(p.client, id, { rating: 5, comment: 'x'.repeat(2001) })).statusCode).toBe(400);
    expect((await review(p.client, id)).statusCode).toBe(201);
    expect((await review(p.client, id)).statusCode).toBe(409);
    const rows = await t.app.db.select().from(reviews).where(eq(reviews.contractId, id));
    expect(rows).toHaveLength(1);
    const none = await t.app.db.select().from(reviews).where(eq(reviews.contractId, active));
    expect(none).toHaveLength(0);
  });

  it('concurrent double submissions store one', async () => {
    const p = await makeParties(t.app);
    const id = await finished(p);
    const codes = await Promise.all([1, 2, 3, 4].map(() => review(p.client, id)));
    expect(codes.map((r) => r.statusCode).sort()).toEqual([201, 409, 409, 409]);
    const rows = await t.app.db.select().from(reviews).where(eq(reviews.contractId, id));
    expect(rows).toHaveLength(1);
  });

  it('an unknown user, a bad cursor: 404 and 400', async () => {
    const missing = await t.app.inject({ method: 'GET', url: `/api/users/${crypto.randomUUID()}/reviews` });
    expect(missing.statusCode).toBe(404);
    const p = await makeParties(t.app);
    const bad = await t.app.inject({ method: 'GET', url: `/api/users/${p.client.id}/reviews?cursor=zzz` });
    expect(bad.statusCode).toBe(400);
  });
});
