/**
 * The access matrix of /api/disputes/* and the mediator flag: guest, client, freelancer, another
 * mediator, the assigned mediator and an admin, each route with the status each must get. Refused
 * calls change nothing; the allowed one runs last.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, createTestApp, multipart, type TestContext, type TestUser } from '../../../test/helpers.ts';
import { auditLog, disputes, users } from '../../db/schema.ts';
import { expectLedgerOk, makeParties, type Parties } from '../contracts/test-kit.ts';
import { act, makeStaff, openOn } from './test-kit.ts';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Role = 'guest' | 'client' | 'freelancer' | 'otherMediator' | 'mediator' | 'admin';
type Cast = Record<Exclude<Role, 'guest'>, TestUser> & { p: Parties };

async function cast(): Promise<Cast> {
  const p = await makeParties(t.app);
  return {
    p,
    client: p.client,
    freelancer: p.freelancer,
    mediator: await makeStaff(t.app, { isMediator: true }),
    otherMediator: await makeStaff(t.app, { isMediator: true }),
    admin: await makeStaff(t.app, { isAdmin: true }),
  };
}

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

/** A dispute the client opened, escalated and assigned to `c.mediator`, with one evidence file. */
async function inMediation(c: Cast) {
  const { disputeId } = await openOn(t.app, c.p, 'funded', 'client');
  const form = multipart({}, [{ field: 'files', filename: 'proof.png', content: PNG }]);
  const up = await as(t.app, c.client).post(
    `/api/disputes/${disputeId}/evidence`,
    form.payload,
    form.headers,
  );
  expect(up.statusCode, up.body).toBe(201);
  await act(t.app, c.client, `/api/disputes/${disputeId}/escalate`);
  await act(t.app, c.admin, `/api/disputes/${disputeId}/assign`, { mediatorId: c.mediator.id });
  return { disputeId, fileUrl: up.json().dispute.evidence[0].url as string };
}

async function call(c: Cast, role: Role, method: 'GET' | 'POST', url: string, body?: unknown) {
  const user = role === 'guest' ? null : c[role];
  if (body instanceof Object && 'payload' in body) {
    const form = body as ReturnType<typeof multipart>;
    return as(t.app, user).post(url, form.payload, form.headers);
  }
  return method === 'GET'
    ? as(t.app, user).get(url)
    : as(t.app, user).post(url, body as Record<string, unknown> | undefined);
}

async function expectMatrix(
  c: Cast,
  method: 'GET' | 'POST',
  url: string,
  body: unknown,
  want: Partial<Record<Role, number>>,
) {
  for (const [role, status] of Object.entries(want) as [Role, number][]) {
    const res = await call(c, role, method, url, body);
    expect(res.statusCode, `${role} ${method} ${url}: ${res.body.slice(0, 200)}`).toBe(status);
    if (status >= 400) expect(res.json()).toMatchObject({ success: false });
  }
}

