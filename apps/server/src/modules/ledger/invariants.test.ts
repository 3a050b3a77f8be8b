/**
 * The ledger checks can fail (issue 32): a sound ledger passes every check; a row changed behind the
 * triggers' back (the way a bad migration or a hand edit would) fails the check that covers it, and
 * the failure names the account.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { as, createTestApp, type TestContext } from '../../../test/helpers.ts';
import { makeUser } from '../../../test/factories.ts';
import { contractIn, expectLedgerOk, makeParties } from '../contracts/test-kit.ts';
import { addJazzCash, seedAvailable, until } from '../wallet/test-kit.ts';
import { checkLedger, type InvariantId } from './invariants.ts';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp({
    PAYOUT_METHOD_COOLDOWN: '0s',
    SANDBOX_PAYOUT_DELAY: '0s',
    QUEUE_POLL_INTERVAL: '500ms',
  });
});
afterAll(() => t.close());

/** Runs `change` with the ledger's triggers off, checks, then undoes it. */
async function behindTheTriggers(change: string, undo: string) {
  await t.app.db.execute(sql`alter table ledger_accounts disable trigger user`);
  await t.app.db.execute(sql.raw(change));
  const report = await checkLedger(t.app.db);
  await t.app.db.execute(sql.raw(undo));
  await t.app.db.execute(sql`alter table ledger_accounts enable trigger user`);
  return report;
}
const failed = (report: Awaited<ReturnType<typeof checkLedger>>) =>
  Object.fromEntries(report.invariants.filter((i) => !i.ok).map((i) => [i.id, i.detail])) as Partial<
    Record<InvariantId, string>
  >;

describe('ledger checks that can fail', () => {
  it('pass on a sound ledger and fail, naming the account, when a row is changed behind the triggers', async () => {
    const p = await makeParties(t.app);
    const { contractId } = await contractIn(t.app, p, 'funded');
    await contractIn(t.app, p, 'released');
    const u = await makeUser(t.app);
    await seedAvailable(t.app, u.id, 10_000);
    const methodId = await addJazzCash(t.app, u);
    const res = await as(t.app, u).post('/api/wallet/withdrawals', {
      amount: 5_000,
      payoutMethodId: methodId,
    });
    expect(res.statusCode, res.body).toBe(201);
    const list = async () => (await as(t.app, u).get('/api/wallet/withdrawals')).json().withdrawals[0];
    expect((await until(list, (w) => w.status === 'paid')).status).toBe('paid');
    await expectLedgerOk(t.app);

    const escrow = `escrow:${contractId}:USD`;
    let bad = failed(
      await behindTheTriggers(
        `update ledger_accounts set balance = balance + 1 where key = '${escrow}'`,
        `update ledger_accounts set balance = balance - 1 where key = '${escrow}'`,
      ),
    );
    expect(bad['balance-equals-transfers']).toContain(escrow);
    expect(bad['escrow-equals-milestones']).toContain(`${escrow}: balance 10001, milestones say 10000`);

    const pending = `pending:${p.freelancer.id}:USD`;
    bad = failed(
      await behindTheTriggers(
        `update ledger_accounts set balance = balance + 7 where key = '${pending}'`,
        `update ledger_accounts set balance = balance - 7 where key = '${pending}'`,
      ),
    );
    expect(bad['wallet-equals-entries']).toContain(`${pending}: balance 9507, entries sum to 9500`);

    const clearing = 'world:payout-sandbox:USD';
    bad = failed(
      await behindTheTriggers(
        `update ledger_accounts set balance = balance - 100 where key = '${clearing}'`,
        `update ledger_accounts set balance = balance + 100 where key = '${clearing}'`,
      ),
    );
    expect(bad['payout-clearing-equals-paid']).toContain(clearing);

    // A milestone's record changed (not the ledger): its contract's escrow no longer agrees with it.
    bad = failed(
      await behindTheTriggers(
        `update milestones set amount = amount + 5 where contract_id = '${contractId}'`,
        `update milestones set amount = amount - 5 where contract_id = '${contractId}'`,
      ),
    );
    expect(bad['escrow-equals-milestones']).toContain(`${escrow}: balance 10000, milestones say 10005`);

    await expectLedgerOk(t.app);
  }, 120_000);
});
