import { sql } from 'drizzle-orm';
import {
  CURRENCIES,
  DEFAULT_CURRENCY,
  isCurrency,
  type Currency,
  type WalletEntryDto,
  type WalletReply,
} from '@kt/shared';
import type { Executor } from '../../db/executor.ts';
import type { Actor } from '../../policies/policies.ts';
import type { WalletDeps } from './deps.ts';

type Row = Record<string, unknown>;
async function rows(db: Executor, query: ReturnType<typeof sql>): Promise<Row[]> {
  const result = (await db.execute(query)) as unknown as { rows: Row[] } | Row[];
  return Array.isArray(result) ? result : result.rows;
}
const n = (v: unknown) => Number(v ?? 0);
const iso = (v: unknown) => (v instanceof Date ? v : new Date(String(v))).toISOString();

/**
 * The user's wallet in one currency, read from the ledger: their own accounts, the escrow of the
 * contracts they pay for, what they earned (releases) and spent (fundings less refunds), and the
 * released money still on hold with the day it becomes available (release time + FUNDS_HOLD).
 */
export async function readWallet(
  deps: WalletDeps,
  db: Executor,
  actor: Actor,
  wanted: Currency | undefined,
): Promise<Omit<WalletReply, 'success' | 'withdrawal' | 'sandbox'>> {
  const held = await rows(
    db,
    sql`select distinct a.currency from ledger_accounts a
        left join contracts c on c.id = a.contract_id
        where a.user_id = ${actor.id} or c.client_id = ${actor.id}`,
  );
  const currencies = CURRENCIES.filter((c) => held.some((h) => h.currency === c));
  const currency = wanted ?? currencies[0] ?? DEFAULT_CURRENCY;
  const [totals] = await rows(
    db,
    sql`select
      coalesce((select sum(balance) from ledger_accounts where user_id = ${actor.id} and currency = ${currency} and kind = 'pending'), 0) as pending,
      coalesce((select sum(balance) from ledger_accounts where user_id = ${actor.id} and currency = ${currency} and kind = 'available'), 0) as available,
      coalesce((select sum(balance) from ledger_accounts where user_id = ${actor.id} and currency = ${currency} and kind = 'withdrawing'), 0) as withdrawing,
      coalesce((select sum(a.balance) from ledger_accounts a join contracts c on c.id = a.contract_id
        where a.kind = 'escrow' and c.client_id = ${actor.id} and a.currency = ${currency}), 0) as in_escrow,
      coalesce((select sum(t.amount) from ledger_transfers t join ledger_accounts a on a.id = t.credit_account_id
        where t.kind = 'release' and a.user_id = ${actor.id} and a.currency = ${currency}), 0)
      - coalesce((select sum(t.amount) from ledger_transfers t join ledger_accounts a on a.id = t.debit_account_id
        where t.kind = 'fee' and a.kind = 'pending' and a.user_id = ${actor.id} and a.currency = ${currency}), 0) as earned,
      coalesce((select sum(case when t.kind = 'fund' then t.amount else -t.amount end) from ledger_transfers t
        join contracts c on c.id = t.contract_id
        where t.kind in ('fund', 'refund') and c.client_id = ${actor.id} and t.currency = ${currency}), 0) as spent`,
  );
  const upcoming = await rows(
    db,
    sql`select t.amount - coalesce((select f.amount from ledger_transfers f
          join ledger_accounts fa on fa.id = f.debit_account_id
          where f.kind = 'fee' and fa.kind = 'pending' and f.milestone_id = t.milestone_id), 0) as amount,
          t.created_at from ledger_transfers t
        join ledger_accounts a on a.id = t.credit_account_id
        where t.kind = 'release' and a.user_id = ${actor.id} and a.currency = ${currency}
          and not exists (select 1 from ledger_transfers v where v.kind = 'available' and v.milestone_id = t.milestone_id)
        order by t.created_at`,
  );
  return {
    wallet: {
      currency,
      pending: n(totals!.pending),
      available: n(totals!.available),
      withdrawing: n(totals!.withdrawing),
      inEscrow: n(totals!.in_escrow),
      totalEarned: n(totals!.earned),
      totalSpent: n(totals!.spent),
    },
    upcoming: upcoming.map((u) => ({
      amount: n(u.amount),
      availableAt: new Date(new Date(iso(u.created_at)).getTime() + deps.fundsHoldMs).toISOString(),
    })),
    currencies: currencies.length > 0 ? currencies : [currency],
  };
}

