/** Every dispute path through the real API, each ending with the ledger's invariants checked. */
import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, createTestApp, multipart, type TestContext } from '../../../test/helpers.ts';
import { auditLog, disputes, notifications, users } from '../../db/schema.ts';
import { balanceOf } from '../ledger/ledger.ts';
import { contractIn, expectLedgerOk, makeParties } from '../contracts/test-kit.ts';
import { act, makeStaff, openOn } from './test-kit.ts';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const pending = (userId: string) => balanceOf(t.app.db, { kind: 'pending', userId, currency: 'USD' });
const escrow = (contractId: string) => balanceOf(t.app.db, { kind: 'escrow', contractId, currency: 'USD' });
const contractOf = async (user: { cookie: string }, id: string) =>
  (await as(t.app, user).get(`/api/contracts/${id}`)).json().contract;

describe('opening a dispute', () => {
  it('stops the milestone: disputed, no auto-release date, money stays in escrow; the other party is told', async () => {
    const p = await makeParties(t.app);
    const { contractId, dispute } = await openOn(t.app, p, 'submitted', 'freelancer');
    expect(dispute).toMatchObject({
      state: 'open',
      settledBy: null,
      amount: 10_000,
      proposal: { toFreelancer: 7_000, toClient: 3_000 },
      proposedBy: p.freelancer.id,
      milestoneStatus: 'disputed',
    });
    expect(new Date(dispute.respondBy!).getTime()).toBeGreaterThan(Date.now() + 3.9 * 86_400_000);
    const c = await contractOf(p.client, contractId);
    expect(c.milestones[0]).toMatchObject({ status: 'disputed', autoReleaseAt: null });
    expect(c.totals.inEscrow).toBe(10_000);
    expect(await escrow(contractId)).toBe(10_000);
    const told = await t.app.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, p.client.id), eq(notifications.type, 'dispute')));
    expect(told).toHaveLength(1);
    expect(told[0]!.link).toBe(`/disputes/${dispute._id}`);
    // The contract cannot end while the money is disputed.
    expect((await as(t.app, p.client).post(`/api/contracts/${contractId}/end`)).statusCode).toBe(409);
    await expectLedgerOk(t.app);
  });

  it('refuses amounts that do not add up (400), a milestone not in escrow (409), a stranger (404), a second dispute (409)', async () => {
    const p = await makeParties(t.app);
    const { milestoneId } = await contractIn(t.app, p, 'funded');
    const url = `/api/milestones/${milestoneId}/dispute`;
    const bad = await as(t.app, p.client).post(url, {
      reason: 'x',
      proposal: { toFreelancer: 5_000, toClient: 4_000 },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('The two amounts must add up to $100.00, the amount in escrow');
    const decimals = await as(t.app, p.client).post(url, {
      reason: 'x',
      proposal: { toFreelancer: 50.5, toClient: 9_949.5 },
    });
    expect(decimals.statusCode).toBe(400);
    const stranger = await as(t.app, p.stranger).post(url, {
      reason: 'x',
      proposal: { toFreelancer: 0, toClient: 10_000 },
    });
    expect(stranger.statusCode).toBe(404);
    await act(t.app, p.client, url, { reason: 'No work', proposal: { toFreelancer: 0, toClient: 10_000 } });
    const again = await as(t.app, p.freelancer).post(url, {
      reason: 'x',
      proposal: { toFreelancer: 10_000, toClient: 0 },
    });
    expect(again.statusCode).toBe(409);
    const p2 = await makeParties(t.app);
    const { milestoneId: unfunded } = await contractIn(t.app, p2, 'pending');
    const res = await as(t.app, p2.client).post(`/api/milestones/${unfunded}/dispute`, {
      reason: 'x',
      proposal: { toFreelancer: 0, toClient: 10_000 },
    });
    expect(res.statusCode).toBe(409);
    expect(await t.app.db.select().from(disputes).where(eq(disputes.milestoneId, unfunded))).toEqual([]);
    await expectLedgerOk(t.app);
  });

  it('is idempotent: the same Idempotency-Key opens one dispute and replays the reply', async () => {
    const p = await makeParties(t.app);
    const { milestoneId } = await contractIn(t.app, p, 'funded');
    const body = { reason: 'Late', proposal: { toFreelancer: 2_000, toClient: 8_000 } };
    const key = { 'idempotency-key': `open-${milestoneId}` };
    const [a, b] = [
      await as(t.app, p.client).post(`/api/milestones/${milestoneId}/dispute`, body, key),
      await as(t.app, p.client).post(`/api/milestones/${milestoneId}/dispute`, body, key),
    ];
    expect([a.statusCode, b.statusCode]).toEqual([201, 201]);
    expect(b.headers['idempotent-replayed']).toBe('true');
    expect(b.json().dispute._id).toBe(a.json().dispute._id);
    expect(await t.app.db.select().from(disputes).where(eq(disputes.milestoneId, milestoneId))).toHaveLength(
      1,
    );
  });
});

