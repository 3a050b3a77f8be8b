/**
 * The limits on costly writes (issue 30): every limited route refuses a burst past its limit with
 * 429, Retry-After and a plain message; the owner on another account goes on; the window resets.
 * Windows are seconds long here (LIMIT_* = 2/4s) so the reset is seen without waiting minutes.
 */
import { randomInt, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { parseWriteLimit, WRITE_LIMITS, type WriteLimitName } from '../lib/write-limits.ts';
import { as, createTestApp, type TestContext, type TestUser } from '../../test/helpers.ts';
import { makeJob, makeUser } from '../../test/factories.ts';
import { postJob } from '../modules/jobs/test-fixtures.ts';

const WINDOW_S = 4;
const SHORT = Object.fromEntries(Object.values(WRITE_LIMITS).map((l) => [l.env, `2/${WINDOW_S}s`]));
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const someAddress = () => `198.51.100.${randomInt(1, 255)}`;

/** What the issue names, route by route: each must count against these limits. */
const EXPECTED: Record<string, WriteLimitName[]> = {
  'POST /api/jobs': ['jobPosts', 'uploads'],
  'PUT /api/jobs/:id': ['jobEdits', 'uploads'],
  'POST /api/jobs/:id/close': ['jobEdits'],
  'POST /api/jobs/:id/reopen': ['jobEdits'],
  'POST /api/jobs/:id/message-applicants': ['jobEdits'],
  'POST /api/applications': ['proposals'],
  'POST /api/profile': ['uploads'],
  'POST /api/profile/me/portfolio': ['uploads'],
  'POST /api/disputes/:id/evidence': ['uploads'],
  'POST /api/contracts': ['offers'],
  'POST /api/contracts/:id/accept': ['offers'],
  'POST /api/contracts/:id/decline': ['offers'],
  'POST /api/contracts/:id/withdraw': ['offers'],
  'POST /api/contracts/:id/end': ['offers'],
  'POST /api/contracts/:id/milestones': ['milestoneActions'],
  'POST /api/milestones/:id/fund': ['milestoneActions'],
  'POST /api/milestones/:id/submit': ['milestoneActions'],
  'POST /api/milestones/:id/approve': ['milestoneActions'],
  'POST /api/milestones/:id/refund': ['milestoneActions'],
  'POST /api/wallet/withdrawals': ['withdrawals'],
  'POST /api/wallet/payout-methods': ['payoutMethods'],
  'DELETE /api/wallet/payout-methods/:id': ['payoutMethods'],
  'POST /api/contracts/:id/review': ['reviews'],
  'POST /api/reviews/:id/reply': ['reviews'],
  'POST /api/milestones/:id/dispute': ['disputes'],
  'POST /api/disputes/:id/respond': ['disputes'],
  'POST /api/disputes/:id/escalate': ['disputes'],
  'GET /api/auth/export': ['exports'],
  'POST /api/messages': ['messages'],
  'POST /api/reports': ['reports'],
  'POST /api/contact': ['contact'],
};

describe('write limits: the table and its variables', () => {
  it('reads <count>/<duration>, and 0 as off', () => {
    expect(parseWriteLimit('20/1h')).toEqual({ max: 20, windowMs: 3_600_000 });
    expect(parseWriteLimit(' 100 / 1d ')).toEqual({ max: 100, windowMs: 86_400_000 });
    expect(parseWriteLimit('5/h')).toEqual({ max: 5, windowMs: 3_600_000 });
    expect(parseWriteLimit('0')).toEqual({ max: 0, windowMs: 0 });
    for (const bad of ['', '20', '20/', '/1h', '20/0s', 'x/1h', '-1/1h', '20/1y']) {
      expect(parseWriteLimit(bad), bad).toBeUndefined();
    }
  });

  it('stops start-up with one line naming a malformed variable', () => {
    expect(() => loadConfig({ LIMIT_PROPOSALS: 'lots' })).toThrow(
      /^Invalid LIMIT_PROPOSALS="lots": must be a count per duration such as 20\/1h/,
    );
  });

  it('has each message in the web app’s English and Urdu, so an Urdu reader reads it in Urdu', () => {
    const read = (lang: string) =>
      JSON.parse(
        fs.readFileSync(new URL(`../../../web/messages/${lang}.json`, import.meta.url), 'utf8'),
      ) as Record<string, unknown>;
    const [en, ur] = [read('en'), read('ur')];
    for (const { what } of Object.values(WRITE_LIMITS)) {
      const key = Object.keys(en).find((k) => k.startsWith('err_') && en[k] === what);
      expect(key, what).toBeDefined();
      expect(ur[key!], what).toMatch(/[\u0600-\u06ff]/);
    }
    expect(en.err_t_try_again_hours).toBe('{what}. Please try again in {shown} hour(s).');
  });

  it('leaves ordinary use far below every default', () => {
    const d = loadConfig({}).writeLimits;
    const perHour = (name: WriteLimitName) => (d[name].max * 3_600_000) / d[name].windowMs;
    const perDay = (name: WriteLimitName) => (d[name].max * 86_400_000) / d[name].windowMs;
    // A client posting five jobs in an hour; a freelancer sending thirty proposals in a day.
    expect(d.jobPosts.windowMs).toBeLessThanOrEqual(3_600_000);
    expect(d.jobPosts.max).toBeGreaterThanOrEqual(5 * 3);
    expect(d.proposals.windowMs).toBeLessThanOrEqual(86_400_000);
    expect(d.proposals.max).toBeGreaterThanOrEqual(30 * 3);
    expect(perHour('messages')).toBeGreaterThanOrEqual(1000);
    for (const name of Object.keys(WRITE_LIMITS) as WriteLimitName[]) {
      expect(d[name].max, name).toBeGreaterThan(0);
      expect(perDay(name), name).toBeGreaterThanOrEqual(5);
    }
  });
});

describe('write limits on every costly write', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestApp(SHORT);
  });
  afterAll(() => t.close());

  it('names each costly write the issue lists, and every limit guards a route', () => {
    const actual = Object.fromEntries(
      t.app.writeLimitedRoutes.map((r) => [`${r.method} ${r.url}`, r.limits]),
    );
    for (const [route, limits] of Object.entries(EXPECTED)) expect(actual[route], route).toEqual(limits);
    const used = new Set(t.app.writeLimitedRoutes.flatMap((r) => r.limits));
    expect([...used].sort()).toEqual(Object.keys(WRITE_LIMITS).sort());
    // Every upload goes through the uploads limit.
    const multipart = t.app.apiRoutes.filter((r) =>
      ['POST /api/jobs', 'PUT /api/jobs/:id', 'POST /api/profile', 'POST /api/profile/me/portfolio'].includes(
        `${r.method} ${r.url}`,
      ),
    );
    expect(multipart).toHaveLength(4);
  });

  it('refuses a burst past each limit with 429, Retry-After and a plain message; another account goes on; the window resets', async () => {
    type Call = { route: string; url: string; method: string; owner: TestUser | null; ip: string };
    const calls: Call[] = [];
    const send = (c: Call, who: TestUser | null, ip = c.ip) =>
      t.app.inject({
        method: c.method as 'POST',
        url: c.url,
        remoteAddress: ip,
        headers: who ? { cookie: who.cookie } : {},
        ...(c.method === 'GET' ? {} : { payload: {} }),
      });
    for (const r of t.app.writeLimitedRoutes) {
      const guest =
        t.app.apiRoutes.find((a) => a.method === r.method && a.url === r.url)?.access === 'public';
      calls.push({
        route: `${r.method} ${r.url}`,
        url: r.url.replace(/:[A-Za-z]+/g, () => randomUUID()),
        method: r.method,
        // A fresh account per route, so limits shared by several routes (uploads) are seen per route.
        owner: guest ? null : await makeUser(t.app),
        ip: someAddress(),
      });
    }
    for (const c of calls) {
      for (let i = 0; i < 2; i++) {
        const res = await send(c, c.owner);
        expect(res.statusCode, `${c.route} #${i + 1}: ${res.body}`).not.toBe(429);
      }
      const refused = await send(c, c.owner);
      expect(refused.statusCode, `${c.route}: ${refused.body}`).toBe(429);
      const retryAfter = Number(refused.headers['retry-after']);
      expect(retryAfter, c.route).toBeGreaterThanOrEqual(1);
      expect(retryAfter, c.route).toBeLessThanOrEqual(WINDOW_S);
      const limit = t.app.writeLimitedRoutes.find((r) => `${r.method} ${r.url}` === c.route)!.limits[0]!;
      expect(refused.json(), c.route).toEqual({
        success: false,
        message: `${WRITE_LIMITS[limit].what}. Please try again in ${retryAfter} second(s).`,
      });
      // The owner of another account (a guest: another address) is not refused.
      const other = c.owner ? await makeUser(t.app) : null;
      const res = await send(c, other, someAddress());
      expect(res.statusCode, `${c.route} for someone else: ${res.body}`).not.toBe(429);
    }
    await sleep(WINDOW_S * 1000 + 200);
    for (const c of calls) {
      const res = await send(c, c.owner);
      expect(res.statusCode, `${c.route} after the window: ${res.body}`).not.toBe(429);
    }
  }, 180_000);

  it('counts real writes: two job posts go through, the third waits, another client posts', async () => {
    const client = await makeUser(t.app, { role: 'client' });
    expect((await postJob(t.app, client)).statusCode).toBe(201);
    expect((await postJob(t.app, client)).statusCode).toBe(201);
    const refused = await postJob(t.app, client);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toMatch(/^Too many job posts\. Please try again in \d second\(s\)\.$/);
    const other = await makeUser(t.app, { role: 'client' });
    expect((await postJob(t.app, other)).statusCode).toBe(201);
  });

  it('never counts a guest on a route for signed-in users (401 first)', async () => {
    const ip = someAddress();
    for (let i = 0; i < 4; i++) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/applications',
        payload: {},
        remoteAddress: ip,
      });
      expect(res.statusCode).toBe(401);
    }
  });
});

