/**
 * Credentials' screens (issue 36): an admin grants the programme flag (audited); programme staff
 * with two-factor issue, list and revoke; the profile lists only issued, unrevoked credentials;
 * the verification route checks the stored JWS against the published keys alone and says why it
 * fails; the talent directory filters programme-verified freelancers.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { as, createTestApp, type TestContext, type TestUser } from '../../../test/helpers.ts';
import { makeUser } from '../../../test/factories.ts';
import { auditLog, credentials, profiles, users } from '../../db/schema.ts';

let t: TestContext;
let admin: TestUser;
let staff: TestUser;
let holder: TestUser;
const twoFactor = async (u: TestUser) => {
  await t.app.db.update(users).set({ twoFactorEnabled: true }).where(eq(users.id, u.id));
  return u;
};
beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: 'https://talent.example.org' });
  admin = await twoFactor(await makeUser(t.app, { isAdmin: true }));
  staff = await twoFactor(await makeUser(t.app, { firstName: 'Programme', lastName: 'Staff' }));
  holder = await makeUser(t.app, { firstName: 'Zainab', lastName: 'Hunzai' });
});
afterAll(() => t.close());

const body = (over: Record<string, unknown> = {}) => ({
  holderId: holder.id,
  course: 'Web Development',
  hub: 'Skardu FLH',
  completedOn: '2026-10-15',
  ...over,
});
const grant = (on: boolean, who: TestUser = admin, target = staff.id) =>
  as(t.app, who).post(`/api/admin/users/${target}/programme`, { on });

describe('the programme flag', () => {
  it('an admin grants and removes it, audited; nobody else may', async () => {
    expect((await grant(true, staff)).statusCode).toBe(403);
    const mediator = await twoFactor(await makeUser(t.app, { isMediator: true }));
    expect((await grant(true, mediator)).statusCode).toBe(403);

    const on = await grant(true);
    expect(on.statusCode).toBe(200);
    expect(on.json()).toMatchObject({
      message: 'The user is now programme staff',
      user: { _id: staff.id, isProgramme: true },
    });
    const me = await as(t.app, staff).get('/api/auth/me');
    expect(me.json().user.isProgramme).toBe(true);
    const listed = await as(t.app, admin).get(`/api/admin/users/${staff.id}`);
    expect(listed.json().user.isProgramme).toBe(true);

    const audit = await t.app.db.select().from(auditLog).where(eq(auditLog.targetId, staff.id));
    expect(audit.map((a) => a.action)).toContain('user.programme-on');
  });

  it('lets programme staff with two-factor issue, list and revoke; not without two-factor, not mediators', async () => {
    const res = await as(t.app, staff).post('/api/admin/credentials', body());
    expect(res.statusCode).toBe(201);
    const { credential } = res.json();
    const list = await as(t.app, staff).get(`/api/admin/credentials?holderId=${holder.id}`);
    expect(list.statusCode).toBe(200);
    expect(list.json().credentials).toEqual([
      expect.objectContaining({
        id: credential.id,
        holder: expect.objectContaining({ firstName: 'Zainab' }),
      }),
    ]);
    const found = await as(t.app, staff).get('/api/admin/credentials?search=skardu');
    expect(found.json().credentials.map((c: { id: string }) => c.id)).toContain(credential.id);
    const holders = await as(t.app, staff).get('/api/admin/credentials/holders?search=hunzai');
    expect(holders.json().holders).toEqual([expect.objectContaining({ _id: holder.id, lastName: 'Hunzai' })]);

    const revoke = await as(t.app, staff).post(`/api/admin/credentials/${credential.id}/revoke`, {
      reason: 'Course not finished',
    });
    expect(revoke.statusCode).toBe(200);
    const audit = await t.app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetId, credential.id), eq(auditLog.actorId, staff.id)));
    expect(audit.map((a) => a.action).sort()).toEqual(['credential.issue', 'credential.revoke']);

    // The console's other screens stay admins' only.
    expect((await as(t.app, staff).get('/api/admin/users')).statusCode).toBe(403);

    const noTwoFactor = await makeUser(t.app, {});
    await t.app.db.update(users).set({ isProgramme: true }).where(eq(users.id, noTwoFactor.id));
    const refused = await as(t.app, noTwoFactor).post('/api/admin/credentials', body());
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toMatch(/two-factor/);
    const mediator = await twoFactor(await makeUser(t.app, { isMediator: true }));
    const denied = await as(t.app, mediator).post('/api/admin/credentials', body());
    expect(denied.statusCode).toBe(403);
    expect(denied.json().message).toBe('Only programme staff and admins can issue credentials');
    expect((await as(t.app, holder).get('/api/admin/credentials')).statusCode).toBe(403);

    const removed = await grant(false);
    expect(removed.json().user.isProgramme).toBe(false);
    expect((await as(t.app, staff).post('/api/admin/credentials', body())).statusCode).toBe(403);
  });

  it('issues to freelancers only', async () => {
    const client = await makeUser(t.app, { role: 'client' });
    const res = await as(t.app, admin).post('/api/admin/credentials', body({ holderId: client.id }));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Credentials are issued to freelancers only');
  });
});

describe('what a profile shows and the verification page reads', () => {
  it('lists only issued, unrevoked credentials; the verification says valid, then revoked and why', async () => {
    const person = await makeUser(t.app, { firstName: 'Ali', lastName: 'Baig' });
    const issue = async (course: string) =>
      (await as(t.app, admin).post('/api/admin/credentials', body({ holderId: person.id, course }))).json()
        .credential as { id: string };
    const kept = await issue('Graphic Designing');
    const dropped = await issue('Digital Marketing');

    const held = async () => (await as(t.app, null).get(`/api/users/${person.id}/credentials`)).json();
    expect((await held()).credentials.map((c: { course: string }) => c.course).sort()).toEqual([
      'Digital Marketing',
      'Graphic Designing',
    ]);

    const verify = async (id: string) => {
      const res = await as(t.app, null).get(`/api/credentials/${id}/verification`);
      return { status: res.statusCode, body: res.json() };
    };
    const good = await verify(kept.id);
    expect(good.status).toBe(200);
    expect(good.body.verification).toMatchObject({
      valid: true,
      outcome: 'valid',
      revokedReason: null,
      claims: {
        course: 'Graphic Designing',
        hub: 'Skardu FLH',
        completedOn: '2026-10-15',
        holderId: person.id,
        holderName: 'Ali Baig',
        issuer: 'https://talent.example.org',
      },
    });

    await as(t.app, admin).post(`/api/admin/credentials/${dropped.id}/revoke`, { reason: 'Issued in error' });
    expect((await held()).credentials.map((c: { course: string }) => c.course)).toEqual([
      'Graphic Designing',
    ]);
    const revoked = await verify(dropped.id);
    expect(revoked.body.verification).toMatchObject({
      valid: false,
      outcome: 'revoked',
      revokedReason: 'Issued in error',
      claims: { course: 'Digital Marketing' },
    });

    const unknown = await verify('00000000-0000-4000-8000-000000000000');
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({ success: false, message: 'Credential not found' });
  });

  it('says bad signature when the stored credential was changed or swapped, never trusting the row', async () => {
    const person = await makeUser(t.app, {});
    const a = (await as(t.app, admin).post('/api/admin/credentials', body({ holderId: person.id }))).json()
      .credential;
    const b = (
      await as(t.app, admin).post('/api/admin/credentials', body({ holderId: person.id, course: 'AI' }))
    ).json().credential;
    const [row] = await t.app.db.select().from(credentials).where(eq(credentials.id, a.id));
    const [head, payload, sig] = row!.jws.split('.');
    const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString());
    claims.credentialSubject.achievement.name = 'Data Science';
    const forged = `${head}.${Buffer.from(JSON.stringify(claims)).toString('base64url')}.${sig}`;
    await t.app.db.update(credentials).set({ jws: forged }).where(eq(credentials.id, a.id));
    const tampered = (await as(t.app, null).get(`/api/credentials/${a.id}/verification`)).json();
    expect(tampered.verification).toMatchObject({ valid: false, outcome: 'bad-signature', claims: null });

    // A genuine signature of another credential in this one's place: not this credential.
    const [other] = await t.app.db.select().from(credentials).where(eq(credentials.id, b.id));
    await t.app.db.update(credentials).set({ jws: other!.jws }).where(eq(credentials.id, a.id));
    const swapped = (await as(t.app, null).get(`/api/credentials/${a.id}/verification`)).json();
    expect(swapped.verification).toMatchObject({ valid: false, outcome: 'bad-signature' });
    // The credential whose signature it was still verifies in its own place.
    expect(
      (await as(t.app, null).get(`/api/credentials/${b.id}/verification`)).json().verification.valid,
    ).toBe(true);
  });
});

describe('the talent directory', () => {
  it('filters programme-verified freelancers, and drops them when revoked', async () => {
    const makeProfile = async (firstName: string) => {
      const u = await makeUser(t.app, { firstName });
      await t.app.db.insert(profiles).values({
        userId: u.id,
        jobTitle: 'Web Developer',
        headline: `${firstName} builds websites`,
        bio: 'Websites for small businesses in Gilgit-Baltistan.',
        services: ['React'],
      });
      return u;
    };
    const verified = await makeProfile('Verified');
    const plain = await makeProfile('Plain');
    const search = async (query: string) =>
      (await as(t.app, null).get(`/api/profile/search?${query}`)).json() as {
        profiles: { userId: { _id: string }; verified: boolean }[];
        total: number;
      };
    const ids = (r: Awaited<ReturnType<typeof search>>) => r.profiles.map((p) => p.userId._id);
    const marked = (r: Awaited<ReturnType<typeof search>>) =>
      r.profiles.filter((p) => p.verified).map((p) => p.userId._id);

    expect(ids(await search('verified=true'))).toEqual([]);
    const all = ids(await search(''));
    expect(all).toEqual(expect.arrayContaining([verified.id, plain.id]));

    const { credential } = (
      await as(t.app, admin).post('/api/admin/credentials', body({ holderId: verified.id }))
    ).json();
    const only = await search('verified=true');
    expect(ids(only)).toEqual([verified.id]);
    expect(only.total).toBe(1);
    expect(ids(await search('verified=true&q=websites'))).toEqual([verified.id]);
    expect(ids(await search('verified=false'))).toEqual(expect.arrayContaining([verified.id, plain.id]));
    // Each card says whether its freelancer is programme-verified.
    expect(marked(await search(''))).toEqual([verified.id]);

    await as(t.app, admin).post(`/api/admin/credentials/${credential.id}/revoke`, {
      reason: 'Issued in error',
    });
    expect(ids(await search('verified=true'))).toEqual([]);
    expect(marked(await search(''))).toEqual([]);

    const bad = await as(t.app, null).get('/api/profile/search?verified=yes');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Verified must be true or false');
  });
});
