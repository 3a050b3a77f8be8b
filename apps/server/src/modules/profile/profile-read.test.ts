import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createUser, type TestContext, type TestUser } from '../../../test/helpers.ts';
import { jobs } from '../../db/schema.ts';
import { postProfile, profileFields } from './test-fixtures.ts';

let t: TestContext;
let dev: TestUser;
let designer: TestUser;
let analyst: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  dev = await createUser(t.app, { firstName: 'Sana', lastName: 'Ali' });
  designer = await createUser(t.app, { firstName: 'Omar', lastName: 'Khan' });
  analyst = await createUser(t.app, { firstName: 'Hira', lastName: 'Nadeem' });
  const save = async (u: TestUser, fields: Record<string, string>) => {
    const res = await postProfile(t.app, u.cookie, profileFields(fields));
    expect(res.statusCode, res.body).toBe(201);
  };
  await save(dev, {
    headline: 'JavaScript developer for booking systems',
    bio: 'I write JavaScript and TypeScript for hotel booking systems in the Hunza valley and beyond.',
    services: JSON.stringify(['Web Development', 'E-commerce']),
  });
  await save(designer, {
    headline: 'Brand designer with a love of mountains',
    jobTitle: 'Graphic Designing',
    bio: 'Logos, packaging and brand guidelines for apricot growers, trekking companies and cafes.',
    services: JSON.stringify(['Logo Design', 'Packaging Design']),
    country: 'United Kingdom',
  });
  await save(analyst, {
    headline: 'Data scientist forecasting river flows',
    jobTitle: 'Data Science',
    bio: 'Machine learning models that forecast river flows from snow cover, for engineers and planners.',
    services: JSON.stringify(['Forecasting', 'Dashboards']),
  });
});
afterAll(async () => {
  await t.close();
});

const search = async (query: Record<string, string> = {}) => {
  const res = await t.app.inject({ url: '/api/profile/search', query });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};
const ids = (body: { profiles: { userId: { _id: string } }[] }) => body.profiles.map((p) => p.userId._id);

describe('GET /api/profile/search', () => {
  it('lists every profile newest first without a query, with the total', async () => {
    const body = await search();
    expect(body.success).toBe(true);
    expect(ids(body)).toEqual([analyst.id, designer.id, dev.id]);
    expect(body.total).toBe(3);
    expect(body.profiles[0].userId).toMatchObject({ _id: analyst.id, firstName: 'Hira', lastName: 'Nadeem' });
  });

  it('finds a word of the bio, the headline, the job title or a service', async () => {
    expect(ids(await search({ q: 'apricot' }))).toEqual([designer.id]);
    expect(ids(await search({ q: 'forecasting river' }))).toEqual([analyst.id]);
    expect(ids(await search({ q: 'Graphic' }))).toEqual([designer.id]);
    expect(ids(await search({ q: 'packaging design' }))).toEqual([designer.id]);
  });

  it('matches stems, prefixes and substrings without regard to case', async () => {
    expect(ids(await search({ q: 'forecasts' }))).toEqual([analyst.id]);
    expect(ids(await search({ q: 'HOTE' }))).toEqual([dev.id]);
    expect(ids(await search({ q: 'script' }))).toEqual([dev.id]);
  });

  it('finds nothing for an unknown word, and survives operator characters', async () => {
    expect((await search({ q: 'zzzzunknown' })).profiles).toEqual([]);
    for (const q of ["&|!:*()'\\", '%', '_', 'a & b | !c']) await search({ q });
  });

  it('filters by exact job title; All is no filter', async () => {
    expect(ids(await search({ jobTitle: 'Data Science' }))).toEqual([analyst.id]);
    expect(ids(await search({ jobTitle: 'All' }))).toHaveLength(3);
    expect(ids(await search({ jobTitle: 'Data' }))).toEqual([]);
    expect(ids(await search({ jobTitle: 'Graphic Designing', q: 'river' }))).toEqual([]);
  });

  it('pages with page and limit', async () => {
    const first = await search({ limit: '2', page: '1' });
    const second = await search({ limit: '2', page: '2' });
    expect(ids(first)).toEqual([analyst.id, designer.id]);
    expect(ids(second)).toEqual([dev.id]);
    expect(second).toMatchObject({ total: 3, page: 2, limit: 2 });
  });

  it('rejects a bad page or limit with 400', async () => {
    for (const query of [{ page: '0' }, { limit: '1000' }, { page: 'x' }] as Record<string, string>[]) {
      expect((await t.app.inject({ url: '/api/profile/search', query })).statusCode).toBe(400);
    }
  });
});

describe('GET /api/profile/:userId', () => {
  it('reads a profile by user id, for guests too', async () => {
    const res = await t.app.inject({ url: `/api/profile/${designer.id}` });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      success: true,
      profile: { userId: { _id: designer.id }, jobTitle: 'Graphic Designing', country: 'United Kingdom' },
    });
  });

  it('answers 404 with a message when the user has no profile', async () => {
    const client = await createUser(t.app, { role: 'client' });
    for (const id of [client.id, '00000000-0000-4000-8000-000000000000']) {
      const res = await t.app.inject({ url: `/api/profile/${id}` });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ success: false, message: 'Profile not found' });
    }
  });

  it('answers a malformed id with 400, never 500', async () => {
    for (const id of ['abc', '123', 'null', "1' or '1'='1", '00000000-0000-4000-8000-00000000000g']) {
      const res = await t.app.inject({ url: `/api/profile/${encodeURIComponent(id)}` });
      expect(res.statusCode).toBe(400);
      expect(res.json().success).toBe(false);
    }
  });

  it('GET /api/profile/me answers 404 for a signed-in user without a profile', async () => {
    const fresh = await createUser(t.app);
    const res = await t.app.inject({ url: '/api/profile/me', headers: { cookie: fresh.cookie } });
    expect(res.statusCode).toBe(404);
  });
});

describe('GET /api/profile/stats', () => {
  it('counts users, freelancers, jobs and profile countries live', async () => {
    const before = (await t.app.inject({ url: '/api/profile/stats' })).json();
    expect(before.success).toBe(true);
    expect(before.stats).toEqual({
      totalUsers: expect.any(Number),
      totalFreelancers: expect.any(Number),
      totalJobs: expect.any(Number),
      totalCountries: 2,
    });
    const client = await createUser(t.app, { role: 'client' });
    await t.app.db.insert(jobs).values({
      userId: client.id,
      title: 'A small site',
      description: 'd'.repeat(60),
      category: 'Web Development',
      budgetType: 'fixed',
      budgetMin: 100,
      budgetMax: 200,
      experienceLevel: 'Expert',
      duration: '1-2-weeks',
    });
    await createUser(t.app);
    const after = (await t.app.inject({ url: '/api/profile/stats' })).json().stats;
    expect(after.totalUsers).toBe(before.stats.totalUsers + 2);
    expect(after.totalFreelancers).toBe(before.stats.totalFreelancers + 1);
    expect(after.totalJobs).toBe(before.stats.totalJobs + 1);
  });
});