describe('/api/disputes access matrix', () => {
  it('reading: parties, the assigned mediator and admins; not another mediator', async () => {
    const c = await cast();
    const { disputeId, fileUrl } = await inMediation(c);
    const readers = {
      guest: 401,
      otherMediator: 404,
      client: 200,
      freelancer: 200,
      mediator: 200,
      admin: 200,
    };
    await expectMatrix(c, 'GET', `/api/disputes/${disputeId}`, undefined, readers);
    await expectMatrix(c, 'GET', fileUrl, undefined, readers);
    await expectMatrix(c, 'GET', '/api/disputes', undefined, { guest: 401 });
    for (const role of ['client', 'freelancer', 'mediator', 'admin', 'otherMediator'] as const) {
      const res = await call(c, role, 'GET', '/api/disputes');
      expect(res.statusCode).toBe(200);
      const ids = res.json().disputes.map((d: { _id: string }) => d._id);
      expect(ids.includes(disputeId), role).toBe(role !== 'otherMediator');
    }
    const byState = await call(c, 'admin', 'GET', '/api/disputes?state=settled');
    expect(byState.json().disputes.map((d: { _id: string }) => d._id)).not.toContain(disputeId);
    expect((await call(c, 'admin', 'GET', '/api/disputes?state=nope')).statusCode).toBe(400);
  });

  it('answering and escalating: only the party who did not make the standing proposal', async () => {
    const c = await cast();
    const { disputeId } = await openOn(t.app, c.p, 'funded', 'client');
    const url = `/api/disputes/${disputeId}`;
    await expectMatrix(
      c,
      'POST',
      `${url}/respond`,
      { accept: true },
      {
        guest: 401,
        otherMediator: 404,
        mediator: 404,
        admin: 403,
        client: 409,
      },
    );
    await expectMatrix(c, 'POST', `${url}/escalate`, undefined, {
      guest: 401,
      otherMediator: 404,
      admin: 403,
    });
    const [row] = await t.app.db.select().from(disputes).where(eq(disputes.id, disputeId));
    expect(row).toMatchObject({ state: 'open', proposedBy: c.client.id });
    await expectMatrix(c, 'POST', `${url}/respond`, { accept: true }, { freelancer: 200 });
    await expectLedgerOk(t.app);
  });

  it('evidence: the parties attach; staff and strangers cannot', async () => {
    const c = await cast();
    const { disputeId } = await inMediation(c);
    const form = multipart({}, [{ field: 'files', filename: 'more.png', content: PNG }]);
    await expectMatrix(c, 'POST', `/api/disputes/${disputeId}/evidence`, form, {
      guest: 401,
      otherMediator: 404,
      mediator: 403,
      admin: 403,
      freelancer: 201,
    });
  });

  it('deciding: the assigned mediator only; assigning: admins only', async () => {
    const c = await cast();
    const { disputeId } = await inMediation(c);
    const url = `/api/disputes/${disputeId}`;
    await expectMatrix(
      c,
      'POST',
      `${url}/assign`,
      { mediatorId: c.otherMediator.id },
      {
        guest: 401,
        client: 403,
        freelancer: 403,
        otherMediator: 403,
        mediator: 403,
      },
    );
    const decision = { toFreelancer: 6_000, toClient: 4_000, reasoning: 'Fair' };
    await expectMatrix(c, 'POST', `${url}/decide`, decision, {
      guest: 401,
      client: 403,
      freelancer: 403,
      otherMediator: 403,
      admin: 403,
      mediator: 200,
    });
    await expectMatrix(c, 'POST', `${url}/assign`, { mediatorId: c.otherMediator.id }, { admin: 409 });
    await expectLedgerOk(t.app);
  });

  it('POST /api/admin/users/:id/mediator: admins only, audited; staff without two-factor are refused', async () => {
    const c = await cast();
    const target = await makeStaff(t.app, { isMediator: false });
    const url = `/api/admin/users/${target.id}/mediator`;
    await expectMatrix(
      c,
      'POST',
      url,
      { on: true },
      {
        guest: 401,
        client: 403,
        freelancer: 403,
        otherMediator: 403,
        mediator: 403,
      },
    );
    expect((await call(c, 'admin', 'POST', url, { on: 'yes' })).statusCode).toBe(400);
    const res = await call(c, 'admin', 'POST', url, { on: true });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ success: true, user: { _id: target.id, isMediator: true } });
    const missing = await call(
      c,
      'admin',
      'POST',
      '/api/admin/users/00000000-0000-4000-8000-000000000000/mediator',
      { on: true },
    );
    expect(missing.statusCode).toBe(404);
    const audit = await t.app.db.select().from(auditLog).where(eq(auditLog.targetId, target.id));
    expect(audit).toMatchObject([{ actorId: c.admin.id, action: 'user.mediator-on', targetType: 'user' }]);

    const lax = await makeStaff(t.app, { isAdmin: true, twoFactor: false });
    const refused = await as(t.app, lax).post(url, { on: false });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toMatch(/two-factor/);
    const { disputeId } = await inMediation(c);
    expect((await as(t.app, lax).get(`/api/disputes/${disputeId}`)).statusCode).toBe(403);
    const [u] = await t.app.db.select().from(users).where(eq(users.id, target.id));
    expect(u!.isMediator).toBe(true);
  });
});
