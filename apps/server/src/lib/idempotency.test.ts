/**
 * Every write a client may retry honours Idempotency-Key (issue 30), through the one `idempotent`
 * helper: the first request runs, a retry with the same key and body replays its reply without
 * doing the work again, and the same key with another body is a 409 that changes nothing.
 */
import { randomUUID } from 'node:crypto';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  contentReports,
  contractEvents,
  contracts,
  disputeEvents,
  disputes,
  messages,
  milestones,
  reviews,
} from '../db/schema.ts';
import { as, createTestApp, type TestContext, type TestUser } from '../../test/helpers.ts';
import { makeJob, makeUser } from '../../test/factories.ts';
import { contractIn, makeParties } from '../modules/contracts/test-kit.ts';
import { act, makeStaff, openOn } from '../modules/disputes/test-kit.ts';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Case = {
  user: TestUser;
  url: string;
  body: Record<string, unknown>;
  other: Record<string, unknown>;
  /** What the work leaves behind: must not change on a replay or a refused reuse. */
  rows: () => Promise<number>;
};

const n = async (q: Promise<{ n: number }[]>) => Number((await q)[0]!.n);

const cases: Record<string, () => Promise<Case>> = {
  'POST /api/messages': async () => {
    const [a, b] = [await makeUser(t.app), await makeUser(t.app, { role: 'client' })];
    const started = await as(t.app, a).post('/api/messages/conversations', { recipientId: b.id });
    const conversationId = started.json().conversation._id as string;
    return {
      user: a,
      url: '/api/messages',
      body: { conversationId, content: 'Salam! Is the job still open?' },
      other: { conversationId, content: 'Another message' },
      rows: () =>
        n(t.app.db.select({ n: count() }).from(messages).where(eq(messages.conversationId, conversationId))),
    };
  },
  'POST /api/contracts (an offer)': async () => {
    const p = await makeParties(t.app);
    const offer = (title: string) => ({
      freelancerId: p.freelancer.id,
      title,
      description: 'A booking website for a guesthouse in Karimabad.',
      currency: 'USD',
      milestones: [{ title: 'Design', amount: 10_000 }],
    });
    return {
      user: p.client,
      url: '/api/contracts',
      body: offer('Booking website'),
      other: offer('Another website'),
      rows: () =>
        n(t.app.db.select({ n: count() }).from(contracts).where(eq(contracts.clientId, p.client.id))),
    };
  },
  'POST /api/contracts/:id/review': async () => {
    const p = await makeParties(t.app);
    const { contractId } = await contractIn(t.app, p, 'completed');
    return {
      user: p.client,
      url: `/api/contracts/${contractId}/review`,
      body: { rating: 5, comment: 'Clear communication and careful work.' },
      other: { rating: 4, comment: 'Clear communication and careful work.' },
      rows: () => n(t.app.db.select({ n: count() }).from(reviews).where(eq(reviews.contractId, contractId))),
    };
  },
  'POST /api/reviews/:id/reply': async () => {
    const p = await makeParties(t.app);
    const { contractId } = await contractIn(t.app, p, 'completed');
    const review = { rating: 5, comment: 'Clear communication and careful work.' };
    const mine = await as(t.app, p.client).post(`/api/contracts/${contractId}/review`, review);
    await as(t.app, p.freelancer).post(`/api/contracts/${contractId}/review`, review);
    const reviewId = mine.json().review._id as string;
    const replied = async () => {
      const [row] = await t.app.db.select().from(reviews).where(eq(reviews.id, reviewId));
      return row!.reply === null ? 0 : 1;
    };
    return {
      user: p.freelancer,
      url: `/api/reviews/${reviewId}/reply`,
      body: { reply: 'Thank you, it was a pleasure.' },
      other: { reply: 'Something else entirely.' },
      rows: replied,
    };
  },
  'POST /api/reports': async () => {
    const reporter = await makeUser(t.app);
    const job = await makeJob(t.app, await makeUser(t.app, { role: 'client' }));
    const other = await makeJob(t.app, await makeUser(t.app, { role: 'client' }));
    return {
      user: reporter,
      url: '/api/reports',
      body: { targetType: 'job', targetId: job, reason: 'This looks like a scam listing' },
      other: { targetType: 'job', targetId: other, reason: 'This looks like a scam listing' },
      rows: () =>
        n(
          t.app.db
            .select({ n: count() })
            .from(contentReports)
            .where(eq(contentReports.reporterId, reporter.id)),
        ),
    };
  },
  'POST /api/contracts/:id/milestones': async () => {
    const p = await makeParties(t.app);
    const { contractId } = await contractIn(t.app, p, 'pending');
    return {
      user: p.client,
      url: `/api/contracts/${contractId}/milestones`,
      body: { title: 'Hosting set-up', amount: 5_000 },
      other: { title: 'Hosting set-up', amount: 6_000 },
      rows: () =>
        n(t.app.db.select({ n: count() }).from(milestones).where(eq(milestones.contractId, contractId))),
    };
  },
  ...Object.fromEntries(
    (
      [
        ['submit', 'funded', 'freelancer', { message: 'Here is the work' }, { message: 'Other work' }],
        [
          'request-changes',
          'submitted',
          'client',
          { message: 'Fix the header' },
          { message: 'Fix the footer' },
        ],
        ['request-refund', 'funded', 'client', { reason: 'Not what we agreed' }, { reason: 'Too late' }],
      ] as const
    ).map(([action, state, by, body, other]) => [
      `POST /api/milestones/:id/${action}`,
      async (): Promise<Case> => {
        const p = await makeParties(t.app);
        const { milestoneId } = await contractIn(t.app, p, state);
        return {
          user: p[by],
          url: `/api/milestones/${milestoneId}/${action}`,
          body,
          other,
          // Each step records what was done on the milestone's activity, once.
          rows: () =>
            n(
              t.app.db
                .select({ n: count() })
                .from(contractEvents)
                .where(
                  and(eq(contractEvents.milestoneId, milestoneId), eq(contractEvents.actorId, p[by].id)),
                ),
            ),
        };
      },
    ]),
  ),
  'POST /api/milestones/:id/dispute (opening a dispute)': async () => {
    const p = await makeParties(t.app);
    const { milestoneId } = await contractIn(t.app, p, 'funded');
    return {
      user: p.client,
      url: `/api/milestones/${milestoneId}/dispute`,
      body: { reason: 'Late', proposal: { toFreelancer: 2_000, toClient: 8_000 } },
      other: { reason: 'Late', proposal: { toFreelancer: 3_000, toClient: 7_000 } },
      rows: () =>
        n(t.app.db.select({ n: count() }).from(disputes).where(eq(disputes.milestoneId, milestoneId))),
    };
  },
  'POST /api/disputes/:id/respond': async () => {
    const p = await makeParties(t.app);
    const { disputeId } = await openOn(t.app, p, 'funded', 'client');
    return {
      user: p.freelancer,
      url: `/api/disputes/${disputeId}/respond`,
      body: { proposal: { toFreelancer: 5_000, toClient: 5_000 } },
      other: { proposal: { toFreelancer: 6_000, toClient: 4_000 } },
      rows: () =>
        n(
          t.app.db
            .select({ n: count() })
            .from(disputeEvents)
            .where(and(eq(disputeEvents.disputeId, disputeId), eq(disputeEvents.actorId, p.freelancer.id))),
        ),
    };
  },
  'POST /api/disputes/:id/assign': async () => {
    const [first, second] = [
      await makeStaff(t.app, { isMediator: true }),
      await makeStaff(t.app, { isMediator: true }),
    ];
    const admin = await makeStaff(t.app, { isAdmin: true });
    const p = await makeParties(t.app);
    const { disputeId } = await openOn(t.app, p, 'funded', 'client');
    await act(t.app, p.client, `/api/disputes/${disputeId}/escalate`);
    const events = () =>
      n(
        t.app.db
          .select({ n: count() })
          .from(disputeEvents)
          .where(and(eq(disputeEvents.disputeId, disputeId), eq(disputeEvents.kind, 'assigned'))),
      );
    return {
      user: admin,
      url: `/api/disputes/${disputeId}/assign`,
      body: { mediatorId: first.id },
      other: { mediatorId: second.id },
      rows: events,
    };
  },
};

