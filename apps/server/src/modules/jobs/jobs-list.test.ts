import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs } from '../../db/schema.ts';
import { createTestApp, createUser, type TestContext, type TestUser } from '../../../test/helpers.ts';
import { createJob } from './test-fixtures.ts';

type Listed = { _id: string; title: string; budgetMin: unknown; applications: unknown[] };

describe('the job board', () => {
  let t: TestContext;
  let client: TestUser;
  const list = async (query: string) => {
    const res = await t.app.inject(`/api/jobs${query}`);
    expect(res.statusCode).toBe(200);
    return res.json() as { success: true; jobs: Listed[]; total: number; page: number; pages: number };
  };

  beforeAll(async () => {
    t = await createTestApp();
    client = await createUser(t.app, { role: 'client' });
    // 25 translation jobs, one minute apart, for paging.
    const base = Date.now() - 60 * 60 * 1000;
    await t.app.db.insert(jobs).values(
      Array.from({ length: 25 }, (_, i) => ({
        userId: client.id,
        title: `Translation job number ${i}`,
        description: 'Translate a short tourism brochure from English into Urdu and Burushaski.',
        category: 'Translation',
        budgetType: i % 2 === 0 ? ('fixed' as const) : ('hourly' as const),
        budgetMin: 10 + i,
        budgetMax: 100 + i,
        skills: ['Urdu'],
        experienceLevel: 'Entry Level' as const,
        duration: '1-2-weeks' as const,
        createdAt: new Date(base + i * 60_000),
      })),
    );
    await createJob(t.app, client, {
      title: 'Senior React developer for a dashboard',
      skills: JSON.stringify(['React', 'TypeScript']),
      category: 'Mobile Development',
    });
    await createJob(t.app, client, {
      title: 'Fix the company website quickly please',
      description: 'Our site is built with React and needs a few bug fixes and a faster first page load.',
      skills: JSON.stringify(['CSS']),
      category: 'Mobile Development',
    });
    await createJob(t.app, client, {
      title: 'Logo design for a Gilgit apricot brand',
      category: 'Graphic Design',
      skills: JSON.stringify(['Illustrator']),
      description: 'A clean, memorable logo for dried apricots sold in local shops and online markets.',
    });
  });
  afterAll(() => t.close());

  it('pages with a default of 20, reports total and pages, and never overlaps', async () => {
    const first = await list('?category=Translation');
    expect(first).toMatchObject({ success: true, total: 25, page: 1, pages: 2 });
    expect(first.jobs).toHaveLength(20);
    expect(first.jobs[0]!.title).toBe('Translation job number 24');
    const second = await list('?category=Translation&page=2');
    expect(second.jobs).toHaveLength(5);
    const ids = new Set([...first.jobs, ...second.jobs].map((j) => j._id));
    expect(ids.size).toBe(25);
    const small = await list('?category=Translation&limit=10&page=3');
    expect(small).toMatchObject({ total: 25, pages: 3 });
    expect(small.jobs).toHaveLength(5);
    expect((await list('?category=Translation&page=9')).jobs).toEqual([]);
  });

  it('serves at most 100 a page and refuses a nonsense page or limit with 400', async () => {
    const res = await list('?limit=1000');
    expect(res.jobs.length).toBeLessThanOrEqual(100);
    for (const q of ['?limit=0', '?page=0', '?page=abc', '?limit=-3']) {
      const bad = await t.app.inject(`/api/jobs${q}`);
      expect(bad.statusCode, q).toBe(400);
      expect(bad.json().success).toBe(false);
    }
  });

  it('sends budgets as numbers and the proposals as a list', async () => {
    const { jobs: listed } = await list('?category=Translation&limit=1');
    expect(listed[0]!.budgetMin).toBe(34);
    expect(listed[0]!.applications).toEqual([]);
  });

  it('filters by category and budget type, "all" meaning no filter', async () => {
    expect((await list('?category=Translation&budgetType=hourly')).total).toBe(12);
    expect((await list('?category=Translation&budgetType=fixed')).total).toBe(13);
    expect((await list('?category=Translation&budgetType=all')).total).toBe(25);
    expect((await list('?category=Content%20Writing')).total).toBe(0);
    expect((await list('?category=UI%2FUX%20Design')).total).toBe(0);
    expect((await list('')).total).toBe(28);
    expect((await t.app.inject('/api/jobs?budgetType=weekly')).statusCode).toBe(400);
  });

  it('lists only open jobs', async () => {
    const id = await createJob(t.app, client, { category: 'Video Editing' });
    expect((await list('?category=Video%20Editing')).total).toBe(1);
    await t.app.db.update(jobs).set({ status: 'in_progress' }).where(eq(jobs.id, id));
    expect((await list('?category=Video%20Editing')).total).toBe(0);
  });

  it('searches title, skills and description, ranking a title match first', async () => {
    const res = await list('?search=react');
    expect(res.total).toBe(2);
    expect(res.jobs.map((j) => j.title)).toEqual([
      'Senior React developer for a dashboard',
      'Fix the company website quickly please',
    ]);
    expect((await list('?search=Illustrator')).jobs.map((j) => j.title)).toEqual([
      'Logo design for a Gilgit apricot brand',
    ]);
    expect((await list('?search=apricots')).total).toBe(1);
  });

  it('matches word prefixes, every word, in any case, combined with filters', async () => {
    expect((await list('?search=reac')).total).toBe(2);
    expect((await list('?search=REACT%20dashb')).total).toBe(1);
    expect((await list('?search=react&category=Graphic%20Design')).total).toBe(0);
    expect((await list('?search=%20%20translation%20%20')).total).toBe(25);
    expect((await list('?search=zebra')).total).toBe(0);
  });

  it('survives search text full of query syntax', async () => {
    for (const s of ["c++ & (react | !x) <-> 'y'", ':*', '\\', '"', "it's", '-', 'the']) {
      const res = await t.app.inject(`/api/jobs?search=${encodeURIComponent(s)}`);
      expect(res.statusCode, s).toBe(200);
    }
  });
});
