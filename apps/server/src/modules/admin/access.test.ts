/**
 * The access matrix of every /api/admin/* route (issue 18): guest 401; client, freelancer,
 * mediator and an admin without two-factor 403; an admin with two-factor passes the guard.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { as, createTestApp, type TestContext } from '../../../test/helpers.ts';
import { makeUser } from '../../../test/factories.ts';
import { users } from '../../db/schema.ts';
import type { TestUser } from '../../../test/helpers.ts';

const UUID = '00000000-0000-4000-8000-000000000000';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const withTwoFactor = async (u: TestUser) => {
  await t.app.db.update(users).set({ twoFactorEnabled: true }).where(eq(users.id, u.id));
  return u;
};

describe('/api/admin access matrix', () => {
  it('answers every admin route by who asks, before reading the body', async () => {
    const routes = t.app.apiRoutes.filter((r) => r.url.startsWith('/api/admin/'));
    // Users, content, money and audit: the console's whole surface.
    expect(routes.length).toBeGreaterThanOrEqual(13);
    for (const r of routes) expect(r.access, r.url).toBe('user');

    const callers: [string, TestUser | null, number[]][] = [
      ['guest', null, [401]],
      ['client', await withTwoFactor(await makeUser(t.app, { role: 'client' })), [403]],
      ['freelancer', await withTwoFactor(await makeUser(t.app, { role: 'freelancer' })), [403]],
      ['mediator', await withTwoFactor(await makeUser(t.app, { isMediator: true })), [403]],
      ['admin without 2FA', await makeUser(t.app, { isAdmin: true }), [403]],
    ];
    const admin = await withTwoFactor(await makeUser(t.app, { isAdmin: true }));
    for (const route of routes) {
      const url = route.url.replace(':type', 'job').replace(/:[A-Za-z]+/g, UUID);
      const call = (who: TestUser | null) =>
        t.app.inject({
          method: route.method as 'GET',
          url,
          headers: who ? { cookie: who.cookie } : {},
          ...(route.method === 'GET' ? {} : { payload: { reason: 'Spam listing', appealBy: '2099-01-01' } }),
        });
      for (const [name, who, expected] of callers) {
        const res = await call(who);
        expect(expected, `${name} ${route.method} ${route.url}: ${res.body}`).toContain(res.statusCode);
        expect(res.json().success).toBe(false);
      }
      const res = await call(admin);
      expect([200, 201, 400, 404, 409], `admin ${route.method} ${route.url}: ${res.body}`).toContain(
        res.statusCode,
      );
    }
  });

  it('tells a staff member without two-factor to turn it on, and a mediator that it is for admins', async () => {
    const noTwoFactor = await makeUser(t.app, { isAdmin: true });
    const res = await as(t.app, noTwoFactor).get('/api/admin/users');
    expect(res.json().message).toMatch(/Turn on two-factor authentication/);
    const mediator = await withTwoFactor(await makeUser(t.app, { isMediator: true }));
    expect((await as(t.app, mediator).get('/api/admin/users')).json().message).toBe(
      'Only admins can use the console',
    );
    const client = await makeUser(t.app, { role: 'client' });
    expect((await as(t.app, client).get('/api/admin/ledger')).json().message).toBe(
      'Only admins and mediators can do that',
    );
  });
});
