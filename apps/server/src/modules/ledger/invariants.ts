import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/executor.ts';

export type Invariant = { name: string; ok: boolean; detail: string };
export type TrialBalance = {
  currency: string;
  accounts: number;
  debitTotal: number;
  creditTotal: number;
  sum: number;
};
export type LedgerReport = { trialBalance: TrialBalance[]; invariants: Invariant[]; ok: boolean };

type Row = Record<string, unknown>;
async function rows(db: Executor, query: ReturnType<typeof sql>): Promise<Row[]> {
  const result = (await db.execute(query)) as unknown as { rows: Row[] } | Row[];
  return Array.isArray(result) ? result : result.rows;
}
const n = (v: unknown) => Number(v ?? 0);

/**
 * Every invariant of the ledger, as queries an operator can run (`npm run ledger:check`) and tests
 * assert after each step: the balances of each currency sum to zero; no account but the world is
 * negative; each balance equals the sum of its transfers; a transfer's accounts are in its currency;
 * each contract's escrow holds exactly its funded, unsettled milestones; a milestone is released or
 * refunded at most once; a settled milestone's ledger matches its recorded amounts; each withdrawal
 * hold equals its open withdrawals, and a withdrawal is posted or voided at most once (issue 16).
 */
export async function checkLedger(db: Executor): Promise<LedgerReport> {
  const trial = await rows(
    db,
    sql`select a.currency, count(*) as accounts, coalesce(sum(a.balance), 0) as sum,
          coalesce((select sum(amount) from ledger_transfers t where t.currency = a.currency), 0) as moved
        from ledger_accounts a group by a.currency order by a.currency`,
  );
  const trialBalance = trial.map((r) => ({
    currency: String(r.currency),
    accounts: n(r.accounts),
    debitTotal: n(r.moved),
    creditTotal: n(r.moved),
    sum: n(r.sum),
  }));

  const invariants: Invariant[] = [];
  const add = (name: string, bad: Row[], describe: (r: Row) => string) =>
    invariants.push({
      name,
      ok: bad.length === 0,
      detail: bad.length === 0 ? 'ok' : bad.slice(0, 10).map(describe).join('; '),
    });

  add(
    'balances of each currency sum to zero',
    trialBalance.filter((t) => t.sum !== 0).map((t) => ({ ...t })),
    (r) => `${String(r.currency)} sums to ${String(r.sum)}`,
  );
  add(
    'no account but the world is negative',
    await rows(db, sql`select key, balance from ledger_accounts where kind <> 'world' and balance < 0`),
    (r) => `${String(r.key)} = ${String(r.balance)}`,
  );
  add(
    'each balance equals the sum of its transfers',
    await rows(
      db,
      sql`select a.key, a.balance,
            coalesce((select sum(amount) from ledger_transfers t where t.credit_account_id = a.id), 0)
          - coalesce((select sum(amount) from ledger_transfers t where t.debit_account_id = a.id), 0) as computed
          from ledger_accounts a
          where a.balance <> coalesce((select sum(amount) from ledger_transfers t where t.credit_account_id = a.id), 0)
                          - coalesce((select sum(amount) from ledger_transfers t where t.debit_account_id = a.id), 0)`,
    ),
    (r) => `${String(r.key)}: balance ${String(r.balance)}, transfers ${String(r.computed)}`,
  );
  add(
    "a transfer's accounts are in its currency",
    await rows(
      db,
      sql`select t.key from ledger_transfers t
          join ledger_accounts d on d.id = t.debit_account_id
          join ledger_accounts c on c.id = t.credit_account_id
          where d.currency <> t.currency or c.currency <> t.currency`,
    ),
    (r) => String(r.key),
  );
  add(
    'each escrow holds exactly its funded, unsettled milestones',
    await rows(
      db,
      sql`select c.id, coalesce(a.balance, 0) as balance,
            coalesce((select sum(m.amount) from milestones m where m.contract_id = c.id
              and m.status in ('funded', 'submitted', 'changes_requested', 'refund_requested', 'disputed')), 0) as expected
          from contracts c
          left join ledger_accounts a on a.contract_id = c.id and a.kind = 'escrow'
          where coalesce(a.balance, 0) <> coalesce((select sum(m.amount) from milestones m where m.contract_id = c.id
              and m.status in ('funded', 'submitted', 'changes_requested', 'refund_requested', 'disputed')), 0)`,
    ),
    (r) => `contract ${String(r.id)}: escrow ${String(r.balance)}, milestones ${String(r.expected)}`,
  );
  add(
    'a milestone is funded, released and refunded at most once',
    await rows(
      db,
      sql`select milestone_id, kind, count(*) as n from ledger_transfers
          where milestone_id is not null group by milestone_id, kind having count(*) > 1`,
    ),
    (r) => `milestone ${String(r.milestone_id)} ${String(r.kind)} ×${String(r.n)}`,
  );
  add(
    "a settled milestone's transfers match its amounts",
    await rows(
      db,
      sql`select m.id, m.status, m.amount, m.released_amount, m.refunded_amount from milestones m
          where m.status in ('released', 'refunded', 'split') and (
            m.released_amount + m.refunded_amount <> m.amount
            or m.released_amount <> coalesce((select sum(amount) from ledger_transfers t
                 where t.milestone_id = m.id and t.kind in ('release', 'fee')), 0)
            or m.refunded_amount <> coalesce((select sum(amount) from ledger_transfers t
                 where t.milestone_id = m.id and t.kind = 'refund'), 0)
            or m.amount <> coalesce((select sum(amount) from ledger_transfers t
                 where t.milestone_id = m.id and t.kind = 'fund'), 0))`,
    ),
    (r) => `milestone ${String(r.id)} (${String(r.status)})`,
  );
  add(
    'each withdrawal hold holds exactly its open withdrawals',
    await rows(
      db,
      sql`select a.key, a.balance,
            coalesce((select sum(w.amount) from withdrawals w where w.user_id = a.user_id
              and w.currency = a.currency and w.status in ('in_review', 'processing', 'sent')), 0) as expected
          from ledger_accounts a where a.kind = 'withdrawing'
            and a.balance <> coalesce((select sum(w.amount) from withdrawals w where w.user_id = a.user_id
              and w.currency = a.currency and w.status in ('in_review', 'processing', 'sent')), 0)`,
    ),
    (r) => `${String(r.key)}: hold ${String(r.balance)}, open withdrawals ${String(r.expected)}`,
  );
  add(
    'a withdrawal is reserved once, then posted or voided at most once',
    await rows(
      db,
      sql`select w.id, w.status from withdrawals w where
            (select count(*) from ledger_transfers t where t.key = 'withdrawal:' || w.id || ':reserve') <> 1
            or (select count(*) from ledger_transfers t where t.key = 'withdrawal:' || w.id || ':post')
               <> (case when w.status = 'paid' then 1 else 0 end)
            or (select count(*) from ledger_transfers t where t.key = 'withdrawal:' || w.id || ':void')
               <> (case when w.status = 'failed' then 1 else 0 end)`,
    ),
    (r) => `withdrawal ${String(r.id)} (${String(r.status)})`,
  );
  return { trialBalance, invariants, ok: invariants.every((i) => i.ok) };
}
