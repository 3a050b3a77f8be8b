/** The contract timers run on the durable queue: due on time, and still due after a restart. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { as, createTestApp, type TestContext } from '../../../test/helpers.ts';
import { balanceOf } from '../ledger/ledger.ts';
import { contractIn, expectLedgerOk, makeParties, offer } from './test-kit.ts';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp({
    QUEUE_POLL_INTERVAL: '500ms',
    AUTO_RELEASE_AFTER: '2s',
    REFUND_RESPONSE_WINDOW: '2s',
    OFFER_EXPIRES: '2s',
    FUNDS_HOLD: '1s',
  });
});
afterAll(() => t.close());

async function until<T>(read: () => Promise<T>, done: (v: T) => boolean, ms = 20_000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const v = await read();
    if (done(v) || Date.now() > end) return v;
    await new Promise((r) => setTimeout(r, 250));
  }
}

const milestoneOf = (userCookie: { cookie: string }, contractId: string) => async () =>
  (await as(t.app, userCookie).get(`/api/contracts/${contractId}`)).json().contract;

describe('timers', () => {
  it('AUTO_RELEASE_AFTER=2s releases a submitted milestone, also across a restart; FUNDS_HOLD then makes it available', async () => {
    const p = await makeParties(t.app);
    const { contractId } = await contractIn(t.app, p, 'submitted');
    // Restart at once: the timer lives in the database, not in this process.
    await t.app.close();
    t.app = await buildApp(t.config, t.database, { logger: false });
    await t.app.ready();
    const started = Date.now();
    const c = await until(milestoneOf(p.client, contractId), (c) => c.milestones[0].status === 'released');
    expect(c.milestones[0].status).toBe('released');
    expect(Date.now() - started).toBeLessThan(15_000);
    expect(c.activity[0].kind).toBe('milestone_auto_released');
    const available = await until(
      () => balanceOf(t.app.db, { kind: 'available', userId: p.freelancer.id, currency: 'USD' }),
      (n) => n > 0,
    );
    expect(available).toBe(9_500);
    expect(await balanceOf(t.app.db, { kind: 'pending', userId: p.freelancer.id, currency: 'USD' })).toBe(0);
    await expectLedgerOk(t.app);
  });

  it('a client who asks for changes stops the clock; the next submission starts it again', async () => {
    const p = await makeParties(t.app);
    const { contractId, milestoneId } = await contractIn(t.app, p, 'changes_requested');
    await new Promise((r) => setTimeout(r, 3500));
    let c = await milestoneOf(p.client, contractId)();
    expect(c.milestones[0].status).toBe('changes_requested');
    await as(t.app, p.freelancer).post(`/api/milestones/${milestoneId}/submit`, { message: 'again' });
    c = await until(milestoneOf(p.client, contractId), (c) => c.milestones[0].status === 'released');
    expect(c.milestones[0].status).toBe('released');
  });

  it('REFUND_RESPONSE_WINDOW refunds a milestone the freelancer did not answer', async () => {
    const p = await makeParties(t.app);
    const { contractId } = await contractIn(t.app, p, 'refund_requested');
    const c = await until(milestoneOf(p.client, contractId), (c) => c.milestones[0].status === 'refunded');
    expect(c.milestones[0]).toMatchObject({ status: 'refunded', refundedAmount: 10_000, releasedAmount: 0 });
    await expectLedgerOk(t.app);
  });

  it('OFFER_EXPIRES expires an unanswered offer', async () => {
    const p = await makeParties(t.app);
    const c0 = await offer(t.app, p);
    const c = await until(milestoneOf(p.client, c0._id), (c) => c.status === 'expired');
    expect(c.status).toBe('expired');
    expect((await as(t.app, p.freelancer).post(`/api/contracts/${c0._id}/accept`)).statusCode).toBe(409);
  });
});
