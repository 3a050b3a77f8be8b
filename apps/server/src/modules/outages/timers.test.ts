/**
 * Outage mode on the real queue, with second-long windows: a deadline that falls inside an outage
 * does not fire, then fires the outage's length later; either party's district pauses; a declared
 * end resumes on its own (the `outage.resume` job).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, isNotNull } from 'drizzle-orm';
import type { ContractDto, DisputeDto } from '@kt/shared';
import { as, createTestApp, type TestContext, type TestUser } from '../../../test/helpers.ts';
import { auditLog, reviews } from '../../db/schema.ts';
import { contractIn, expectLedgerOk, makeParties, offer, step, type Parties } from '../contracts/test-kit.ts';
import { openOn } from '../disputes/test-kit.ts';
import { declare, endNow, lengthOf, makeProgrammeStaff, setDistrict } from './test-kit.ts';

let t: TestContext;
let staff: TestUser;
beforeAll(async () => {
  t = await createTestApp({
    QUEUE_POLL_INTERVAL: '500ms',
    OFFER_EXPIRES: '2s',
    AUTO_RELEASE_AFTER: '3s',
    REFUND_RESPONSE_WINDOW: '2s',
    DISPUTE_RESPONSE_WINDOW: '2s',
    REVIEW_WINDOW: '2s',
  });
  staff = await makeProgrammeStaff(t.app);
});
afterAll(() => t.close());

async function until<T>(read: () => Promise<T>, done: (v: T) => boolean, ms = 25_000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const v = await read();
    if (done(v) || Date.now() > end) return v;
    await new Promise((r) => setTimeout(r, 250));
  }
}
const sleepUntil = (at: number) => new Promise((r) => setTimeout(r, Math.max(0, at - Date.now())));
const contractOf = async (user: TestUser, id: string) =>
  (await as(t.app, user).get(`/api/contracts/${id}`)).json().contract as ContractDto;
const disputeOf = async (user: TestUser, id: string) =>
  (await as(t.app, user).get(`/api/disputes/${id}`)).json().dispute as DisputeDto;
const ms = (iso: string | null | undefined) => Date.parse(iso!);
const whenDone = (c: ContractDto, kind: string) => ms(c.activity.find((a) => a.kind === kind)?.createdAt);

async function partiesIn(side: 'client' | 'freelancer'): Promise<Parties> {
  const p = await makeParties(t.app);
  await setDistrict(t.app, p[side], 'Skardu');
  return p;
}

describe('deadlines inside an outage', () => {
  it('do not fire; once staff end it, each fires the outage’s length later (client’s or freelancer’s district)', async () => {
    const [pa, pb, pc, pd] = [
      await partiesIn('client'),
      await partiesIn('freelancer'),
      await partiesIn('client'),
      await partiesIn('freelancer'),
    ];
    const o = await declare(t.app, staff, ['Skardu']);
    const release = await contractIn(t.app, pa, 'submitted');
    const refund = await contractIn(t.app, pb, 'refund_requested');
    const expiring = await offer(t.app, pc);
    const dispute = await openOn(t.app, pd, 'funded', 'client', { toFreelancer: 2_000, toClient: 8_000 });

    const before = {
      release: ms((await contractOf(pa.client, release.contractId)).milestones[0]!.autoReleaseAt),
      refund: ms((await contractOf(pb.client, refund.contractId)).milestones[0]!.refundDueAt),
      offer: ms(expiring.offerExpiresAt),
      dispute: ms((await disputeOf(pd.client, dispute.disputeId)).respondBy),
    };
    // Every deadline passes inside the outage, and the queue's jobs have had their turn.
    await sleepUntil(Math.max(...Object.values(before)) + 2_000);
    expect((await contractOf(pa.client, release.contractId)).milestones[0]!.status).toBe('submitted');
    expect((await contractOf(pb.client, refund.contractId)).milestones[0]!.status).toBe('refund_requested');
    expect((await contractOf(pc.client, expiring._id)).status).toBe('offered');
    expect((await disputeOf(pd.client, dispute.disputeId)).state).toBe('open');

    const ended = await endNow(t.app, staff, o._id);
    const length = lengthOf(ended);
    expect(length).toBeGreaterThan(4_000);

    const a = await until(
      () => contractOf(pa.client, release.contractId),
      (c) => c.milestones[0]!.status === 'released',
    );
    expect(a.milestones[0]!.status).toBe('released');
    expect(whenDone(a, 'milestone_auto_released')).toBeGreaterThanOrEqual(before.release + length - 50);

    const b = await until(
      () => contractOf(pb.client, refund.contractId),
      (c) => c.milestones[0]!.status === 'refunded',
    );
    expect(b.milestones[0]!.status).toBe('refunded');
    expect(whenDone(b, 'milestone_auto_refunded')).toBeGreaterThanOrEqual(before.refund + length - 50);

    const c = await until(
      () => contractOf(pc.client, expiring._id),
      (c) => c.status === 'expired',
    );
    expect(c.status).toBe('expired');
    // expireOffer acts up to a second early (its job's clock and the row's may differ that much).
    expect(whenDone(c, 'offer_expired')).toBeGreaterThanOrEqual(before.offer + length - 1_050);

    const d = await until(
      () => disputeOf(pd.client, dispute.disputeId),
      (d) => d.state === 'settled',
    );
    expect(d).toMatchObject({ state: 'settled', settledBy: 'silence' });
    expect(ms(d.settledAt)).toBeGreaterThanOrEqual(before.dispute + length - 50);
    await expectLedgerOk(t.app);
  });

  it('a declared end resumes on its own: the review window closes the outage’s length later', async () => {
    const p = await makeParties(t.app);
    await setDistrict(t.app, p.freelancer, 'Hunza');
    const { contractId } = await contractIn(t.app, p, 'released');
    const start = new Date();
    const o = await declare(t.app, staff, ['Hunza'], start, new Date(start.getTime() + 4_000));
    await step(t.app, p.client, `/api/contracts/${contractId}/end`);
    const closes = async () =>
      ms((await as(t.app, p.client).get(`/api/contracts/${contractId}/reviews`)).json().windowClosesAt);
    const closesBefore = await closes();
    const res = await as(t.app, p.client).post(`/api/contracts/${contractId}/review`, {
      rating: 5,
      comment: 'Careful work in spite of the outage.',
    });
    expect(res.statusCode, res.body).toBe(201);
    const published = () =>
      t.app.db
        .select()
        .from(reviews)
        .where(and(eq(reviews.contractId, contractId), isNotNull(reviews.publishedAt)));

    await sleepUntil(closesBefore + 1_500);
    expect(await published()).toHaveLength(0);

    const resumed = await until(
      () =>
        t.app.db
          .select()
          .from(auditLog)
          .where(and(eq(auditLog.targetId, o._id), eq(auditLog.action, 'outage.resume'))),
      (rows) => rows.length > 0,
    );
    expect(resumed[0]!.details).toMatchObject({ automatic: true, contracts: 1 });
    expect((await closes()) - closesBefore).toBe(4_000);
    const rows = await until(published, (r) => r.length > 0);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.publishedAt!.getTime()).toBeGreaterThanOrEqual(closesBefore + 4_000 - 1_050);
  });
});