describe('settled by agreement', () => {
  it('the other party accepts: the split goes to the ledger, the milestone is split, the fee is on the freelancer part', async () => {
    const p = await makeParties(t.app);
    const { contractId, disputeId } = await openOn(t.app, p, 'refund_requested', 'freelancer');
    // The opener cannot accept their own proposal.
    expect(
      (await as(t.app, p.freelancer).post(`/api/disputes/${disputeId}/respond`, { accept: true })).statusCode,
    ).toBe(409);
    const d = await act(t.app, p.client, `/api/disputes/${disputeId}/respond`, { accept: true });
    expect(d).toMatchObject({
      state: 'settled',
      settledBy: 'agreement',
      outcome: { toFreelancer: 7_000, toClient: 3_000 },
      milestoneStatus: 'split',
      respondBy: null,
    });
    const c = await contractOf(p.client, contractId);
    expect(c.milestones[0]).toMatchObject({ status: 'split', releasedAmount: 7_000, refundedAmount: 3_000 });
    expect(await pending(p.freelancer.id)).toBe(6_650); // 7 000 less the 5 % fee (350)
    expect(await escrow(contractId)).toBe(0);
    await expectLedgerOk(t.app);
    // Settled: nothing changes any more.
    for (const [url, body] of [
      [`/api/disputes/${disputeId}/respond`, { proposal: { toFreelancer: 10_000, toClient: 0 } }],
      [`/api/disputes/${disputeId}/escalate`, undefined],
    ] as const) {
      const res = await as(t.app, p.freelancer).post(url, body);
      expect(res.statusCode, url).toBe(409);
    }
    expect(await pending(p.freelancer.id)).toBe(6_650);
  });

  it('a counter then the same proposal from the other side settles it; all to the client ends the milestone refunded', async () => {
    const p = await makeParties(t.app);
    const { contractId, disputeId } = await openOn(t.app, p, 'funded', 'client', {
      toFreelancer: 0,
      toClient: 10_000,
    });
    const countered = await act(t.app, p.freelancer, `/api/disputes/${disputeId}/respond`, {
      proposal: { toFreelancer: 5_000, toClient: 5_000 },
      message: 'Half was delivered',
    });
    expect(countered).toMatchObject({ state: 'open', proposedBy: p.freelancer.id });
    expect(countered.events.map((e) => e.kind)).toEqual(['opened', 'countered']);
    const again = await act(t.app, p.client, `/api/disputes/${disputeId}/respond`, {
      proposal: { toFreelancer: 0, toClient: 10_000 },
    });
    expect(again.state).toBe('open');
    const d = await act(t.app, p.freelancer, `/api/disputes/${disputeId}/respond`, {
      proposal: { toFreelancer: 0, toClient: 10_000 },
    });
    expect(d).toMatchObject({ state: 'settled', settledBy: 'agreement', milestoneStatus: 'refunded' });
    const c = await contractOf(p.client, contractId);
    expect(c.milestones[0]).toMatchObject({ status: 'refunded', refundedAmount: 10_000, releasedAmount: 0 });
    expect(await pending(p.freelancer.id)).toBe(0);
    await expectLedgerOk(t.app);
  });

  it('a wrong sum in a counter is a 400 and changes nothing', async () => {
    const p = await makeParties(t.app);
    const { disputeId } = await openOn(t.app, p, 'funded', 'client');
    const res = await as(t.app, p.freelancer).post(`/api/disputes/${disputeId}/respond`, {
      proposal: { toFreelancer: 9_000, toClient: 9_000 },
    });
    expect(res.statusCode).toBe(400);
    const d = (await as(t.app, p.client).get(`/api/disputes/${disputeId}`)).json().dispute;
    expect(d).toMatchObject({ state: 'open', proposedBy: p.client.id, events: [{ kind: 'opened' }] });
  });
});

