import { eq, sql } from 'drizzle-orm';
import {
  CURRENCIES,
  PAYOUT_RAIL_LABELS,
  monthBounds,
  monthLabel,
  monthOf,
  type Currency,
  type PayoutRail,
  type StatementCurrencyDto,
  type StatementDto,
  type StatementEntryDto,
} from '@kt/shared';
import type { Executor } from '../../db/executor.ts';
import { users } from '../../db/schema.ts';
import { badRequest } from '../../lib/errors.ts';
import { fxText } from './withdrawals.ts';
import type { Actor } from '../../policies/policies.ts';

/**
 * Monthly statements (docs/decisions/016-withdrawals.md, "Statements"). A user's wallet is the sum
 * of their own accounts (pending, available, withdrawing) and the escrow of the contracts they pay
 * for; a statement lists every ledger transfer that moved money into or out of that wallet, so a
 * move between two of its accounts (a hold ending, a withdrawal reserved or returned) nets to zero
 * and is not a line. Opening + lines = closing, and one month's closing is the next one's opening.
 * Since issue 32 a release carries the whole amount to the freelancer and the platform fee is a line
 * of its own on their statement (taken from their side); the client's shows what they paid in, what
 * was released, refunded, and settled by a dispute's split.
 */

type Row = Record<string, unknown>;
async function rows(db: Executor, query: ReturnType<typeof sql>): Promise<Row[]> {
  const result = (await db.execute(query)) as unknown as { rows: Row[] } | Row[];
  return Array.isArray(result) ? result : result.rows;
}
const n = (v: unknown) => Number(v ?? 0);
const iso = (v: unknown) => (v instanceof Date ? v : new Date(String(v))).toISOString();

/** Every transfer touching the user's wallet with its net effect on it (credits − debits). */
const moves = (userId: string) => sql`
  with mine as (
    select a.id from ledger_accounts a
    left join contracts c on c.id = a.contract_id
    where a.user_id = ${userId} or (a.kind = 'escrow' and c.client_id = ${userId})
  ), touched as (
    select t.*,
      (case when t.credit_account_id in (select id from mine) then t.amount else 0 end)
      - (case when t.debit_account_id in (select id from mine) then t.amount else 0 end) as net
    from ledger_transfers t
    where t.credit_account_id in (select id from mine) or t.debit_account_id in (select id from mine)
  ), moves as (select * from touched where net <> 0)`;

/** Months with movements, newest first. */
export async function listStatementMonths(db: Executor, actor: Actor) {
  const found = await rows(
    db,
    sql`${moves(actor.id)}
        select distinct to_char(created_at at time zone 'UTC', 'YYYY-MM') as month from moves
        order by month desc`,
  );
  return found.map((r) => ({ month: String(r.month), label: monthLabel(String(r.month)) }));
}

function describe(r: Row, net: number): string {
  const debit = String(r.debit_kind);
  const split = r.milestone_status === 'split';
  const withdrawTo = r.rail
    ? ` to ${PAYOUT_RAIL_LABELS[r.rail as PayoutRail] ?? String(r.rail)} •••• ${String(r.account).slice(-4)}`
    : '';
  switch (String(r.kind)) {
    case 'fund':
      return net > 0 && r.credit_kind === 'escrow' ? 'Paid into escrow' : 'Money added';
    case 'release':
      if (net > 0)
        return split
          ? 'Payment received for a milestone (dispute split)'
          : 'Payment received for a milestone';
      return split ? 'Released to the freelancer (dispute split)' : 'Released to the freelancer';
    case 'fee':
      return debit === 'withdrawing' ? 'Withdrawal fee' : 'Platform fee';
    case 'refund':
      return split ? 'Refunded from escrow to you (dispute split)' : 'Refunded from escrow to you';
    case 'payout':
      return r.payout_amount !== null && r.payout_amount !== undefined && r.fx_source
        ? `Withdrawal paid${withdrawTo}: ${fxText(n(r.payout_amount), n(r.fx_rate_micros), { source: String(r.fx_source), createdAt: new Date(iso(r.fx_at)) })}`
        : `Withdrawal paid${withdrawTo}`;
    default:
      return net > 0 ? 'Money in' : 'Money out';
  }
}

