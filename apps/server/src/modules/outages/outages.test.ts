/**
 * Outage mode (issue 36, part 3): who declares, what is refused, and what ending one does to a live
 * contract: each deadline moves by the outage's length, once (two overlapping outages by their
 * union), both parties are told, everything is audited, and no money moves.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import type { ContractDto, DisputeDto } from '@kt/shared';
import { as, createTestApp, type TestContext, type TestUser } from '../../../test/helpers.ts';
import { makeUser } from '../../../test/factories.ts';
import { auditLog, contracts, notifications, users } from '../../db/schema.ts';
import { balanceOf } from '../ledger/ledger.ts';
import { contractIn, expectLedgerOk, makeParties, offer, step } from '../contracts/test-kit.ts';
import { openOn } from '../disputes/test-kit.ts';
import { declare, endNow, lengthOf, makeProgrammeStaff, setDistrict } from './test-kit.ts';
import { startAtDeclaredStart } from './service.ts';
import { noticeText } from '../notifications/notify.ts';
import { uncoveredMs } from './shift.ts';

let t: TestContext;
let staff: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  staff = await makeProgrammeStaff(t.app);
});
afterAll(() => t.close());

const HOUR = 3_600_000;
const ago = (ms: number) => new Date(Date.now() - ms);
const contractOf = async (user: TestUser, id: string) =>
  (await as(t.app, user).get(`/api/contracts/${id}`)).json().contract as ContractDto;
const disputeOf = async (user: TestUser, id: string) =>
  (await as(t.app, user).get(`/api/disputes/${id}`)).json().dispute as DisputeDto;
const ms = (iso: string | null | undefined) => Date.parse(iso!);

describe('who declares, and what is refused', () => {
  const body = {
    districts: ['Skardu'],
    startsAt: new Date().toISOString(),
    reason: 'Mobile internet suspended',
  };

  it('answers a guest 401, a user 403, programme staff without two-factor 403', async () => {
    expect((await as(t.app, null).post('/api/admin/outages', body)).statusCode).toBe(401);
    const user = await makeUser(t.app);
    const res = await as(t.app, user).post('/api/admin/outages', body);
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('Only admins and mediators can do that');
    const noTwoFactor = await makeUser(t.app, { isProgramme: true });
    const res2 = await as(t.app, noTwoFactor).get('/api/admin/outages');
    expect(res2.statusCode).toBe(403);
    expect(res2.json().message).toMatch(/two-factor/);
    const mediator = await makeUser(t.app, { isMediator: true });
    await t.app.db.update(users).set({ twoFactorEnabled: true }).where(eq(users.id, mediator.id));
    const res3 = await as(t.app, mediator).post('/api/admin/outages', body);
    expect(res3.statusCode).toBe(403);
    expect(res3.json().message).toBe('Only programme staff and admins can declare outages');
  });

  it.each([
    [{ ...body, districts: [] }, 'Choose at least one district'],
    [{ ...body, districts: ['Lahore'] }, 'District must be one of'],
    [{ ...body, districts: ['Hunza', 'Hunza'] }, 'Each district only once'],
    [{ ...body, startsAt: 'yesterday' }, 'Start must be a date and time'],
    [{ ...body, endsAt: ago(HOUR).toISOString() }, 'End must be after the start'],
    [{ ...body, reason: 'cut' }, 'Reason must be at least 5 characters'],
  ])('refuses %j with 400', async (input, message) => {
    const res = await as(t.app, staff).post('/api/admin/outages', input);
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain(message);
  });

  it('a user sets and clears their district; an unknown one is a 400', async () => {
    const user = await makeUser(t.app);
    const set = await as(t.app, user).put('/api/auth/me/district', { district: 'Gupis-Yasin' });
    expect(set.json().user.district).toBe('Gupis-Yasin');
    const bad = await as(t.app, user).put('/api/auth/me/district', { district: 'Lahore' });
    expect(bad.statusCode).toBe(400);
    const clear = await as(t.app, user).put('/api/auth/me/district', { district: null });
    expect(clear.json().user.district).toBeNull();
    expect((await as(t.app, null).put('/api/auth/me/district', { district: 'Hunza' })).statusCode).toBe(401);
  });

  it('leaving a district while it is in an outage is a 409; once it ended, it is allowed', async () => {
    const user = await makeUser(t.app);
    await setDistrict(t.app, user, 'Ghizer');
    const o = await declare(t.app, staff, ['Ghizer']);
    const refused = await as(t.app, user).put('/api/auth/me/district', { district: 'Gilgit' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      'Your district is in an outage: you can change it once the outage has ended',
    );
    expect((await as(t.app, user).put('/api/auth/me/district', { district: null })).statusCode).toBe(409);
    await setDistrict(t.app, user, 'Ghizer');
    await endNow(t.app, staff, o._id);
    await setDistrict(t.app, user, 'Gilgit');
  });

  it('ending twice is a 409, an unknown outage a 404', async () => {
    const o = await declare(t.app, staff, ['Darel']);
    await endNow(t.app, staff, o._id);
    expect((await as(t.app, staff).post(`/api/admin/outages/${o._id}/end`)).statusCode).toBe(409);
    const unknown = await as(t.app, staff).post(`/api/admin/outages/${crypto.randomUUID()}/end`);
    expect(unknown.statusCode).toBe(404);
  });
});

describe('a declared outage moves a live contract’s deadlines', () => {
  it('the client’s district: paused on the contract page, then auto-release moves by its length; told, audited, no money moved', async () => {
    const p = await makeParties(t.app);
    await setDistrict(t.app, p.client, 'Skardu');
    const { contractId } = await contractIn(t.app, p, 'submitted');
    const before = await contractOf(p.freelancer, contractId);
    expect(before.paused).toBeNull();
    const o = await declare(t.app, staff, ['Skardu'], ago(2 * HOUR));

    const paused = await contractOf(p.freelancer, contractId);
    expect(paused.paused).toEqual({ district: 'Skardu', since: o.startsAt });
    expect((await contractOf(p.client, contractId)).paused).toEqual(paused.paused);
    const escrow = await balanceOf(t.app.db, { kind: 'escrow', contractId, currency: 'USD' });

    const ended = await endNow(t.app, staff, o._id);
    expect(ended.resumedAt).not.toBeNull();
    const after = await contractOf(p.freelancer, contractId);
    expect(after.paused).toBeNull();
    expect(ms(after.milestones[0]!.autoReleaseAt) - ms(before.milestones[0]!.autoReleaseAt)).toBe(
      lengthOf(ended),
    );
    expect(lengthOf(ended)).toBeGreaterThanOrEqual(2 * HOUR);
    expect(after.activity[0]!.kind).toBe('deadlines_resumed');
    expect(after.activity[0]!.message).toMatch(/^The Skardu outage ended/);
    const told = await t.app.db
      .select({ userId: notifications.userId })
      .from(notifications)
      .where(eq(notifications.kind, 'deadlines_resumed'));
    expect(told.map((n) => n.userId)).toEqual(expect.arrayContaining([p.client.id, p.freelancer.id]));
    const audit = await t.app.db.select().from(auditLog).where(eq(auditLog.targetId, o._id));
    expect(audit.map((a) => a.action).sort()).toEqual(['outage.declare', 'outage.end']);
    expect(audit.find((a) => a.action === 'outage.end')!.details).toMatchObject({ contracts: 1 });
    expect(await balanceOf(t.app.db, { kind: 'escrow', contractId, currency: 'USD' })).toBe(escrow);
    expect(after.milestones[0]!.status).toBe('submitted');
    await expectLedgerOk(t.app);
  });

  it('the freelancer’s district pauses a dispute (paused line on it) and moves its answer deadline', async () => {
    const p = await makeParties(t.app);
    await setDistrict(t.app, p.freelancer, 'Hunza');
    await setDistrict(t.app, p.client, 'Gilgit');
    const { disputeId } = await openOn(t.app, p, 'submitted', 'client');
    const before = await disputeOf(p.client, disputeId);
    const o = await declare(t.app, staff, ['Hunza', 'Nagar'], ago(HOUR));
    expect((await disputeOf(p.client, disputeId)).paused).toEqual({ district: 'Hunza', since: o.startsAt });
    const ended = await endNow(t.app, staff, o._id);
    const after = await disputeOf(p.client, disputeId);
    expect(after.paused).toBeNull();
    expect(ms(after.respondBy) - ms(before.respondBy)).toBe(lengthOf(ended));
  });

  it('moves an open offer’s expiry and a refund window; leaves contracts of other districts alone', async () => {
    const p = await makeParties(t.app);
    await setDistrict(t.app, p.client, 'Ghanche');
    const c = await offer(t.app, p);
    const r = await contractIn(t.app, p, 'refund_requested');
    const other = await makeParties(t.app);
    await setDistrict(t.app, other.client, 'Astore');
    const untouched = await offer(t.app, other);
    const refundBefore = (await contractOf(p.client, r.contractId)).milestones[0]!.refundDueAt;
    const o = await declare(t.app, staff, ['Ghanche'], ago(HOUR));
    expect((await contractOf(other.client, untouched._id)).paused).toBeNull();
    const ended = await endNow(t.app, staff, o._id);
    expect(ms((await contractOf(p.client, c._id)).offerExpiresAt) - ms(c.offerExpiresAt)).toBe(
      lengthOf(ended),
    );
    const refundAfter = (await contractOf(p.client, r.contractId)).milestones[0]!.refundDueAt;
    expect(ms(refundAfter) - ms(refundBefore)).toBe(lengthOf(ended));
    expect((await contractOf(other.client, untouched._id)).offerExpiresAt).toBe(untouched.offerExpiresAt);
  });

  it('moves the review window of an ended contract', async () => {
    const p = await makeParties(t.app);
    await setDistrict(t.app, p.freelancer, 'Shigar');
    const { contractId } = await contractIn(t.app, p, 'released');
    await step(t.app, p.client, `/api/contracts/${contractId}/end`);
    const closes = async () =>
      ms((await as(t.app, p.client).get(`/api/contracts/${contractId}/reviews`)).json().windowClosesAt);
    const before = await closes();
    const o = await declare(t.app, staff, ['Shigar'], ago(HOUR));
    const ended = await endNow(t.app, staff, o._id);
    expect((await closes()) - before).toBe(lengthOf(ended));
    const [row] = await t.app.db.select().from(contracts).where(eq(contracts.id, contractId));
    expect(row!.reviewWindowExtraMs).toBe(lengthOf(ended));
  });

  it('two overlapping outages of one contract move it once by their union', async () => {
    const p = await makeParties(t.app);
    await setDistrict(t.app, p.client, 'Roundu');
    await setDistrict(t.app, p.freelancer, 'Tangir');
    const { contractId } = await contractIn(t.app, p, 'submitted');
    const before = ms((await contractOf(p.client, contractId)).milestones[0]!.autoReleaseAt);
    const first = await declare(t.app, staff, ['Roundu'], ago(3 * HOUR));
    const second = await declare(t.app, staff, ['Tangir'], ago(2 * HOUR));
    const firstEnded = await endNow(t.app, staff, first._id);
    // Still paused by the second.
    expect((await contractOf(p.client, contractId)).paused).toEqual({
      district: 'Tangir',
      since: second.startsAt,
    });
    const secondEnded = await endNow(t.app, staff, second._id);
    const after = ms((await contractOf(p.client, contractId)).milestones[0]!.autoReleaseAt);
    expect(after - before).toBe(ms(secondEnded.endsAt) - ms(firstEnded.startsAt));
  });

  it('a user with no district is never paused', async () => {
    const p = await makeParties(t.app);
    const { contractId } = await contractIn(t.app, p, 'submitted');
    const before = (await contractOf(p.client, contractId)).milestones[0]!.autoReleaseAt;
    const o = await declare(t.app, staff, ['Kharmang', 'Diamer'], ago(HOUR));
    expect((await contractOf(p.client, contractId)).paused).toBeNull();
    await endNow(t.app, staff, o._id);
    expect((await contractOf(p.client, contractId)).milestones[0]!.autoReleaseAt).toBe(before);
    const audit = await t.app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetId, o._id), eq(auditLog.action, 'outage.end')));
    expect(audit[0]!.details).toMatchObject({ contracts: 0 });
  });
});

describe('both parties hear when an outage pauses their deadlines', () => {
  const pausedNotices = (userId: string) =>
    t.app.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.kind, 'deadlines_paused'), eq(notifications.userId, userId)));
  const pausedLines = async (user: TestUser, contractId: string) =>
    (await contractOf(user, contractId)).activity.filter((a) => a.kind === 'deadlines_paused');

  it('an outage declared as begun tells both parties at once, in English and Urdu', async () => {
    const p = await makeParties(t.app);
    await setDistrict(t.app, p.freelancer, 'Kharmang');
    const { contractId } = await contractIn(t.app, p, 'submitted');
    const outsider = await makeParties(t.app);
    await setDistrict(t.app, outsider.client, 'Ghanche');
    await contractIn(t.app, outsider, 'submitted');
    await declare(t.app, staff, ['Kharmang'], new Date('2026-11-27T06:00:00Z'));

    for (const user of [p.client, p.freelancer]) {
      const [n, ...more] = await pausedNotices(user.id);
      expect(more).toHaveLength(0);
      expect(n).toMatchObject({ type: 'contract', link: `/projects/${contractId}` });
      const en = noticeText(n!, 'en');
      expect(en.title).toBe('Deadlines paused by an outage');
      expect(en.body).toContain('Deadlines paused: Kharmang outage since 27 Nov');
      const ur = noticeText(n!, 'ur');
      expect(ur.title).toBe('بندش کی وجہ سے آخری تاریخیں رکی ہوئی ہیں');
      expect(ur.body).toContain('آخری تاریخیں رکی ہوئی ہیں');
      expect(ur.body).not.toMatch(/Deadlines|outage|Kharmang/);
    }
    const own = await contractOf(p.client, contractId);
    expect(own.activity[0]).toMatchObject({ kind: 'deadlines_paused' });
    expect(own.activity[0]!.message).toMatch(/^Deadlines paused: Kharmang outage since 27 Nov/);
    // A contract whose parties live elsewhere hears nothing.
    expect(await pausedNotices(outsider.client.id)).toHaveLength(0);
  });

  it('an outage declared to start later tells them when it starts, once however often its job runs', async () => {
    const p = await makeParties(t.app);
    await setDistrict(t.app, p.client, 'Gupis-Yasin');
    const { contractId } = await contractIn(t.app, p, 'submitted');
    const o = await declare(t.app, staff, ['Gupis-Yasin'], new Date(Date.now() + 1500));
    const deps = { queue: t.app.queue, reviewWindowMs: t.app.config.reviewWindowMs };
    await startAtDeclaredStart(deps, t.app.db, o._id);
    expect(await pausedNotices(p.client.id)).toHaveLength(0);
    expect(await pausedLines(p.freelancer, contractId)).toHaveLength(0);
    await new Promise((r) => setTimeout(r, Date.parse(o.startsAt) - Date.now() + 50));
    await startAtDeclaredStart(deps, t.app.db, o._id);
    await startAtDeclaredStart(deps, t.app.db, o._id);
    expect(await pausedNotices(p.client.id)).toHaveLength(1);
    expect(await pausedNotices(p.freelancer.id)).toHaveLength(1);
    expect(await pausedLines(p.freelancer, contractId)).toHaveLength(1);
  });
});

describe('uncoveredMs', () => {
  it('is the part of a period no other covers', () => {
    expect(uncoveredMs({ start: 0, end: 10 }, [])).toBe(10);
    expect(uncoveredMs({ start: 0, end: 10 }, [{ start: -5, end: 4 }])).toBe(6);
    expect(
      uncoveredMs({ start: 0, end: 10 }, [
        { start: 2, end: 4 },
        { start: 3, end: 6 },
      ]),
    ).toBe(6);
    expect(uncoveredMs({ start: 0, end: 10 }, [{ start: -1, end: 11 }])).toBe(0);
    expect(uncoveredMs({ start: 0, end: 10 }, [{ start: 10, end: 20 }])).toBe(10);
  });
});
