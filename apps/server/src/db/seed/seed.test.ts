import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq, isNotNull, sql } from 'drizzle-orm';
import { CONTRACT_STATUSES, MILESTONE_STATUSES, POST_JOB_CATEGORIES } from '@kt/shared';
import { createTestApp, type TestContext } from '../../../test/helpers.ts';
import {
  applications,
  contracts,
  conversations,
  jobs,
  messages,
  milestones,
  profiles,
  reputations,
  reviews,
  users,
} from '../schema.ts';
import { checkLedger } from '../../modules/ledger/invariants.ts';
import { isEmpty, seedDemo } from './index.ts';
import { DEMO_PASSWORD, demoEmail } from './people.ts';

describe('demo data', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestApp();
    expect(await isEmpty(t.app.db)).toBe(true);
    await seedDemo(t.app.db);
  });
  afterAll(() => t.close());

  it('seeds about 10 clients and 30 freelancers with complete profiles', async () => {
    const byRole = await t.app.db.select({ role: users.role, n: count() }).from(users).groupBy(users.role);
    expect(Object.fromEntries(byRole.map((r) => [r.role, r.n]))).toEqual({ client: 10, freelancer: 30 });
    const [p] = await t.app.db.select({ n: count() }).from(profiles);
    expect(p!.n).toBe(30);
    const [incomplete] = await t.app.db
      .select({ n: count() })
      .from(users)
      .where(sql`${users.role} = 'freelancer' and not ${users.profileCompleted}`);
    expect(incomplete!.n).toBe(0);
    expect(await isEmpty(t.app.db)).toBe(false);
  });

  it('seeds 60 jobs covering every category, with proposals and conversations', async () => {
    const rows = await t.app.db
      .select({ category: jobs.category, n: count() })
      .from(jobs)
      .groupBy(jobs.category);
    expect(rows.reduce((sum, r) => sum + r.n, 0)).toBe(60);
    expect(rows.map((r) => r.category).sort()).toEqual([...POST_JOB_CATEGORIES].sort());
    const [a] = await t.app.db.select({ n: count() }).from(applications);
    expect(a!.n).toBeGreaterThan(30);
    const [c] = await t.app.db.select({ n: count() }).from(conversations);
    expect(c!.n).toBeGreaterThanOrEqual(4);
    const [m] = await t.app.db.select({ n: count() }).from(messages);
    expect(m!.n).toBeGreaterThan(c!.n);
  });

  it('lets a documented demo login sign in', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: demoEmail('client', 1), password: DEMO_PASSWORD },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().user.role).toBe('client');
  });

  it('indexes jobs for full-text search', async () => {
    const found = await t.app.db
      .select({ title: jobs.title })
      .from(jobs)
      .where(sql`${jobs.search} @@ websearch_to_tsquery('english', 'flutter')`);
    expect(found.length).toBeGreaterThanOrEqual(3);
    const [accepted] = await t.app.db
      .select({ n: count() })
      .from(applications)
      .where(eq(applications.status, 'accepted'));
    expect(accepted!.n).toBeGreaterThan(0);
  });

  it('seeds contracts in every contract and milestone state, on a sound ledger', async () => {
    const cs = await t.app.db.selectDistinct({ status: contracts.status }).from(contracts);
    expect(cs.map((c) => c.status).sort()).toEqual([...CONTRACT_STATUSES].sort());
    const ms = await t.app.db.selectDistinct({ status: milestones.status }).from(milestones);
    // Every state but `funding`: the demo's sandbox confirms a checkout at once (issue 31).
    expect(ms.map((m) => m.status).sort()).toEqual(MILESTONE_STATUSES.filter((s) => s !== 'funding').sort());
    const report = await checkLedger(t.app.db);
    expect(report.invariants.filter((i) => !i.ok)).toEqual([]);
    expect(report.trialBalance.find((b) => b.currency === 'USD')?.accounts).toBeGreaterThan(3);
  });

  it('seeds a finished contract reviewed by both parties, published, with reputation', async () => {
    const published = await t.app.db.select().from(reviews).where(isNotNull(reviews.publishedAt));
    expect(published).toHaveLength(2);
    const [rep] = await t.app.db
      .select()
      .from(reputations)
      .where(eq(reputations.userId, published[0]!.subjectId));
    expect(rep).toMatchObject({ rating: 5, reviewsCount: 1, completedJobs: 1 });
  });
});