const zeroTotals = () => ({
  moneyIn: 0,
  moneyOut: 0,
  earned: 0,
  paidIn: 0,
  released: 0,
  fees: 0,
  refunded: 0,
  split: 0,
  withdrawn: 0,
});

/**
 * The statement of one `YYYY-MM` month (UTC): per currency the opening balance, every movement of
 * the month with the running balance, the closing balance and totals. A month that has not started
 * is a 400; the current month runs up to now.
 */
export async function readStatement(
  db: Executor,
  actor: Actor,
  month: string,
  now: Date = new Date(),
): Promise<StatementDto> {
  if (month > monthOf(now)) throw badRequest('There is no statement for a month that has not started yet');
  const { from, to } = monthBounds(month);
  const [user] = await db
    .select({ firstName: users.firstName, lastName: users.lastName, email: users.email })
    .from(users)
    .where(eq(users.id, actor.id));
  const opening = await rows(
    db,
    sql`${moves(actor.id)}
        select currency, sum(net) as balance from moves where created_at < ${from.toISOString()}
        group by currency`,
  );
  const lines = await rows(
    db,
    sql`${moves(actor.id)}
        select m.id, m.kind, m.currency, m.created_at, m.net, m.contract_id, m.milestone_id,
          d.kind as debit_kind, cr.kind as credit_kind,
          c.title as contract_title, ms.title as milestone_title, ms.status as milestone_status,
          pm.rail, pm.account, w.payout_amount, w.fx_rate_micros, fx.source as fx_source, fx.created_at as fx_at
        from moves m
        join ledger_accounts d on d.id = m.debit_account_id
        join ledger_accounts cr on cr.id = m.credit_account_id
        left join contracts c on c.id = m.contract_id
        left join milestones ms on ms.id = m.milestone_id
        left join withdrawals w on m.key like 'withdrawal:%' and w.id::text = split_part(m.key, ':', 2)
        left join payout_methods pm on pm.id = w.payout_method_id
        left join fx_rates fx on fx.id = w.fx_rate_id
        where m.created_at >= ${from.toISOString()} and m.created_at < ${to.toISOString()}
        order by m.created_at, m.id`,
  );
  const currencies: StatementCurrencyDto[] = [];
  for (const currency of CURRENCIES) {
    const start = n(opening.find((o) => o.currency === currency)?.balance);
    const mine = lines.filter((l) => l.currency === currency);
    if (start === 0 && mine.length === 0) continue;
    let balance = start;
    const totals = zeroTotals();
    const entries = mine.map((r): StatementEntryDto => {
      const net = n(r.net);
      balance += net;
      const kind = String(r.kind);
      if (net > 0) totals.moneyIn += net;
      else totals.moneyOut -= net;
      const split = r.milestone_status === 'split' && r.debit_kind === 'escrow';
      if (kind === 'release' && net > 0) totals.earned += net;
      if (kind === 'release' && net < 0) totals[split ? 'split' : 'released'] -= net;
      if (kind === 'fund') totals.paidIn += net;
      if (kind === 'fee') totals.fees -= net;
      if (kind === 'refund') totals[split ? 'split' : 'refunded'] -= net;
      if (kind === 'payout') totals.withdrawn -= net;
      return {
        _id: String(r.id),
        date: iso(r.created_at),
        kind,
        description: describe(r, net),
        contract: r.contract_id ? { _id: String(r.contract_id), title: String(r.contract_title) } : null,
        milestone: r.milestone_id ? { _id: String(r.milestone_id), title: String(r.milestone_title) } : null,
        moneyIn: net > 0 ? net : 0,
        moneyOut: net < 0 ? -net : 0,
        balance,
      };
    });
    currencies.push({ currency: currency as Currency, opening: start, closing: balance, totals, entries });
  }
  return {
    month,
    from: from.toISOString(),
    to: to.toISOString(),
    generatedAt: now.toISOString(),
    user: {
      name: [user?.firstName, user?.lastName].filter(Boolean).join(' '),
      email: user?.email ?? '',
    },
    currencies,
  };
}
