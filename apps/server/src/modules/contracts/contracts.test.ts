import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { as, createTestApp, type TestContext } from '../../../test/helpers.ts';
import { jobStatus, makeJob, makeProposal, makeUser } from '../../../test/factories.ts';
import { applications, ledgerAccounts, ledgerTransfers, notifications } from '../../db/schema.ts';
import { accountId, balanceOf, transfer } from '../ledger/ledger.ts';
import { expectLedgerOk, makeParties, offer, step } from './test-kit.ts';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('a contract end to end', () => {
  it('offers, accepts, funds, submits, asks for changes, approves: money flows through escrow with the fee', async () => {
    const p = await makeParties(t.app);
    const c = await offer(t.app, p, [12_345, 50_000]);
    expect(c.status).toBe('offered');
    expect(c.feePercent).toBe(5);
    expect(c.milestones.map((m) => [m.amount, m.fee, m.net])).toEqual([
      [12_345, 617, 11_728],
      [50_000, 2_500, 47_500],
    ]);
    const [m1] = c.milestones;
    await step(t.app, p.freelancer, `/api/contracts/${c._id}/accept`);
    let d = await step(t.app, p.client, `/api/milestones/${m1!._id}/fund`);
    expect(d.milestones[0]!.status).toBe('funded');
    expect(d.totals.inEscrow).toBe(12_345);
    expect(await balanceOf(t.app.db, { kind: 'escrow', contractId: c._id, currency: 'USD' })).toBe(12_345);
    d = await step(t.app, p.freelancer, `/api/milestones/${m1!._id}/submit`, { message: 'Done' });
    expect(d.milestones[0]!.autoReleaseAt).not.toBeNull();
    d = await step(t.app, p.client, `/api/milestones/${m1!._id}/request-changes`, { message: 'Fix it' });
    expect(d.milestones[0]!.status).toBe('changes_requested');
    await step(t.app, p.freelancer, `/api/milestones/${m1!._id}/submit`, { message: 'Fixed' });
    d = await step(t.app, p.client, `/api/milestones/${m1!._id}/approve`);
    expect(d.milestones[0]!.status).toBe('released');
    expect(d.totals).toMatchObject({ funded: 12_345, inEscrow: 0, released: 12_345, fees: 617, refunded: 0 });
    expect(await balanceOf(t.app.db, { kind: 'pending', userId: p.freelancer.id, currency: 'USD' })).toBe(
      11_728,
    );
    expect(d.activity.map((a) => a.kind)).toContain('milestone_released');
    const told = await t.app.db.select().from(notifications).where(eq(notifications.userId, p.freelancer.id));
    expect(told.map((n) => n.type)).toEqual(expect.arrayContaining(['contract', 'payment', 'milestone']));
    expect(told.every((n) => n.link === `/projects/${c._id}`)).toBe(true);
    await expectLedgerOk(t.app);
  });

  it('a partial refund returns part to the client and releases the rest with the fee', async () => {
    const p = await makeParties(t.app);
    const c = await offer(t.app, p, [10_000]);
    const mid = c.milestones[0]!._id;
    await step(t.app, p.freelancer, `/api/contracts/${c._id}/accept`);
    await step(t.app, p.client, `/api/milestones/${mid}/fund`);
    await step(t.app, p.client, `/api/milestones/${mid}/request-refund`, { reason: 'Late' });
    const d = await step(t.app, p.freelancer, `/api/milestones/${mid}/refund`, { amount: 4_000 });
    expect(d.milestones[0]).toMatchObject({
      status: 'refunded',
      refundedAmount: 4_000,
      releasedAmount: 6_000,
    });
    expect(d.totals).toMatchObject({ refunded: 4_000, released: 6_000, fees: 300, inEscrow: 0 });
    await expectLedgerOk(t.app);
  });

  it('hiring from a proposal: accepting marks the proposal accepted and the job in progress', async () => {
    const client = await makeUser(t.app, { role: 'client' });
    const freelancer = await makeUser(t.app, { role: 'freelancer' });
    const jobId = await makeJob(t.app, client);
    const applicationId = await makeProposal(t.app, jobId, freelancer);
    const res = await as(t.app, client).post('/api/contracts', {
      applicationId,
      title: 'Booking site',
      description: 'As proposed',
      milestones: [{ title: 'All of it', amount: 40_000, dueDate: '2027-01-31' }],
    });
    expect(res.statusCode, res.body).toBe(201);
    const c = res.json().contract;
    expect(c.freelancer._id).toBe(freelancer.id);
    const again = await as(t.app, client).post('/api/contracts', {
      applicationId,
      title: 'Twice',
      description: 'x',
      milestones: [{ title: 'x', amount: 100 }],
    });
    expect(again.statusCode).toBe(409);
    expect(await jobStatus(t.app, jobId)).toBe('open');
    await step(t.app, { ...freelancer }, `/api/contracts/${c._id}/accept`);
    expect(await jobStatus(t.app, jobId)).toBe('in_progress');
    const [a] = await t.app.db.select().from(applications).where(eq(applications.id, applicationId));
    expect(a!.status).toBe('accepted');
  });

  it('end is refused while money is in escrow, naming the milestone', async () => {
    const p = await makeParties(t.app);
    const c = await offer(t.app, p, [10_000, 20_000]);
    await step(t.app, p.freelancer, `/api/contracts/${c._id}/accept`);
    await step(t.app, p.client, `/api/milestones/${c.milestones[1]!._id}/fund`);
    const res = await as(t.app, p.freelancer).post(`/api/contracts/${c._id}/end`);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toContain('"Part 2" (funded)');
  });

  it('refuses bad amounts, mixed input and strangers', async () => {
    const p = await makeParties(t.app);
    const base = { freelancerId: p.freelancer.id, title: 'x', description: 'y' };
    for (const amount of [99, 10_000_001, 12.5, '100', -5]) {
      const res = await as(t.app, p.client).post('/api/contracts', {
        ...base,
        milestones: [{ title: 'a', amount }],
      });
      expect(res.statusCode, String(amount)).toBe(400);
    }
    const eur = await as(t.app, p.client).post('/api/contracts', {
      ...base,
      currency: 'EUR',
      milestones: [{ title: 'a', amount: 100 }],
    });
    expect(eur.statusCode).toBe(400);
    const both = await as(t.app, p.client).post('/api/contracts', {
      ...base,
      applicationId: p.freelancer.id,
      milestones: [{ title: 'a', amount: 100 }],
    });
    expect(both.statusCode).toBe(400);
    const byFreelancer = await as(t.app, p.freelancer).post('/api/contracts', {
      ...base,
      freelancerId: p.stranger.id,
      milestones: [{ title: 'a', amount: 100 }],
    });
    expect(byFreelancer.statusCode).toBe(403);
    const c = await offer(t.app, p);
    expect((await as(t.app, p.stranger).get(`/api/contracts/${c._id}`)).statusCode).toBe(404);
    expect((await as(t.app, null).get(`/api/contracts/${c._id}`)).statusCode).toBe(401);
    const admin = await makeUser(t.app, { role: 'client', isAdmin: true });
    expect((await as(t.app, admin).get(`/api/contracts/${c._id}`)).statusCode).toBe(200);
    const list = await as(t.app, p.freelancer).get('/api/contracts?as=freelancer&status=offered');
    expect(list.json().contracts.map((x: { _id: string }) => x._id)).toEqual([c._id]);
    expect((await as(t.app, p.freelancer).get('/api/contracts?as=client')).json().contracts).toEqual([]);
  });

  it('transfers are immutable, balances move only through transfers, and never below zero', async () => {
    const p = await makeParties(t.app);
    const c = await offer(t.app, p, [10_000]);
    await step(t.app, p.freelancer, `/api/contracts/${c._id}/accept`);
    await step(t.app, p.client, `/api/milestones/${c.milestones[0]!._id}/fund`);
    const where = eq(ledgerTransfers.contractId, c._id);
    await expect(t.app.db.update(ledgerTransfers).set({ amount: 1 }).where(where)).rejects.toThrow();
    await expect(t.app.db.delete(ledgerTransfers).where(where)).rejects.toThrow();
    await expect(
      t.app.db.update(ledgerAccounts).set({ balance: 5 }).where(eq(ledgerAccounts.contractId, c._id)),
    ).rejects.toThrow();
    // Taking more out of escrow than it holds is refused by the database's CHECK.
    await expect(
      transfer(t.app.db, {
        key: `test:${c._id}:overdraw`,
        from: { kind: 'escrow', contractId: c._id, currency: 'USD' },
        to: { kind: 'fees', currency: 'USD' },
        amount: 10_001,
        currency: 'USD',
        kind: 'fee',
      }),
    ).rejects.toThrow();
    // An account of another currency is refused by the trigger.
    const pkr = await accountId(t.app.db, { kind: 'fees', currency: 'PKR' });
    await expect(
      t.app.db.insert(ledgerTransfers).values({
        key: `test:${c._id}:mixed`,
        debitAccountId: await accountId(t.app.db, { kind: 'escrow', contractId: c._id, currency: 'USD' }),
        creditAccountId: pkr,
        amount: 1,
        currency: 'USD',
        kind: 'fee',
      }),
    ).rejects.toThrow();
    expect(await balanceOf(t.app.db, { kind: 'escrow', contractId: c._id, currency: 'USD' })).toBe(10_000);
    await expectLedgerOk(t.app);
  });
});
