import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applications, jobAttachments, jobs, listingVersions, users } from '../../db/schema.ts';
import { createTestApp, createUser, type TestContext, type TestUser } from '../../../test/helpers.ts';
import { DEEP_OFFSET } from './board.ts';

type Reply = { jobs: { _id: string; title: string }[]; total: number; totalExact: boolean };

const COUNT = 230;

/** Deep pages by number and pages served from memory (issue 20), against the database's own order. */
describe('board pages: deep page numbers and cached pages', () => {
  let t: TestContext;
  let client: TestUser;
  const list = async (query: string) => {
    const res = await t.app.inject(`/api/jobs${query}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as Reply;
  };
  const version = async () =>
    Number(
      (await t.app.db.select().from(listingVersions).where(eq(listingVersions.name, 'jobs')))[0]!.version,
    );
  /** The newest-first ids of open Forestry jobs, straight from the table. */
  const newestIds = async () =>
    (
      await t.app.db
        .select({ id: jobs.id })
        .from(jobs)
        .where(and(eq(jobs.category, 'Forestry'), eq(jobs.status, 'open'), isNull(jobs.hiddenAt)))
        .orderBy(desc(jobs.createdAt), desc(jobs.id))
    ).map((r) => r.id);

  beforeAll(async () => {
    t = await createTestApp();
    client = await createUser(t.app, { role: 'client' });
    // Pairs of jobs share a timestamp, so the id decides their order.
    const base = Date.now() - 3_600_000;
    await t.app.db.insert(jobs).values(
      Array.from({ length: COUNT }, (_, i) => ({
        userId: client.id,
        title: `Plant walnut saplings, plot ${i}`,
        description: `Plant and water walnut saplings on terraced plot ${i} above the Hunza river.`,
        category: 'Forestry',
        budgetType: 'fixed' as const,
        budgetMin: 10,
        budgetMax: 20 + i,
        skills: ['Planting'],
        experienceLevel: 'Entry Level' as const,
        duration: '1-2-weeks' as const,
        createdAt: new Date(base + Math.floor(i / 2) * 1000),
      })),
    );
  }, 60_000);
  afterAll(() => t.close());

  it('serves every page by number, the deep ones from the far end of the index, as the table orders them', async () => {
    const expected = await newestIds();
    expect(expected).toHaveLength(COUNT);
    const seen: string[] = [];
    for (let page = 1; ; page++) {
      const r = await list(`?category=Forestry&limit=7&page=${page}`);
      expect(r).toMatchObject({ total: COUNT, totalExact: true });
      if (r.jobs.length === 0) break;
      seen.push(...r.jobs.map((j) => j._id));
    }
    expect(seen).toEqual(expected);
    // Past the middle (offset 200 of 230, read backwards) and the very last, short page.
    expect(DEEP_OFFSET).toBeLessThanOrEqual(200);
    const deep = await list('?category=Forestry&limit=20&page=11');
    expect(deep.jobs.map((j) => j._id)).toEqual(expected.slice(200, 220));
    const last = await list('?category=Forestry&limit=100&page=3');
    expect(last.jobs.map((j) => j._id)).toEqual(expected.slice(200));
  });

  it('ranks a broad search (walked newest first) as the definition: ts_rank over the newest matches', async () => {
    // Every Forestry job matches 'walnut', some twice: a broad search, answered by the walk.
    await t.app.db
      .update(jobs)
      .set({ title: sql`${jobs.title} || ' (walnut grove)'` })
      .where(sql`${jobs.category} = 'Forestry' and ${jobs.budgetMax} % 3 = 0`);
    const tsquery = sql`to_tsquery('english', ${"'walnut':*"})`;
    const expected = (
      await t.app.db.execute<{ id: string }>(
        sql`select ${jobs.id} as id from ${jobs} where ${jobs.status} = 'open' and ${jobs.hiddenAt} is null and ${jobs.search} @@ ${tsquery}
            order by ts_rank(${jobs.search}, ${tsquery}) desc, ${jobs.createdAt} desc, ${jobs.id} desc`,
      )
    ).rows.map((r) => r.id);
    expect(expected).toHaveLength(COUNT);
    const seen: string[] = [];
    for (let page = 1; page <= 5; page++) {
      const r = await list(`?search=walnut&limit=50&page=${page}`);
      expect(r).toMatchObject({ total: COUNT, totalExact: true });
      seen.push(...r.jobs.map((j) => j._id));
    }
    expect(seen).toEqual(expected);
  });

  it('bumps the listing version once per writing statement, in the writing transaction', async () => {
    const before = await version();
    await t.app.db.update(jobs).set({ budgetMin: 11 }).where(eq(jobs.category, 'Forestry'));
    expect(await version()).toBe(before + 1);
    await t.app.db
      .transaction(async (tx) => {
        await tx.update(jobs).set({ budgetMin: 12 }).where(eq(jobs.category, 'Forestry'));
        tx.rollback();
      })
      .catch(() => {});
    expect(await version()).toBe(before + 1);
  });

  it('never serves a remembered page older than the last write to jobs', async () => {
    const first = await list('?search=walnut&sort=newest&limit=5');
    expect(first).toMatchObject({ total: COUNT, totalExact: true });
    expect(await list('?search=walnut&sort=newest&limit=5')).toEqual(first);
    // A new match appears at once, then a closed one leaves at once.
    const [added] = await t.app.db
      .insert(jobs)
      .values({
        userId: client.id,
        title: 'Walnut orchard survey',
        description: 'Count and map the walnut trees of an old orchard near Karimabad.',
        category: 'Forestry',
        budgetType: 'fixed',
        budgetMin: 10,
        budgetMax: 30,
        skills: ['Surveying'],
        experienceLevel: 'Expert',
        duration: '1-2-weeks',
      })
      .returning({ id: jobs.id });
    const after = await list('?search=walnut&sort=newest&limit=5');
    expect(after.total).toBe(COUNT + 1);
    expect(after.jobs.map((j) => j._id)).toContain(added!.id);
    await t.app.db.update(jobs).set({ status: 'closed' }).where(eq(jobs.id, added!.id));
    const closed = await list('?search=walnut&sort=newest&limit=5');
    expect(closed.total).toBe(COUNT);
    expect(closed.jobs.map((j) => j._id)).not.toContain(added!.id);
    // Edited text (no counter changes) is searched at once too.
    await t.app.db
      .update(jobs)
      .set({ title: sql`'Prune apricot trees, ' || ${jobs.title}` })
      .where(eq(jobs.title, 'Plant walnut saplings, plot 8'));
    expect((await list('?search=apricot%20prune')).jobs.map((j) => j.title)).toEqual([
      'Prune apricot trees, Plant walnut saplings, plot 8',
    ]);
  });

  it('never serves a remembered page older than the last write to its proposals, files or client', async () => {
    type Full = {
      jobs: { _id: string; applications: string[]; attachments: unknown[]; userId: { firstName: string } }[];
    };
    const page = async () => (await list('?category=Forestry&limit=3')) as unknown as Full;
    const first = await page();
    const job = first.jobs[0]!;
    expect(job.applications).toEqual([]);
    expect(await page()).toEqual(first);
    // A proposal (the list carries each job's proposal ids).
    const freelancer = await createUser(t.app, { role: 'freelancer' });
    const [proposal] = await t.app.db
      .insert(applications)
      .values({
        jobId: job._id,
        freelancerId: freelancer.id,
        coverLetter: 'I plant walnuts.',
        deliveryTime: '1 week',
      })
      .returning({ id: applications.id });
    expect((await page()).jobs[0]!.applications).toEqual([proposal!.id]);
    await t.app.db.delete(applications).where(eq(applications.id, proposal!.id));
    expect((await page()).jobs[0]!.applications).toEqual([]);
    // A file.
    await t.app.db.insert(jobAttachments).values({
      jobId: job._id,
      path: '/uploads/plot.pdf',
      originalName: 'plot.pdf',
      mimeType: 'application/pdf',
      size: 10,
    });
    expect((await page()).jobs[0]!.attachments).toHaveLength(1);
    // The client's name.
    await t.app.db.update(users).set({ firstName: 'Renamed' }).where(eq(users.id, client.id));
    expect((await page()).jobs.map((j) => j.userId.firstName)).toEqual(['Renamed', 'Renamed', 'Renamed']);
  });
});