const DESCRIPTIONS: Record<string, (account: string, credit: boolean) => string> = {
  fund: () => 'Paid into escrow',
  release: (a) => (a === 'escrow' ? 'Released to the freelancer' : 'Payment released (on hold)'),
  fee: (a) => (a === 'withdrawing' ? 'Withdrawal fee' : 'Platform fee'),
  refund: () => 'Refunded from escrow',
  available: (_a, credit) => (credit ? 'Became available' : 'Hold ended'),
  withdraw: (_a, credit) => (credit ? 'Withdrawal reserved' : 'Withdrawal'),
  payout: () => 'Withdrawal paid out',
  void: (_a, credit) => (credit ? 'Withdrawal failed: returned' : 'Withdrawal failed'),
};

export const ENTRIES_PAGE = 20;

/**
 * The user's side of every ledger transfer, newest first: one entry per leg on one of their
 * accounts (pending, available, withdrawing) or on the escrow of a contract they pay for, with that
 * account's running balance after it. Cursor: `<transfer id>.<leg>` of the last entry shown.
 */
export async function listEntries(
  db: Executor,
  actor: Actor,
  q: { cursor?: string; currency?: Currency; account?: string; kind?: string },
): Promise<{ entries: WalletEntryDto[]; nextCursor: string | null }> {
  const [cid, cleg] = q.cursor ? q.cursor.split('.').map(Number) : [null, null];
  const found = await rows(
    db,
    sql`with mine as (
          select a.id, a.kind, a.currency from ledger_accounts a
          left join contracts c on c.id = a.contract_id
          where a.user_id = ${actor.id} or (a.kind = 'escrow' and c.client_id = ${actor.id})
        ), legs as (
          select t.id, 1 as leg, t.credit_account_id as account_id, t.amount as signed, t.kind, t.key, t.currency, t.created_at, t.contract_id, t.milestone_id from ledger_transfers t
            where t.credit_account_id in (select id from mine)
          union all
          select t.id, 0 as leg, t.debit_account_id as account_id, -t.amount as signed, t.kind, t.key, t.currency, t.created_at, t.contract_id, t.milestone_id from ledger_transfers t
            where t.debit_account_id in (select id from mine)
        ), running as (
          select l.id as tid, l.leg, l.account_id, l.signed, l.kind as tkind, l.key, l.currency, l.created_at,
            l.contract_id, l.milestone_id,
            sum(l.signed) over (partition by l.account_id order by l.id, l.leg) as balance
          from legs l
        )
        select r.*, m.kind as account, c.title as contract_title, ms.title as milestone_title
        from running r
        join mine m on m.id = r.account_id
        left join contracts c on c.id = r.contract_id
        left join milestones ms on ms.id = r.milestone_id
        where true
          ${q.currency ? sql`and r.currency = ${q.currency}` : sql``}
          ${q.account ? sql`and m.kind = ${q.account}` : sql``}
          ${q.kind ? sql`and r.tkind = ${q.kind}` : sql``}
          ${cid !== null ? sql`and (r.tid, r.leg) < (${cid}, ${cleg})` : sql``}
        order by r.tid desc, r.leg desc
        limit ${ENTRIES_PAGE + 1}`,
  );
  const page = found.slice(0, ENTRIES_PAGE);
  const entries = page.map((r): WalletEntryDto => {
    const kind = String(r.tkind) as WalletEntryDto['kind'];
    const account = String(r.account) as WalletEntryDto['account'];
    const amount = n(r.signed);
    const withdrawal = /^withdrawal:([0-9a-f-]{36}):/.exec(String(r.key));
    return {
      _id: `${String(r.tid)}.${String(r.leg)}`,
      kind,
      account,
      amount,
      balance: n(r.balance),
      currency: isCurrency(r.currency) ? r.currency : DEFAULT_CURRENCY,
      description: (DESCRIPTIONS[kind] ?? (() => kind))(account, amount > 0),
      contract: r.contract_id ? { _id: String(r.contract_id), title: String(r.contract_title) } : null,
      milestone: r.milestone_id ? { _id: String(r.milestone_id), title: String(r.milestone_title) } : null,
      withdrawalId: withdrawal ? withdrawal[1]! : null,
      createdAt: iso(r.created_at),
    };
  });
  const last = entries.at(-1);
  return { entries, nextCursor: found.length > ENTRIES_PAGE && last ? last._id : null };
}
