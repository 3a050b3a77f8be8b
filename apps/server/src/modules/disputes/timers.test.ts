/** DISPUTE_RESPONSE_WINDOW on the durable queue, and the milestone's own timers held while disputed. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, createTestApp, type TestContext } from '../../../test/helpers.ts';
import { balanceOf } from '../ledger/ledger.ts';
import { expectLedgerOk, makeParties } from '../contracts/test-kit.ts';
import { act, openOn } from './test-kit.ts';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp({
    QUEUE_POLL_INTERVAL: '500ms',
    DISPUTE_RESPONSE_WINDOW: '2s',
    AUTO_RELEASE_AFTER: '3s',
    REFUND_RESPONSE_WINDOW: '3s',
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

describe('dispute timers', () => {
  it("DISPUTE_RESPONSE_WINDOW=2s: silence settles it on the opener's proposal", async () => {
    const p = await makeParties(t.app);
    const { disputeId, contractId } = await openOn(t.app, p, 'refund_requested', 'freelancer', {
      toFreelancer: 4_000,
      toClient: 6_000,
    });
    const read = async () => (await as(t.app, p.client).get(`/api/disputes/${disputeId}`)).json().dispute;
    const d = await until(read, (d) => d.state === 'settled');
    expect(d).toMatchObject({
      state: 'settled',
      settledBy: 'silence',
      outcome: { toFreelancer: 4_000, toClient: 6_000 },
      milestoneStatus: 'split',
    });
    expect(await balanceOf(t.app.db, { kind: 'escrow', contractId, currency: 'USD' })).toBe(0);
    expect(await balanceOf(t.app.db, { kind: 'pending', userId: p.freelancer.id, currency: 'USD' })).toBe(
      3_800,
    );
    await expectLedgerOk(t.app);
  });

  it('while disputed and in mediation, neither auto-release nor the refund window nor silence acts', async () => {
    const p = await makeParties(t.app);
    const submitted = await openOn(t.app, p, 'submitted', 'client', { toFreelancer: 0, toClient: 10_000 });
    await act(t.app, p.freelancer, `/api/disputes/${submitted.disputeId}/escalate`);
    const p2 = await makeParties(t.app);
    const refund = await openOn(t.app, p2, 'refund_requested', 'freelancer');
    await act(t.app, p2.client, `/api/disputes/${refund.disputeId}/escalate`);
    await new Promise((r) => setTimeout(r, 4_500));
    for (const [user, id, cid] of [
      [p.client, submitted.disputeId, submitted.contractId],
      [p2.client, refund.disputeId, refund.contractId],
    ] as const) {
      const d = (await as(t.app, user).get(`/api/disputes/${id}`)).json().dispute;
      expect(d).toMatchObject({ state: 'mediation', milestoneStatus: 'disputed' });
      expect(await balanceOf(t.app.db, { kind: 'escrow', contractId: cid, currency: 'USD' })).toBe(10_000);
    }
    await expectLedgerOk(t.app);
  });
});
