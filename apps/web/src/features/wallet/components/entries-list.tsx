import { useState } from 'react';
import { Link } from 'react-router';
import type { Currency } from '@kt/shared';
import { Button } from '@/components/ui/button.tsx';
import { Label, Select } from '@/components/ui/input.tsx';
import { useEntries } from '../api/wallet.ts';
import { m } from '@/paraglide/messages.js';
import { dateTime, money } from '../format.ts';
import { Section } from './section.tsx';

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
                    <span data-user-content>{e.description}</span>
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