describe('Idempotency-Key on every retriable write', () => {
  it.each(Object.keys(cases))(
    '%s: stored once for one key, replayed on retry, 409 for another body',
    async (name) => {
      const c = await cases[name]!();
      const key = { 'idempotency-key': `retry-${randomUUID()}` };
      const before = await c.rows();
      const first = await as(t.app, c.user).post(c.url, c.body, key);
      expect(first.statusCode, first.body).toBeLessThan(300);
      const after = await c.rows();
      expect(after).toBe(before + 1);

      const retry = await as(t.app, c.user).post(c.url, c.body, key);
      expect(retry.statusCode).toBe(first.statusCode);
      expect(retry.headers['idempotent-replayed']).toBe('true');
      expect(retry.json()).toEqual(first.json());
      expect(await c.rows()).toBe(after);

      const reused = await as(t.app, c.user).post(c.url, c.other, key);
      expect(reused.statusCode).toBe(409);
      expect(reused.json()).toEqual({
        success: false,
        message: 'This Idempotency-Key was already used for a different request',
      });
      expect(await c.rows()).toBe(after);
    },
  );

  it('refuses a malformed key with 400 and stores nothing', async () => {
    const [a, b] = [await makeUser(t.app), await makeUser(t.app)];
    const started = await as(t.app, a).post('/api/messages/conversations', { recipientId: b.id });
    const conversationId = started.json().conversation._id as string;
    for (const bad of ['', 'x'.repeat(256), 'with space', 'nul\u0001']) {
      const res = await as(t.app, a).post(
        '/api/messages',
        { conversationId, content: 'Hello' },
        { 'idempotency-key': bad },
      );
      expect(res.statusCode, JSON.stringify(bad)).toBe(400);
    }
    const [row] = await t.app.db
      .select({ n: count() })
      .from(messages)
      .where(eq(messages.conversationId, conversationId));
    expect(Number(row!.n)).toBe(0);
  });
});
