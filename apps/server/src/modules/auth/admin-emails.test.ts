import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { users } from '../../db/schema.ts';
import { as, createTestApp, createUser, type TestContext } from '../../../test/helpers.ts';
import { makeUser } from '../../../test/factories.ts';

describe('ADMIN_EMAILS', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestApp({ ADMIN_EMAILS: ' Boss@Example.test , ops@example.test,late@example.test' });
  });
  afterAll(() => t.close());

  it('makes a listed address an admin at sign-up, in any case', async () => {
    const boss = await createUser(t.app, { email: 'boss@example.TEST' });
    const me = await as(t.app, boss).get('/api/auth/me');
    expect(me.json().user).toMatchObject({ isAdmin: true, isMediator: false });
    const other = await createUser(t.app);
    expect((await as(t.app, other).get('/api/auth/me')).json().user.isAdmin).toBe(false);
  });

  it('makes an existing account an admin when it signs in once listed', async () => {
    const ops = await makeUser(t.app, { email: 'ops@example.test' });
    expect((await as(t.app, ops).get('/api/auth/me')).json().user.isAdmin).toBe(false);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'ops@example.test', password: ops.password },
    });
    expect(login.statusCode).toBe(200);
    expect(login.json().user.isAdmin).toBe(true);
    const [row] = await t.app.db.select().from(users).where(eq(users.id, ops.id));
    expect(row!.isAdmin).toBe(true);
  });

  it('grants nothing to a sign-in with the wrong password', async () => {
    const late = await makeUser(t.app, { email: 'late@example.test' });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'late@example.test', password: 'not-the-password' },
    });
    expect(res.statusCode).toBe(401);
    const [row] = await t.app.db.select().from(users).where(eq(users.id, late.id));
    expect(row!.isAdmin).toBe(false);
  });
});
