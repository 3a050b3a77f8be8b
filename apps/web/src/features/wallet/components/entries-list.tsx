import { useState } from 'react';
import { Link } from 'react-router';
import type { Currency, WalletEntryDto } from '@kt/shared';
import { Button } from '@/components/ui/button.tsx';
import { Label, Select } from '@/components/ui/input.tsx';
import { useEntries } from '../api/wallet.ts';
import { m } from '@/paraglide/messages.js';
import { dateTime, money } from '../format.ts';
import { Section } from './section.tsx';

/** An entry's kind in the reader's language (the server's `description` is its English form). */
function entryLabel(e: WalletEntryDto): string {
  const credit = e.amount > 0;
  switch (e.kind) {
    case 'fund':
      return m.wallet_entry_fund();
    case 'release':
      return e.account === 'escrow' ? m.wallet_entry_release_escrow() : m.wallet_entry_release_hold();
    case 'fee':
      return e.account === 'withdrawing' ? m.wallet_entry_withdrawal_fee() : m.wallet_entry_platform_fee();
    case 'refund':
      return m.wallet_entry_refund();
    case 'available':
      return credit ? m.wallet_entry_available() : m.wallet_entry_hold_ended();
    case 'withdraw':
      return credit ? m.wallet_entry_withdraw_reserved() : m.wallet_entry_withdraw();
    case 'payout':
      return m.wallet_entry_payout();
    case 'void':
      return credit ? m.wallet_entry_void_returned() : m.wallet_entry_void();
    default:
      return e.description;
  }
}

const ACCOUNTS = {
  '': m.wallet_all_balances,
  available: m.wallet_available,
  pending: m.wallet_pending,
  withdrawing: m.wallet_withdrawing,
  escrow: m.wallet_escrow,
};
const KINDS = {
  '': m.wallet_all_entries,
  fund: m.wallet_kind_fund,
  release: m.wallet_kind_release,
  fee: m.wallet_kind_fee,
  refund: m.wallet_kind_refund,
  available: m.wallet_kind_available,
  withdraw: m.wallet_kind_withdraw,
  payout: m.wallet_kind_payout,
  void: m.wallet_kind_void,
};

/** Every ledger entry on the user's side, newest first, with the balance after it. */
export function EntriesList({ currency }: { currency: Currency }) {
  const [account, setAccount] = useState('');
  const [kind, setKind] = useState('');
  const query = useEntries(true, { currency, account: account || undefined, kind: kind || undefined });
  const entries = query.data?.pages.flatMap((p) => p.entries) ?? [];
  const filters = (
    <div className="flex flex-wrap gap-2">
      <div className="grid gap-1">
        <Label htmlFor="entries-account" className="sr-only">
          {m.wallet_balance()}
        </Label>
        <Select id="entries-account" value={account} onChange={(e) => setAccount(e.target.value)}>
          {Object.entries(ACCOUNTS).map(([v, l]) => (
            <option key={v} value={v}>
              {l()}
            </option>
          ))}
        </Select>
      </div>
      <div className="grid gap-1">
        <Label htmlFor="entries-kind" className="sr-only">
          {m.wallet_kind()}
        </Label>
        <Select id="entries-kind" value={kind} onChange={(e) => setKind(e.target.value)}>
          {Object.entries(KINDS).map(([v, l]) => (
            <option key={v} value={v}>
              {l()}
            </option>
          ))}
        </Select>
      </div>
    </div>
  );
  return (
    <Section
      title={m.wallet_entries()}
      action={filters}
      loading={query.isPending}
      error={query.isError}
      empty={entries.length === 0 && m.wallet_no_entries()}
    >
      <div className="overflow-x-auto">
        <table className="stack-table w-full text-sm sm:min-w-[32rem]">
          <thead className="text-start text-muted-foreground">
            <tr>
              <th className="py-2 pe-3 font-medium">{m.wallet_date()}</th>
              <th className="py-2 pe-3 font-medium">{m.wallet_description()}</th>
              <th className="py-2 pe-3 text-end font-medium">{m.wallet_amount()}</th>
              <th className="py-2 text-end font-medium">{m.wallet_balance()}</th>
            </tr>
          </thead>
          <tbody className="divide-y">
            {entries.map((e) => (
              <tr key={e._id}>
                <td className="py-2 pe-3 whitespace-nowrap" data-label={m.wallet_date()}>
                  {dateTime(e.createdAt)}
                </td>
                <td className="py-2 pe-3" data-label={m.wallet_description()}>
                  <div>
                    <span>{entryLabel(e)}</span>
                    <span className="text-muted-foreground"> · {ACCOUNTS[e.account]()}</span>
                    {e.contract ? (
                      <span className="block text-xs text-muted-foreground" data-user-content>
                        <Link className="underline" to={`/projects/${e.contract._id}`}>
                          {e.contract.title}
                        </Link>
                        {e.milestone ? ` · ${e.milestone.title}` : ''}
                      </span>
                    ) : null}
                  </div>
                </td>
                <td
                  className={`py-2 pe-3 text-end tabular-nums ${e.amount < 0 ? 'text-destructive' : ''}`}
                  data-label={m.wallet_amount()}
                  data-testid="entry-amount"
                >
                  <bdi>
                    {e.amount > 0 ? '+' : ''}
                    {money(e.amount, e.currency)}
                  </bdi>
                </td>
                <td
                  className="py-2 text-end tabular-nums"
                  data-label={m.wallet_balance()}
                  data-testid="entry-balance"
                >
                  <bdi>{money(e.balance, e.currency)}</bdi>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {query.hasNextPage ? (
        <Button
          variant="outline"
          className="mt-3"
          onClick={() => query.fetchNextPage()}
          disabled={query.isFetchingNextPage}
        >
          {query.isFetchingNextPage ? m.wallet_loading() : m.wallet_load_more()}
        </Button>
      ) : null}
    </Section>
  );
}
