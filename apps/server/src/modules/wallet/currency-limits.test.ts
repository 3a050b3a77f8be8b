/**
 * Rupees as rupees (issue 32): a milestone's limits and the withdrawal minimum and review threshold
 * are per currency, in that currency; the older WITHDRAWAL_MIN / WITHDRAWAL_REVIEW_ABOVE are the USD
 * values when WITHDRAWAL_MIN_USD / WITHDRAWAL_REVIEW_ABOVE_USD are unset.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { milestoneAmountProblem } from '@kt/shared';
import { as, createTestApp, type TestContext } from '../../../test/helpers.ts';
import { makeUser } from '../../../test/factories.ts';
import { loadConfig } from '../../config.ts';
import { makeParties, offer, step } from '../contracts/test-kit.ts';
import { addJazzCash, seedAvailable } from './test-kit.ts';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp({
    PAYOUT_METHOD_COOLDOWN: '0s',
    WITHDRAWAL_MIN: '20.00',
    WITHDRAWAL_REVIEW_ABOVE: '300.00',
    WITHDRAWAL_MIN_PKR: '1000.00',
    WITHDRAWAL_REVIEW_ABOVE_PKR: '500000.00',
  });
});
afterAll(() => t.close());

const offerBody = (freelancerId: string, currency: string, amount: number) => ({
  freelancerId,
  title: 'Guesthouse booking site',
  description: 'Rooms, prices and bookings for a guesthouse in Karimabad.',
  currency,
  milestones: [{ title: 'Everything', amount }],
});

describe('limits per currency', () => {
  it('a Rs 2,000,000 milestone is ordinary; each currency has its own ceiling, on offers and added milestones', async () => {
    const p = await makeParties(t.app);
    const post = (currency: string, amount: number) =>
      as(t.app, p.client).post('/api/contracts', offerBody(p.freelancer.id, currency, amount));

    expect((await post('PKR', 200_000_000)).statusCode).toBe(201);
    expect((await post('PKR', 2_500_000_000)).statusCode).toBe(201);
    const tooMuchPkr = await post('PKR', 2_500_000_001);
    expect(tooMuchPkr.statusCode).toBe(400);
    expect(tooMuchPkr.json().message).toBe('Milestone amount must be at most 25,000,000.00');
    const tooMuchUsd = await post('USD', 10_000_001);
    expect(tooMuchUsd.statusCode).toBe(400);
    expect(tooMuchUsd.json().message).toBe('Milestone amount must be at most 100,000.00');
    expect((await post('USD', 10_000_000)).statusCode).toBe(201);

    // A milestone added later is held to its contract's currency.
    const usd = await offer(t.app, p, [10_000], 'USD');
    await step(t.app, p.freelancer, `/api/contracts/${usd._id}/accept`);
    const add = (amount: number) =>
      as(t.app, p.client).post(`/api/contracts/${usd._id}/milestones`, { title: 'More', amount });
    const refused = await add(200_000_000);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe('Milestone amount must be at most 100,000.00');
    expect((await add(5_000)).statusCode).toBeLessThan(300);
  });

  it('the shared check is the one the web form uses', () => {
    expect(milestoneAmountProblem(200_000_000, 'PKR')).toBeUndefined();
    expect(milestoneAmountProblem(200_000_000, 'USD')).toBe('Milestone amount must be at most 100,000.00');
    expect(milestoneAmountProblem(99, 'PKR')).toBe('Milestone amount must be at least 1.00');
  });

  it('withdrawal minimum and review threshold are read in the withdrawal currency', async () => {
    const u = await makeUser(t.app);
    await seedAvailable(t.app, u.id, 100_000_000, 'PKR');
    await seedAvailable(t.app, u.id, 100_000, 'USD');
    const methodId = await addJazzCash(t.app, u);
    const withdraw = (amount: number, currency: string) =>
      as(t.app, u).post('/api/wallet/withdrawals', { amount, currency, payoutMethodId: methodId });

    const small = await withdraw(99_999, 'PKR');
    expect(small.statusCode).toBe(400);
    expect(small.json().message).toBe('The smallest withdrawal is Rs 1,000.00');
    // Rs 60,000 is far above the dollar threshold ($300) but a rupee is not a dollar: paid at once.
    const ordinary = await withdraw(6_000_000, 'PKR');
    expect(ordinary.statusCode, ordinary.body).toBe(201);
    expect(ordinary.json().withdrawal.status).not.toBe('in_review');
    const large = await withdraw(60_000_000, 'PKR');
    expect(large.json().withdrawal.status).toBe('in_review');

    const smallUsd = await withdraw(1_999, 'USD');
    expect(smallUsd.json().message).toBe('The smallest withdrawal is $20.00');
    expect((await withdraw(30_001, 'USD')).json().withdrawal.status).toBe('in_review');

    const pkrRules = (await as(t.app, u).get('/api/wallet?currency=PKR')).json().withdrawal;
    expect(pkrRules).toMatchObject({ min: 100_000, reviewAbove: 50_000_000 });
    const usdRules = (await as(t.app, u).get('/api/wallet?currency=USD')).json().withdrawal;
    expect(usdRules).toMatchObject({ min: 2_000, reviewAbove: 30_000 });
  });

  it('configuration: _USD wins over the older names, which still work; PKR has its own defaults', () => {
    const base = loadConfig({}).wallet;
    expect(base.minWithdrawal).toEqual({ USD: 1_000, PKR: 100_000 });
    expect(base.reviewAbove).toEqual({ USD: undefined, PKR: undefined });
    const legacy = loadConfig({ WITHDRAWAL_MIN: '15.00', WITHDRAWAL_REVIEW_ABOVE: '70.00' }).wallet;
    expect(legacy.minWithdrawal.USD).toBe(1_500);
    expect(legacy.reviewAbove.USD).toBe(7_000);
    const both = loadConfig({
      WITHDRAWAL_MIN: '15.00',
      WITHDRAWAL_MIN_USD: '25.00',
      WITHDRAWAL_REVIEW_ABOVE_USD: '90.00',
      WITHDRAWAL_MIN_PKR: '2500.00',
      WITHDRAWAL_REVIEW_ABOVE_PKR: '250000.00',
    }).wallet;
    expect(both.minWithdrawal).toEqual({ USD: 2_500, PKR: 250_000 });
    expect(both.reviewAbove).toEqual({ USD: 9_000, PKR: 25_000_000 });
    expect(() => loadConfig({ WITHDRAWAL_MIN_PKR: 'lots' })).toThrow(/WITHDRAWAL_MIN_PKR/);
  });
});
