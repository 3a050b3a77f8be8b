import { useState } from 'react';
import { Link } from 'react-router';
import type { Currency } from '@kt/shared';
import { Button } from '@/components/ui/button.tsx';
import { Label, Select } from '@/components/ui/input.tsx';
import { useEntries } from '../api/wallet.ts';
import { dateTime, money } from '../format.ts';
import { Section } from './section.tsx';

const ACCOUNTS = {
  '': 'All balances',
  available: 'Available',
  pending: 'Pending',
  withdrawing: 'Withdrawing',
  escrow: 'Escrow',
};
const KINDS = {
  '': 'All entries',
  fund: 'Funding',
  release: 'Releases',
  fee: 'Fees',
  refund: 'Refunds',
  available: 'Became available',
  withdraw: 'Withdrawals',
  payout: 'Paid out',
  void: 'Returned',
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
          Balance
        </Label>
        <Select id="entries-account" value={account} onChange={(e) => setAccount(e.target.value)}>
          {Object.entries(ACCOUNTS).map(([v, l]) => (
            <option key={v} value={v}>
              {l}
            </option>
          ))}
        </Select>
      </div>
      <div className="grid gap-1">
        <Label htmlFor="entries-kind" className="sr-only">
          Kind
        </Label>
        <Select id="entries-kind" value={kind} onChange={(e) => setKind(e.target.value)}>
          {Object.entries(KINDS).map(([v, l]) => (
            <option key={v} value={v}>
              {l}
            </option>
          ))}
        </Select>
      </div>
    </div>
  );
  return (
    <Section
      title="Entries"
      action={filters}
      loading={query.isPending}
      error={query.isError}
      empty={entries.length === 0 && 'No entries yet.'}
    >
      <div className="overflow-x-auto">
        <table className="w-full min-w-[32rem] text-sm">
          <thead className="text-start text-muted-foreground">
            <tr>
              <th className="py-2 pe-3 font-medium">Date</th>
              <th className="py-2 pe-3 font-medium">Description</th>
              <th className="py-2 pe-3 text-end font-medium">Amount</th>
              <th className="py-2 text-end font-medium">Balance</th>
            </tr>
          </thead>
          <tbody className="divide-y">
            {entries.map((e) => (
              <tr key={e._id}>
                <td className="py-2 pe-3 whitespace-nowrap">{dateTime(e.createdAt)}</td>
                <td className="py-2 pe-3">
                  {e.description}
                  <span className="text-muted-foreground"> · {ACCOUNTS[e.account]}</span>
                  {e.contract ? (
                    <span className="block text-xs text-muted-foreground">
                      <Link className="underline" to={`/projects/${e.contract._id}`}>
                        {e.contract.title}
                      </Link>
                      {e.milestone ? ` · ${e.milestone.title}` : ''}
                    </span>
                  ) : null}
                </td>
                <td className={`py-2 pe-3 text-end tabular-nums ${e.amount < 0 ? 'text-destructive' : ''}`}>
                  {e.amount > 0 ? '+' : ''}
                  {money(e.amount, e.currency)}
                </td>
                <td className="py-2 text-end tabular-nums">{money(e.balance, e.currency)}</td>
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
          {query.isFetchingNextPage ? 'Loading...' : 'Load more'}
        </Button>
      ) : null}
    </Section>
  );
}
