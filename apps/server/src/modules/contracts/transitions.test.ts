/**
 * Every transition × every party × every state: the allowed ones succeed, a wrong party is a 403, a
 * wrong state a 409, a stranger a 404, and a refused step changes nothing (contract, milestones,
 * activity, ledger).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { ESCROWED_MILESTONE_STATUSES } from '@kt/shared';
import { as, createTestApp, type TestContext, type TestUser } from '../../../test/helpers.ts';
import { makeUser } from '../../../test/factories.ts';
import { ledgerTransfers, notifications } from '../../db/schema.ts';
import { BODIES, contractIn, expectLedgerOk, makeParties, type Parties } from './test-kit.ts';

let t: TestContext;
let admin: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  admin = await makeUser(t.app, { role: 'client', isAdmin: true });
});
afterAll(() => t.close());

const STATES = [
  'offered',
  'declined',
  'withdrawn',
  'pending',
  'funded',
  'submitted',
  'changes_requested',
  'refund_requested',
  'released',
  'refunded',
  'cancelled',
  'completed',
] as const;
type State = (typeof STATES)[number];
type Who = 'client' | 'freelancer' | 'stranger' | 'admin';
const WHO: Who[] = ['client', 'freelancer', 'stranger', 'admin'];

const contractStatus = (s: State) =>
  s === 'offered' || s === 'declined' || s === 'withdrawn' || s === 'completed' ? s : 'active';
const milestoneStatus = (s: State) =>
  contractStatus(s) === 'active' ? s : s === 'completed' ? 'cancelled' : 'pending';

type Action = {
  name: string;
  url: (ids: Ids) => string;
  body?: Record<string, unknown>;
  expect: (s: State, who: Who) => number;
};
type Ids = { contractId: string; milestoneId: string };

/** The milestone rules of issue 15, written out here independently of the implementation's table. */
const EXPECTED: Record<string, { by: Who; from: string[] }> = {
  fund: { by: 'client', from: ['pending'] },
  cancel: { by: 'client', from: ['pending'] },
  submit: { by: 'freelancer', from: ['funded', 'changes_requested'] },
  approve: { by: 'client', from: ['submitted'] },
  'request-changes': { by: 'client', from: ['submitted'] },
  'request-refund': { by: 'client', from: ['funded', 'submitted', 'changes_requested'] },
  refund: { by: 'freelancer', from: ['refund_requested'] },
};

const partyOnly = (allowed: Who[], ok: boolean) => (who: Who) =>
  who === 'stranger' ? 404 : !allowed.includes(who) ? 403 : ok ? 200 : 409;

const ACTIONS: Action[] = [
  ...(['accept', 'decline'] as const).map((a) => ({
    name: a,
    url: (ids: Ids) => `/api/contracts/${ids.contractId}/${a}`,
    expect: (s: State, who: Who) => partyOnly(['freelancer'], s === 'offered')(who),
  })),
  {
    name: 'withdraw',
    url: (ids) => `/api/contracts/${ids.contractId}/withdraw`,
    expect: (s, who) => partyOnly(['client'], s === 'offered')(who),
  },
  {
    name: 'end',
    url: (ids) => `/api/contracts/${ids.contractId}/end`,
    expect: (s, who) =>
      partyOnly(
        ['client', 'freelancer'],
        contractStatus(s) === 'active' && !(ESCROWED_MILESTONE_STATUSES as readonly string[]).includes(s),
      )(who),
  },
  {
    name: 'add-milestone',
    url: (ids) => `/api/contracts/${ids.contractId}/milestones`,
    body: { title: 'Extra', amount: 500 },
    expect: (s, who) => {
      const r = partyOnly(['client'], contractStatus(s) === 'active')(who);
      return r === 200 ? 201 : r;
    },
  },
  ...Object.entries(EXPECTED).map(([name, rule]) => ({
    name,
    url: (ids: Ids) => `/api/milestones/${ids.milestoneId}/${name}`,
    body: BODIES[name],
    expect: (s: State, who: Who) => {
      const r = partyOnly(
        [rule.by],
        contractStatus(s) === 'active' && rule.from.includes(milestoneStatus(s)),
      )(who);
      return name === 'fund' && r === 200 ? 201 : r; // fund answers 201: a payment was made (issue 31)
    },
  })),
];

async function snapshot(p: Parties, ids: Ids) {
  const detail = (await as(t.app, p.client).get(`/api/contracts/${ids.contractId}`)).json();
  const [moved] = await t.app.db.select({ n: count() }).from(ledgerTransfers);
  const [told] = await t.app.db
    .select({ n: count() })
    .from(notifications)
    .where(eq(notifications.userId, p.freelancer.id));
  return { detail, transfers: moved!.n, told: told!.n };
}

describe.each(STATES)('from %s', (state) => {
  it('every action by every party answers as the state machine says, and a refusal changes nothing', async () => {
    const p = await makeParties(t.app);
    const users: Record<Who, TestUser> = { ...p, admin };
    const ids = await contractIn(t.app, p, state);
    const before = await snapshot(p, ids);
    expect(before.detail.contract.status).toBe(contractStatus(state));
    expect(before.detail.contract.milestones[0].status).toBe(milestoneStatus(state));
    const wrong: string[] = [];
    const allowed: [Action, Who][] = [];
    for (const action of ACTIONS) {
      for (const who of WHO) {
        const expected = action.expect(state, who);
        if (expected < 300) {
          allowed.push([action, who]);
          continue;
        }
        const res = await as(t.app, users[who]).post(action.url(ids), action.body);
        if (res.statusCode !== expected)
          wrong.push(`${action.name} by ${who}: ${res.statusCode} ${res.body}`);
        else if (!res.json().message) wrong.push(`${action.name} by ${who}: no reason given`);
      }
    }
    expect(wrong).toEqual([]);
    expect(await snapshot(p, ids)).toEqual(before);

    // Each allowed step, on a fresh contract in the same state.
    for (const [action, who] of allowed) {
      const fresh = await makeParties(t.app);
      const freshIds = await contractIn(t.app, fresh, state);
      const res = await as(t.app, { ...fresh, admin }[who]).post(action.url(freshIds), action.body);
      expect(res.statusCode, `${action.name} by ${who}: ${res.body}`).toBe(action.expect(state, who));
    }
    await expectLedgerOk(t.app);
  });
});