describe('settled by a mediator', () => {
  it("escalation assigns the freelancer's hub mediator; only they decide; the decision is posted once and audited", async () => {
    const far = await makeStaff(t.app, { isMediator: true, location: 'Skardu' });
    const near = await makeStaff(t.app, { isMediator: true, location: 'Hunza' });
    const p = await makeParties(t.app);
    await t.app.db.update(users).set({ location: 'Karimabad, Hunza' }).where(eq(users.id, p.freelancer.id));
    const { contractId, disputeId } = await openOn(t.app, p, 'refund_requested', 'freelancer');
    await act(t.app, p.client, `/api/disputes/${disputeId}/respond`, {
      proposal: { toFreelancer: 2_000, toClient: 8_000 },
    });
    const escalated = await act(t.app, p.freelancer, `/api/disputes/${disputeId}/escalate`);
    expect(escalated).toMatchObject({ state: 'mediation', respondBy: null, mediator: { _id: near.id } });
    // A party can no longer answer; a second escalation is a conflict.
    expect(
      (await as(t.app, p.client).post(`/api/disputes/${disputeId}/respond`, { accept: true })).statusCode,
    ).toBe(409);
    expect((await as(t.app, p.client).post(`/api/disputes/${disputeId}/escalate`)).statusCode).toBe(409);

    const decision = { toFreelancer: 6_000, toClient: 4_000, reasoning: 'Most of the work was delivered' };
    // Not assigned: 403. Amounts that do not add up: 400. Neither changes anything.
    expect((await as(t.app, far).post(`/api/disputes/${disputeId}/decide`, decision)).statusCode).toBe(403);
    expect((await as(t.app, p.client).post(`/api/disputes/${disputeId}/decide`, decision)).statusCode).toBe(
      403,
    );
    const wrong = await as(t.app, near).post(`/api/disputes/${disputeId}/decide`, {
      ...decision,
      toClient: 3_000,
    });
    expect(wrong.statusCode).toBe(400);
    expect(await escrow(contractId)).toBe(10_000);

    const d = await act(t.app, near, `/api/disputes/${disputeId}/decide`, decision);
    expect(d).toMatchObject({
      state: 'settled',
      settledBy: 'mediator',
      outcome: { toFreelancer: 6_000, toClient: 4_000 },
      reasoning: 'Most of the work was delivered',
      milestoneStatus: 'split',
    });
    expect(await pending(p.freelancer.id)).toBe(5_700);
    expect((await as(t.app, near).post(`/api/disputes/${disputeId}/decide`, decision)).statusCode).toBe(409);
    const audit = await t.app.db.select().from(auditLog).where(eq(auditLog.targetId, disputeId));
    expect(audit).toMatchObject([{ actorId: near.id, action: 'dispute.decide', reason: decision.reasoning }]);
    await expectLedgerOk(t.app);
  });

  it('with no mediator at all, escalation waits for an admin, who is told', async () => {
    // Every mediator made so far is turned off for this check, then back on.
    const on = await t.app.db.select({ id: users.id }).from(users).where(eq(users.isMediator, true));
    await t.app.db.update(users).set({ isMediator: false });
    try {
      const admin = await makeStaff(t.app, { isAdmin: true });
      const p = await makeParties(t.app);
      const { disputeId } = await openOn(t.app, p, 'funded', 'client');
      const d = await act(t.app, p.freelancer, `/api/disputes/${disputeId}/escalate`);
      expect(d).toMatchObject({ state: 'mediation', mediator: null });
      const told = await t.app.db
        .select()
        .from(notifications)
        .where(and(eq(notifications.userId, admin.id), eq(notifications.link, `/disputes/${disputeId}`)));
      expect(told).toHaveLength(1);
    } finally {
      for (const { id } of on) await t.app.db.update(users).set({ isMediator: true }).where(eq(users.id, id));
    }
  });

  it('two decisions at once: one posts, the other is a conflict; the ledger moves once', async () => {
    const mediator = await makeStaff(t.app, { isMediator: true });
    const p = await makeParties(t.app);
    const { disputeId } = await openOn(t.app, p, 'funded', 'client');
    await act(t.app, p.client, `/api/disputes/${disputeId}/escalate`);
    const admin = await makeStaff(t.app, { isAdmin: true });
    await act(t.app, admin, `/api/disputes/${disputeId}/assign`, { mediatorId: mediator.id });
    const body = (n: number) => ({ toFreelancer: n, toClient: 10_000 - n, reasoning: 'Split' });
    const results = await Promise.all([
      as(t.app, mediator).post(`/api/disputes/${disputeId}/decide`, body(4_000)),
      as(t.app, mediator).post(`/api/disputes/${disputeId}/decide`, body(5_000)),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    await expectLedgerOk(t.app);
  });

  it('a mediator without two-factor cannot decide; an admin reassigns to one who can (audited)', async () => {
    const no2fa = await makeStaff(t.app, { isMediator: true, location: 'Gilgit', twoFactor: false });
    const p = await makeParties(t.app);
    await t.app.db.update(users).set({ location: 'Gilgit' }).where(eq(users.id, p.freelancer.id));
    const { disputeId } = await openOn(t.app, p, 'funded', 'client');
    const escalated = await act(t.app, p.freelancer, `/api/disputes/${disputeId}/escalate`);
    expect(escalated.mediator).not.toBeNull();
    // Made the only Gilgit mediator: still chosen first only when nearer; force it by assignment.
    const admin = await makeStaff(t.app, { isAdmin: true });
    await act(t.app, admin, `/api/disputes/${disputeId}/assign`, { mediatorId: no2fa.id });
    const refused = await as(t.app, no2fa).post(`/api/disputes/${disputeId}/decide`, {
      toFreelancer: 0,
      toClient: 10_000,
      reasoning: 'x',
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toMatch(/two-factor/);
    const other = await makeStaff(t.app, { isMediator: true });
    const notMediator = await as(t.app, admin).post(`/api/disputes/${disputeId}/assign`, {
      mediatorId: p.client.id,
    });
    expect(notMediator.statusCode).toBe(400);
    const d = await act(t.app, admin, `/api/disputes/${disputeId}/assign`, { mediatorId: other.id });
    expect(d.mediator?._id).toBe(other.id);
    const audit = await t.app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetId, disputeId), eq(auditLog.action, 'dispute.assign')));
    expect(audit).toHaveLength(2);
    await act(t.app, other, `/api/disputes/${disputeId}/decide`, {
      toFreelancer: 10_000,
      toClient: 0,
      reasoning: 'Done',
    });
    const c = (await as(t.app, p.client).get(`/api/disputes/${disputeId}`)).json().dispute;
    expect(c).toMatchObject({ state: 'settled', milestoneStatus: 'released' });
    expect(await pending(p.freelancer.id)).toBe(9_500);
    await expectLedgerOk(t.app);
  });
});

describe('what the mediator reads', () => {
  it("the dispute carries the contract's description and the parties' messages, oldest first", async () => {
    const mediator = await makeStaff(t.app, { isMediator: true });
    const p = await makeParties(t.app);
    const conv = await as(t.app, p.client).post('/api/messages/conversations', {
      recipientId: p.freelancer.id,
    });
    const conversationId = conv.json().conversation._id;
    for (const [who, content] of [
      [p.client, 'Please use our colours'],
      [p.freelancer, 'I used the colours from the brief'],
    ] as const) {
      const sent = await as(t.app, who).post('/api/messages', { conversationId, content });
      expect(sent.statusCode, sent.body).toBe(201);
    }
    const { disputeId } = await openOn(t.app, p, 'funded', 'client');
    await act(t.app, p.freelancer, `/api/disputes/${disputeId}/escalate`);
    const admin = await makeStaff(t.app, { isAdmin: true });
    await act(t.app, admin, `/api/disputes/${disputeId}/assign`, { mediatorId: mediator.id });
    const d = (await as(t.app, mediator).get(`/api/disputes/${disputeId}`)).json().dispute;
    expect(d.contractDescription).toMatch(/booking website/);
    expect(d.messages.map((m: { content: string }) => m.content)).toEqual([
      'Please use our colours',
      'I used the colours from the brief',
    ]);
    expect(d.messages[0].senderId).toBe(p.client.id);
  });
});

describe('evidence', () => {
  const PNG = Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
    'base64',
  );

  it('a party attaches a file checked by its content; only readers of the dispute can download it', async () => {
    const mediator = await makeStaff(t.app, { isMediator: true });
    const other = await makeStaff(t.app, { isMediator: true });
    const p = await makeParties(t.app);
    const { disputeId } = await openOn(t.app, p, 'funded', 'client');
    const form = multipart({}, [{ field: 'files', filename: 'chat.png', content: PNG, type: 'image/png' }]);
    const up = await as(t.app, p.client).post(
      `/api/disputes/${disputeId}/evidence`,
      form.payload,
      form.headers,
    );
    expect(up.statusCode, up.body).toBe(201);
    const file = up.json().dispute.evidence[0];
    expect(file).toMatchObject({ fileName: 'chat.png', mime: 'image/png', uploaderId: p.client.id });
    expect(file.url).toMatch(new RegExp(`^/api/disputes/${disputeId}/evidence/`));

    const fake = multipart({}, [
      { field: 'files', filename: 'x.png', content: Buffer.from('<html>'), type: 'image/png' },
    ]);
    const refused = await as(t.app, p.freelancer).post(
      `/api/disputes/${disputeId}/evidence`,
      fake.payload,
      fake.headers,
    );
    expect(refused.statusCode).toBe(415);
    const byStranger = await as(t.app, p.stranger).post(
      `/api/disputes/${disputeId}/evidence`,
      form.payload,
      form.headers,
    );
    expect(byStranger.statusCode).toBe(404);

    const got = await as(t.app, p.freelancer).get(file.url);
    expect(got.statusCode).toBe(200);
    expect(got.headers['content-type']).toBe('image/png');
    // Stored re-encoded (evidence.test.ts): the same pixels, not necessarily the same bytes.
    const [sent, served] = await Promise.all([PNG, got.rawPayload].map((b) => sharp(b).raw().toBuffer()));
    expect(served!.equals(sent!)).toBe(true);
    expect((await as(t.app, p.stranger).get(file.url)).statusCode).toBe(404);
    expect((await as(t.app, null).get(file.url)).statusCode).toBe(401);
    expect((await as(t.app, other).get(file.url)).statusCode).toBe(404);
    await act(t.app, p.freelancer, `/api/disputes/${disputeId}/escalate`);
    const admin = await makeStaff(t.app, { isAdmin: true });
    await act(t.app, admin, `/api/disputes/${disputeId}/assign`, { mediatorId: mediator.id });
    expect((await as(t.app, mediator).get(file.url)).statusCode).toBe(200);
    expect((await as(t.app, admin).get(file.url)).statusCode).toBe(200);
    // Not under the public uploads folder.
    expect((await t.app.inject({ url: `/uploads/${file._id}.png` })).statusCode).not.toBe(200);
  });
});