describe('a limit set to 0 is off', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestApp({ ...SHORT, LIMIT_REPORTS: '0' });
  });
  afterAll(() => t.close());

  it('lets a burst through', async () => {
    const user = await makeUser(t.app);
    const client = await makeUser(t.app, { role: 'client' });
    for (let i = 0; i < 5; i++) {
      const res = await as(t.app, user).post('/api/reports', {
        targetType: 'job',
        targetId: await makeJob(t.app, client),
        reason: `Spam listing number ${i}`,
      });
      expect(res.statusCode, res.body).toBe(201);
    }
  });
});

const redisUrl = process.env.TEST_REDIS_URL;
describe.runIf(redisUrl)('write limits shared by two nodes through Redis', () => {
  let a: TestContext;
  let b: TestContext;
  beforeAll(async () => {
    a = await createTestApp({ ...SHORT, REDIS_URL: redisUrl! });
    b = await createTestApp({ ...SHORT, REDIS_URL: redisUrl! });
  });
  afterAll(async () => {
    await a.close();
    await b.close();
  });

  it('refuses on one node what the other already counted', async () => {
    const ip = `2001:db8:${randomInt(1, 0xffff).toString(16)}::1`;
    const contact = (t: TestContext, from = ip) =>
      t.app.inject({ method: 'POST', url: '/api/contact', payload: {}, remoteAddress: from });
    expect((await contact(a)).statusCode).toBe(400);
    expect((await contact(b)).statusCode).toBe(400);
    const refused = await contact(a);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(WINDOW_S);
    expect((await contact(b)).statusCode).toBe(429);
    expect((await contact(b, someAddress())).statusCode).toBe(400);
  });
});
