import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/helpers.ts';
import { profiles, users } from '../../db/schema.ts';
import { COUNT_CAP, RANK_WINDOW } from '../jobs/board.ts';

type Reply = { profiles: { _id: string; jobTitle: string }[]; total: number; totalExact: boolean };
const MANY = COUNT_CAP + 10;

describe('the talent directory at scale', () => {
  let t: TestContext;
  const search = async (query: string) => {
    const res = await t.app.inject(`/api/profile/search${query}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as Reply;
  };

  beforeAll(async () => {
    t = await createTestApp();
    for (let start = 0; start < MANY; start += 500) {
      const n = Math.min(500, MANY - start);
      const owners = await t.app.db
        .insert(users)
        .values(
          Array.from({ length: n }, (_, k) => ({
            email: `dir.${start + k}@example.test`,
            firstName: 'Dir',
            lastName: `Freelancer ${start + k}`,
            role: 'freelancer' as const,
          })),
        )
        .returning({ id: users.id });
      await t.app.db.insert(profiles).values(
        owners.map((o, k) => {
          const i = start + k;
          return {
            userId: o.id,
            headline: i % 10 === 0 ? `Apricot branding specialist ${i}` : `Designer number ${i}`,
            jobTitle: i % 2 === 0 ? 'AI' : 'Bookkeeping',
            bio: `I design labels for apricot growers in Hunza (client ${i}).`,
            services: ['Labels'],
            createdAt: new Date(Date.now() - i * 1000),
          };
        }),
      );
    }
  }, 60_000);
  afterAll(() => t.close());

  it('counts exactly without text (kept counters) and caps a broad text search', async () => {
    expect(await search('')).toMatchObject({ total: MANY, totalExact: true });
    expect(await search('?jobTitle=AI')).toMatchObject({ total: MANY / 2, totalExact: true });
    expect(await search('?q=apricot')).toMatchObject({ total: COUNT_CAP, totalExact: false });
    expect(await search('?q=branding')).toMatchObject({ total: MANY / 10, totalExact: true });
    // A substring inside a word (the trigram index) still matches.
    expect(await search('?q=randing%20specialist%20370')).toMatchObject({ total: 1 });
    // The counters follow a changed job title.
    const [one] = await t.app.db
      .select({ id: profiles.id })
      .from(profiles)
      .where(eq(profiles.jobTitle, 'AI'))
      .limit(1);
    await t.app.db.update(profiles).set({ jobTitle: 'Data Science' }).where(eq(profiles.id, one!.id));
    expect(await search('?jobTitle=AI')).toMatchObject({ total: MANY / 2 - 1 });
    expect(await search('?jobTitle=Data%20Science')).toMatchObject({ total: 1 });
  });

  it('ranks the best matches first and reaches every match once past the ranking window', async () => {
    const first = await search('?q=apricot%20branding&limit=10');
    expect(first.profiles).toHaveLength(10);
    const seen: string[] = [];
    for (let page = 1; page < 20; page++) {
      const r = await search(`?q=apricot&limit=100&page=${page}`);
      if (r.profiles.length === 0) break;
      seen.push(...r.profiles.map((p) => p._id));
    }
    expect(RANK_WINDOW).toBeLessThan(MANY);
    expect(seen).toHaveLength(MANY);
    expect(new Set(seen).size).toBe(MANY);
  });

  it('never serves a remembered page older than the last change to its owners or profiles', async () => {
    type Named = {
      profiles: { _id: string; headline: string; userId: { _id: string; firstName: string } }[];
    };
    const page = async () => (await search('?limit=2')) as Reply & Named;
    const first = await page();
    expect(await page()).toEqual(first);
    const top = first.profiles[0]!;
    await t.app.db.update(users).set({ firstName: 'Renamed' }).where(eq(users.id, top.userId._id));
    expect((await page()).profiles[0]!.userId.firstName).toBe('Renamed');
    await t.app.db.update(profiles).set({ headline: 'Walnut grafting' }).where(eq(profiles.id, top._id));
    expect((await page()).profiles[0]!.headline).toBe('Walnut grafting');
  });
});
