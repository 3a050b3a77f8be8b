import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/executor.ts';

export type Invariant = { id: InvariantId; name: string; ok: boolean; detail: string };
export type TrialBalance = {
  currency: string;
  accounts: number;
  /** Transfers in this currency, and the money they moved (each once: a debit and its credit). */
  transfers: number;
  moved: number;
  sum: number;
};

/** Stable ids of the checks (the console translates them; `name` is the English). */
export const INVARIANT_NAMES = {
  'currency-sums-to-zero': 'balances of each currency sum to zero',
  'no-negative-account': 'no account but the world is negative',
  'balance-equals-transfers': 'each balance equals the sum of its transfers',
  'escrow-equals-milestones': "each contract's escrow equals funded − released − refunded of its milestones",
  'wallet-equals-entries': "each wallet's pending and available equal what its entries say",
  'payout-clearing-equals-paid': 'each payout clearing account equals what the provider confirmed paid',
  'transfer-currency': "a transfer's accounts are in its currency",
  'escrow-holds-open-milestones': 'each escrow holds exactly its funded, unsettled milestones',
  'milestone-moves-once': 'a milestone is funded, released and refunded at most once',
  'settled-milestone-matches': "a settled milestone's transfers match its amounts",
  'withdrawal-hold-matches': 'each withdrawal hold holds exactly its open withdrawals',
  'withdrawal-settles-once': 'a withdrawal is reserved once, then posted or voided at most once',
  'payment-clearing-holds-refunds':
    'each provider clearing account holds exactly its payments being refunded',
  'payment-moves-once':
    "a payment's money came in once, exactly when its provider confirmed it, and went back at most once",
  'milestone-paid-once': 'a milestone is paid for by at most one payment',
} as const;
export type InvariantId = keyof typeof INVARIANT_NAMES;
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
 * Issue 32 adds checks from the other side of each number: each escrow against its milestones'
 * funded − released − refunded, each wallet balance against its entries, each payout clearing
 * account against the withdrawals its provider confirmed paid. A failure names the account.
 * Issue 31: each provider clearing account holds only payments on their way back, and a payment's
 * money came in exactly when its provider confirmed it.
 */
