/** Test helpers for contracts: parties, offers and milestones driven through the real API. */
import { expect } from 'vitest';
import type { App } from '../../app.ts';
import { as } from '../../../test/helpers.ts';
import { makeUser } from '../../../test/factories.ts';
import type { TestUser } from '../../../test/helpers.ts';
import type { ContractDto } from '@kt/shared';
import { checkLedger } from '../ledger/invariants.ts';

export type Parties = { client: TestUser; freelancer: TestUser; stranger: TestUser };

export async function makeParties(app: App): Promise<Parties> {
  return {
    client: await makeUser(app, { role: 'client' }),
    freelancer: await makeUser(app, { role: 'freelancer' }),
    stranger: await makeUser(app, { role: 'client' }),
  };
}

export async function offer(app: App, p: Parties, amounts: number[] = [10_000], currency = 'USD') {
  const res = await as(app, p.client).post('/api/contracts', {
    freelancerId: p.freelancer.id,
    title: 'Booking website',
    description: 'A booking website for a guesthouse in Karimabad.',
    currency,
    milestones: amounts.map((amount, i) => ({ title: `Part ${i + 1}`, amount })),
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().contract as ContractDto;
}

/** Calls a step and expects it to succeed; returns the contract it replies with. */
export async function step(app: App, user: TestUser, url: string, body?: Record<string, unknown>) {
  const res = await as(app, user).post(url, body);
  expect(res.statusCode, `${url}: ${res.body}`).toBeLessThan(300);
  return res.json().contract as ContractDto;
}

export const BODIES: Record<string, Record<string, unknown> | undefined> = {
  submit: { message: 'Here is the work' },
  'request-changes': { message: 'Please fix the header' },
  'request-refund': { reason: 'Not what we agreed' },
  refund: { amount: 10_000 },
};

/** The state of one milestone (its first) reached by a path of steps from a fresh offer. */
export async function contractIn(app: App, p: Parties, state: string) {
  const c = await offer(app, p);
  const cid = c._id;
  const mid = c.milestones[0]!._id;
  const ms = (a: string, u: TestUser) => step(app, u, `/api/milestones/${mid}/${a}`, BODIES[a]);
  const paths: Record<string, () => Promise<unknown>> = {
    offered: async () => {},
    declined: () => step(app, p.freelancer, `/api/contracts/${cid}/decline`),
    withdrawn: () => step(app, p.client, `/api/contracts/${cid}/withdraw`),
    pending: () => step(app, p.freelancer, `/api/contracts/${cid}/accept`),
    funded: async () => (await paths.pending!(), ms('fund', p.client)),
    submitted: async () => (await paths.funded!(), ms('submit', p.freelancer)),
    changes_requested: async () => (await paths.submitted!(), ms('request-changes', p.client)),
    refund_requested: async () => (await paths.funded!(), ms('request-refund', p.client)),
    released: async () => (await paths.submitted!(), ms('approve', p.client)),
    refunded: async () => (await paths.refund_requested!(), ms('refund', p.freelancer)),
    cancelled: async () => (await paths.pending!(), ms('cancel', p.client)),
    completed: async () => (await paths.cancelled!(), step(app, p.client, `/api/contracts/${cid}/end`)),
  };
  await paths[state]!();
  return { contractId: cid, milestoneId: mid };
}

export async function expectLedgerOk(app: App) {
  const report = await checkLedger(app.db);
  expect(report.invariants.filter((i) => !i.ok)).toEqual([]);
  return report;
}
