import { eq, gt } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs } from '../../db/schema.ts';
import { createTestApp, createUser, type TestContext, type TestUser } from '../../../test/helpers.ts';
import { COUNT_CAP, RANK_WINDOW } from './board.ts';
import { createJob } from './test-fixtures.ts';

type Listed = {
  _id: string;
  title: string;
  budgetMin: number;
  budgetMax: number;
  createdAt: string;
  experienceLevel: string;
  duration: string;
};
type Reply = {
  jobs: Listed[];
  total: number;
  totalExact: boolean;
  page: number;
  pages: number;
  nextCursor: string | null;
};

const BULK = COUNT_CAP + 10;
const LEVELS = ['Entry Level', 'Intermediate', 'Expert'] as const;
const DURATIONS = ['less-than-week', '1-2-weeks', '1-3-months'] as const;

describe('the job board at scale', () => {
  let t: TestContext;
  let client: TestUser;
  const list = async (query: string) => {
    const res = await t.app.inject(`/api/jobs${query}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as Reply;
  };
  /** Every id of a listing, following `nextCursor`; `between` runs before each next page. */
  const walk = async (query: string, between?: (n: number) => Promise<void>) => {
    const ids: string[] = [];
    let reply = await list(query);
    for (let n = 0; ; n++) {
      ids.push(...reply.jobs.map((j) => j._id));
      if (!reply.nextCursor) return ids;
      await between?.(n);
      reply = await list(`${query}&after=${reply.nextCursor}`);
    }
  };
  const insertBulk = (count: number, from: number, category: string, ageMinutes: number) =>
    t.app.db
      .insert(jobs)
      .values(
        Array.from({ length: count }, (_, k) => {
          const i = from + k;
          return {
            userId: client.id,
            title: i % 10 === 0 ? `Bulk apricot job ${i}` : `Packing task ${i}`,
            description: `Sort and pack apricots (bulk order ${i}) for a cooperative in Hunza, weekly reports.`,
            category,
            budgetType: i % 2 === 0 ? ('fixed' as const) : ('hourly' as const),
            budgetMin: 10 + (i % 50),
            budgetMax: 100 + (i % 97) * 10,
            skills: ['Packing'],
            experienceLevel: LEVELS[i % 3]!,
            duration: DURATIONS[i % 3]!,
            createdAt: new Date(Date.now() - ageMinutes * 60_000 - (i % 1000) * 1000),
          };
        }),
      )
      .returning({ id: jobs.id });

  beforeAll(async () => {
    t = await createTestApp();
    client = await createUser(t.app, { role: 'client' });
    await insertBulk(BULK, 0, 'Translation', 0);
    // Ten old jobs in their own category, for 'posted within'.
    await insertBulk(10, 5000, 'Bookkeeping', 60 * 24 * 40);
  }, 60_000);
  afterAll(() => t.close());

  it('counts exactly when small, caps when large, and keeps a category total exact', async () => {
    const broad = await list('?search=apricots');
    expect(broad).toMatchObject({ total: COUNT_CAP, totalExact: false });
    expect(broad.pages).toBe(COUNT_CAP / 20 + 1);
    const narrow = await list('?search=bulk%20apricot%20job&category=Translation');
    expect(narrow).toMatchObject({ total: Math.ceil(BULK / 10), totalExact: true });
    // Category only: the trigger-kept counters answer, exact beyond the cap.
    expect(await list('?category=Translation')).toMatchObject({ total: BULK, totalExact: true });
    expect(await list('?category=Translation&budgetType=hourly')).toMatchObject({
      total: BULK / 2,
      totalExact: true,
    });
  });

  it('answers the home page counts in one call, following new and closed jobs', async () => {
    const before = (await t.app.inject('/api/jobs/category-counts')).json() as {
      counts: Record<string, number>;
    };
    expect(before.counts['Bookkeeping']).toBe(10);
    expect(before.counts['Data Science']).toBe(0);
    const id = await createJob(t.app, client, { category: 'Data Science' });
    await t.app.db.update(jobs).set({ status: 'in_progress' }).where(eq(jobs.category, 'Bookkeeping'));
    const after = (await t.app.inject('/api/jobs/category-counts')).json() as {
      counts: Record<string, number>;
    };
    expect(after.counts).toMatchObject({ 'Data Science': 1, Bookkeeping: 0 });
    expect(await list('?category=Data%20Science')).toMatchObject({ total: 1, totalExact: true });
    await t.app.db.update(jobs).set({ status: 'open' }).where(eq(jobs.category, 'Bookkeeping'));
    await t.app.db.delete(jobs).where(eq(jobs.id, id));
    const restored = (await t.app.inject('/api/jobs/category-counts')).json() as {
      counts: Record<string, number>;
    };
    expect(restored.counts).toMatchObject({ 'Data Science': 0, Bookkeeping: 10 });
  });

  it('filters by experience level, duration, budget range and posted within', async () => {
    const r = await list('?category=Translation&experienceLevel=Expert&duration=1-3-months&limit=100');
    expect(r.total).toBe(Math.ceil((BULK - 2) / 3));
    expect(r.jobs.every((j) => j.experienceLevel === 'Expert' && j.duration === '1-3-months')).toBe(true);
    const budget = await list('?category=Translation&budgetMin=900&budgetMax=1000&limit=100');
    expect(budget.total).toBeGreaterThan(0);
    expect(budget.jobs.every((j) => j.budgetMax >= 900 && j.budgetMin <= 1000)).toBe(true);
    expect((await list('?category=Bookkeeping&postedWithin=30d')).total).toBe(0);
    expect((await list('?category=Bookkeeping')).total).toBe(10);
    expect(await list('?category=Translation&postedWithin=1d')).toMatchObject({
      total: COUNT_CAP,
      totalExact: false,
    });
    for (const bad of [
      'sort=cheapest',
      'experienceLevel=Guru',
      'budgetMin=-5',
      'postedWithin=2y',
      'after=x',
    ]) {
      const res = await t.app.inject(`/api/jobs?${bad}`);
      expect(res.statusCode, bad).toBe(400);
    }
  });

  it('sorts newest first and by budget, highest first', async () => {
    const newest = await list('?category=Translation&limit=50');
    const times = newest.jobs.map((j) => Date.parse(j.createdAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    const budget = await list('?category=Translation&sort=budget&limit=50');
    const maxes = budget.jobs.map((j) => j.budgetMax);
    expect(maxes).toEqual([...maxes].sort((a, b) => b - a));
    expect(maxes[0]).toBe(100 + 96 * 10);
  });

  it('walks keyset pages with no duplicate and no gap while jobs are being added', async () => {
    const expected = (
      await t.app.db.select({ id: jobs.id }).from(jobs).where(eq(jobs.category, 'Translation'))
    ).map((r) => r.id);
    let added = 0;
    const addWhileReading = async (n: number) => {
      if (n % 5 !== 0) return;
      await insertBulk(2, 9000 + added, 'Translation', -1); // newer than every job walked so far
      added += 2;
    };
    for (const sort of ['newest', 'budget']) {
      const ids = await walk(`?category=Translation&sort=${sort}&limit=40`, addWhileReading);
      expect(new Set(ids).size, sort).toBe(ids.length);
      const walked = new Set(ids);
      expect(
        expected.filter((id) => !walked.has(id)),
        sort,
      ).toEqual([]);
    }
    expect(added).toBeGreaterThan(0);
    // The added jobs leave the remaining tests' figures as they were.
    await t.app.db.delete(jobs).where(gt(jobs.createdAt, new Date()));
  });

  it('ranks the best matches first and reaches every match once past the ranking window', async () => {
    const first = await list('?search=bulk%20apricot&limit=10');
    // Title matches (weight A) outrank description-only ones; all these have the words in the title.
    expect(first.jobs.every((j) => j.title.startsWith('Bulk apricot job'))).toBe(true);
    const seen: string[] = [];
    for (let page = 1; seen.length < BULK; page++) {
      const r = await list(`?search=apricots&category=Translation&limit=100&page=${page}`);
      if (r.jobs.length === 0) break;
      seen.push(...r.jobs.map((j) => j._id));
    }
    expect(RANK_WINDOW).toBeLessThan(BULK);
    expect(seen).toHaveLength(BULK);
    expect(new Set(seen).size).toBe(BULK);
    // Page numbers still work for newest order (the spec's page/limit).
    const p2 = await list('?category=Translation&page=2&limit=20');
    const p1 = await list('?category=Translation&page=1&limit=20');
    expect(p2.jobs.filter((j) => p1.jobs.some((k) => k._id === j._id))).toEqual([]);
  });
});