export async function checkLedger(db: Executor): Promise<LedgerReport> {
  const trial = await rows(
    db,
    sql`select a.currency, count(*) as accounts, coalesce(sum(a.balance), 0) as sum,
          (select count(*) from ledger_transfers t where t.currency = a.currency) as transfers,
          coalesce((select sum(amount) from ledger_transfers t where t.currency = a.currency), 0) as moved
        from ledger_accounts a group by a.currency order by a.currency`,
  );
  const trialBalance = trial.map((r) => ({
    currency: String(r.currency),
    accounts: n(r.accounts),
    transfers: n(r.transfers),
    moved: n(r.moved),
    sum: n(r.sum),
  }));

  const invariants: Invariant[] = [];
  const add = (id: InvariantId, bad: Row[], describe: (r: Row) => string) =>
    invariants.push({
      id,
      name: INVARIANT_NAMES[id],
      ok: bad.length === 0,
      detail: bad.length === 0 ? 'ok' : bad.slice(0, 10).map(describe).join('; '),
    });

  add(
    'currency-sums-to-zero',
    trialBalance.filter((t) => t.sum !== 0).map((t) => ({ ...t })),
    (r) => `${String(r.currency)} sums to ${String(r.sum)}`,
  );
  add(
    'no-negative-account',
    await rows(db, sql`select key, balance from ledger_accounts where kind <> 'world' and balance < 0`),
    (r) => `${String(r.key)} = ${String(r.balance)}`,
  );
  add(
    'balance-equals-transfers',
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
    'escrow-equals-milestones',
    await rows(
      db,
      sql`select a.key, a.balance, x.expected from ledger_accounts a
          join (select m.contract_id,
                  coalesce(sum(case when m.status in ('pending', 'funding', 'cancelled') then 0 else m.amount end), 0)
                  - coalesce(sum(m.released_amount), 0) - coalesce(sum(m.refunded_amount), 0) as expected
                from milestones m group by m.contract_id) x on x.contract_id = a.contract_id
          where a.kind = 'escrow' and a.balance <> x.expected`,
    ),
    (r) => `${String(r.key)}: balance ${String(r.balance)}, milestones say ${String(r.expected)}`,
  );
  add(
    'wallet-equals-entries',
    await rows(
      db,
      sql`select a.key, a.balance, coalesce(e.total, 0) as entries from ledger_accounts a
          left join (select account_id, sum(signed) as total from (
              select credit_account_id as account_id, amount as signed from ledger_transfers
              union all select debit_account_id, -amount from ledger_transfers) legs
            group by account_id) e on e.account_id = a.id
          where a.kind in ('pending', 'available') and a.balance <> coalesce(e.total, 0)`,
    ),
    (r) => `${String(r.key)}: balance ${String(r.balance)}, entries sum to ${String(r.entries)}`,
  );
  add(
    'payout-clearing-equals-paid',
    await rows(
      db,
      sql`select a.key, a.balance, coalesce((select sum(w.amount - w.fee) from withdrawals w
              where 'payout-' || w.provider = split_part(a.key, ':', 2) and w.currency = a.currency
                and w.status = 'paid'), 0) as confirmed
          from ledger_accounts a where a.kind = 'world' and a.key like 'world:payout-%'
            and a.balance <> coalesce((select sum(w.amount - w.fee) from withdrawals w
              where 'payout-' || w.provider = split_part(a.key, ':', 2) and w.currency = a.currency
                and w.status = 'paid'), 0)`,
    ),
    (r) => `${String(r.key)}: balance ${String(r.balance)}, confirmed paid ${String(r.confirmed)}`,
  );
  add(
    'transfer-currency',
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
    'escrow-holds-open-milestones',
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
    'milestone-moves-once',
    await rows(
      db,
      sql`select milestone_id, kind, count(*) as n from ledger_transfers
          where milestone_id is not null group by milestone_id, kind having count(*) > 1`,
    ),
    (r) => `milestone ${String(r.milestone_id)} ${String(r.kind)} ×${String(r.n)}`,
  );
  add(
    'settled-milestone-matches',
    await rows(
      db,
      sql`select m.id, m.status, m.amount, m.released_amount, m.refunded_amount from milestones m
          where m.status in ('released', 'refunded', 'split') and (
            m.released_amount + m.refunded_amount <> m.amount
            or m.released_amount <> coalesce((select sum(t.amount) from ledger_transfers t
                 join ledger_accounts d on d.id = t.debit_account_id
                 where t.milestone_id = m.id and t.kind in ('release', 'fee') and d.kind = 'escrow'), 0)
            or m.refunded_amount <> coalesce((select sum(amount) from ledger_transfers t
                 where t.milestone_id = m.id and t.kind = 'refund'), 0)
            or m.amount <> coalesce((select sum(amount) from ledger_transfers t
                 where t.milestone_id = m.id and t.kind = 'fund'), 0))`,
    ),
    (r) => `milestone ${String(r.id)} (${String(r.status)})`,
  );
  add(
    'withdrawal-hold-matches',
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
    'withdrawal-settles-once',
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
  // Payments into escrow (issue 31): the provider clearing accounts.
  add(
    'payment-clearing-holds-refunds',
    await rows(
      db,
      sql`select a.key, a.balance,
            coalesce((select sum(p.amount) from payments p where p.status = 'refunding'
              and 'clearing:' || p.method || ':' || p.currency = a.key), 0) as expected
          from ledger_accounts a where a.kind = 'clearing'
            and a.balance <> coalesce((select sum(p.amount) from payments p where p.status = 'refunding'
              and 'clearing:' || p.method || ':' || p.currency = a.key), 0)`,
    ),
    (r) => `${String(r.key)}: ${String(r.balance)}, payments being refunded ${String(r.expected)}`,
  );
  add(
    'payment-moves-once',
    await rows(
      db,
      sql`select p.id, p.status from payments p where
            (p.status in ('succeeded', 'refunding', 'refunded', 'credited'))
              <> exists (select 1 from ledger_transfers t where t.key = 'payment:' || p.id || ':in')
            or (p.status = 'credited') <> exists (select 1 from ledger_transfers t where t.key = 'payment:' || p.id || ':credit')
            or (p.status = 'refunded') <> exists (select 1 from ledger_transfers t where t.key = 'payment:' || p.id || ':refund')`,
    ),
    (r) => `payment ${String(r.id)} (${String(r.status)})`,
  );
  add(
    'milestone-paid-once',
    await rows(
      db,
      sql`select milestone_id, count(*) as n from payments where status = 'succeeded'
          group by milestone_id having count(*) > 1`,
    ),
    (r) => `milestone ${String(r.milestone_id)}: ${String(r.n)} payments`,
  );
  return { trialBalance, invariants, ok: invariants.every((i) => i.ok) };
}
