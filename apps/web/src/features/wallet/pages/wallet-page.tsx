import { useState } from 'react';
import { Link } from 'react-router';
import { ShieldAlert } from 'lucide-react';
import type { Currency } from '@kt/shared';
import { buttonClass } from '@/components/ui/button.tsx';
import { Label, Select } from '@/components/ui/input.tsx';
import { Page, PageTitle } from '@/components/ui/page.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { useSession } from '@/lib/session.tsx';
import { m } from '@/paraglide/messages.js';
import { usePayoutMethods, useWallet, useWithdrawals } from '../api/wallet.ts';
import { Balances } from '../components/balances.tsx';
import { ClientEscrow } from '../components/client-escrow.tsx';
import { EntriesList } from '../components/entries-list.tsx';
import { PayoutMethods } from '../components/payout-methods.tsx';
import { StatementsList } from '../components/statements-list.tsx';
import { WithdrawForm } from '../components/withdraw-form.tsx';
import { WithdrawalsList } from '../components/withdrawals-list.tsx';

/**
 * /wallet: balances, when held money becomes available, a client's escrow per contract and receipts,
 * payout methods, withdrawals, entries and monthly statements.
 */
export default function WalletPage() {
  const { user, status } = useSession();
  const [currency, setCurrency] = useState<Currency>();
  const wallet = useWallet(!!user, currency);
  const methods = usePayoutMethods(!!user);
  const withdrawals = useWithdrawals(!!user);
  const loading = status === 'loading' || (!!user && wallet.isPending);

  return (
    <Page className="flex flex-col gap-6">
      <header className="flex flex-wrap items-end justify-between gap-4">
        <div className="flex flex-col gap-1">
          <PageTitle>{m.wallet_title()}</PageTitle>
          <p className="text-muted-foreground">{m.wallet_intro()}</p>
        </div>
        {wallet.data && wallet.data.currencies.length > 1 ? (
          <div className="grid gap-1">
            <Label htmlFor="wallet-currency">{m.wallet_currency()}</Label>
            <Select
              id="wallet-currency"
              value={wallet.data.wallet.currency}
              onChange={(e) => setCurrency(e.target.value as Currency)}
            >
              {wallet.data.currencies.map((c) => (
                <option key={c} lang="en">
                  {c}
                </option>
              ))}
            </Select>
          </div>
        ) : null}
      </header>
      {loading ? (
        <Spinner className="py-20" label={m.wallet_loading_wallet()} />
      ) : !user ? (
        <div className="flex flex-col items-center gap-4 rounded-lg border border-dashed px-4 py-16 text-center">
          <p className="text-muted-foreground">{m.wallet_sign_in()}</p>
          <Link to="/auth" className={buttonClass()}>
            {m.nav_sign_in()}
          </Link>
        </div>
      ) : wallet.isError || !wallet.data ? (
        <div role="alert" className="rounded-lg border border-destructive/50 px-4 py-10 text-center">
          <p className="text-destructive">{m.wallet_failed()}</p>
        </div>
      ) : (
        <>
          {wallet.data.sandbox && (
            // Issue 31: every screen that shows money says when a sandbox moves it.
            <p
              className="flex items-center gap-2 rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-900"
              role="note"
            >
              <ShieldAlert className="h-4 w-4 shrink-0" aria-hidden="true" />
              {m.contracts_sandbox()}
            </p>
          )}
          <Balances data={wallet.data} />
          <ClientEscrow enabled={!!user} />
          <div className="grid gap-6 lg:grid-cols-2">
            <WithdrawForm wallet={wallet.data} methods={methods.data?.payoutMethods ?? []} />
            <PayoutMethods
              methods={methods.data?.payoutMethods}
              loading={methods.isPending}
              error={methods.isError}
            />
          </div>
          <WithdrawalsList
            withdrawals={withdrawals.data?.withdrawals}
            loading={withdrawals.isPending}
            error={withdrawals.isError}
          />
          <EntriesList currency={wallet.data.wallet.currency} />
          <StatementsList enabled={!!user} />
        </>
      )}
    </Page>
  );
}
