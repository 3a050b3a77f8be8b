/**
 * Random disputes: any escrowed amount, any split, settled by agreement or by a mediator, with
 * refused steps (wrong sums, wrong people) mixed in. After each, the ledger's invariants hold and
 * the money is exactly the model's: the client's share leaves escrow to the provider, the
 * freelancer's share pays the platform fee (rounded half up) and the rest is pending.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { platformFee } from '@kt/shared';
import { as, createTestApp, type TestContext } from '../../../test/helpers.ts';
import { balanceOf } from '../ledger/ledger.ts';
import { expectLedgerOk, makeParties, offer, step } from '../contracts/test-kit.ts';
import { act, makeStaff } from './test-kit.ts';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('dispute settlements against the ledger', () => {
  it('every split keeps the invariants and pays exactly the model', async () => {
    const mediator = await makeStaff(t.app, { isMediator: true });
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 100, max: 10_000_000 }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        fc.constantFrom('agreement', 'mediator'),
        fc.constantFrom('client', 'freelancer'),
        fc.integer({ min: 1, max: 500 }),
        async (amount, share, how, opener, off) => {
          const p = await makeParties(t.app);
          const c = await offer(t.app, p, [amount]);
          await step(t.app, p.freelancer, `/api/contracts/${c._id}/accept`);
          const mid = c.milestones[0]!._id;
          await step(t.app, p.client, `/api/milestones/${mid}/fund`);
          const toFreelancer = Math.round(amount * share);
          const split = { toFreelancer, toClient: amount - toFreelancer };
          const bad = await as(t.app, p[opener]).post(`/api/milestones/${mid}/dispute`, {
            reason: 'Disagreement',
            proposal: { ...split, toClient: split.toClient + off },
          });
          expect(bad.statusCode).toBe(400);
          const other = opener === 'client' ? 'freelancer' : 'client';
          const opened = await act(t.app, p[opener], `/api/milestones/${mid}/dispute`, {
            reason: 'Disagreement',
            proposal: split,
          });
          if (how === 'agreement') {
            await act(t.app, p[other], `/api/disputes/${opened._id}/respond`, { accept: true });
          } else {
            await act(t.app, p[other], `/api/disputes/${opened._id}/escalate`);
            const admin = await makeStaff(t.app, { isAdmin: true });
            await act(t.app, admin, `/api/disputes/${opened._id}/assign`, { mediatorId: mediator.id });
            const decide = `/api/disputes/${opened._id}/decide`;
            expect((await as(t.app, p[other]).post(decide, { ...split, reasoning: 'x' })).statusCode).toBe(
              403,
            );
            await act(t.app, mediator, decide, { ...split, reasoning: 'As proposed' });
          }
          const { fee, net } = platformFee(split.toFreelancer, 500);
          const usd = (spec: object) => balanceOf(t.app.db, { ...spec, currency: 'USD' } as never);
          expect(await usd({ kind: 'escrow', contractId: c._id })).toBe(0);
          expect(await usd({ kind: 'pending', userId: p.freelancer.id })).toBe(net);
          const contract = (await as(t.app, p.client).get(`/api/contracts/${c._id}`)).json().contract;
          expect(contract.milestones[0]).toMatchObject({
            status: split.toClient === 0 ? 'released' : split.toFreelancer === 0 ? 'refunded' : 'split',
            releasedAmount: split.toFreelancer,
            refundedAmount: split.toClient,
          });
          expect(contract.totals.fees).toBe(fee);
          await expectLedgerOk(t.app);
        },
      ),
      { numRuns: 12 },
    );
  }, 120_000);
});
