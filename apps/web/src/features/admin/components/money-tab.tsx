import { useState } from 'react';
import { formatMoney, PAYOUT_RAIL_LABELS, type AdminWithdrawalDto, type Currency } from '@kt/shared';
import { Button } from '@/components/ui/button.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { errorMessage } from '@/lib/api.ts';
import { notifyError, notifySuccess } from '@/lib/notify.ts';
import { useDecideWithdrawal, useLedger, useReviewWithdrawals } from '../api/admin.ts';
import { DisputesByState } from './disputes-tab.tsx';
import { ReasonForm } from './reason-form.tsx';

const onError = (err: unknown) => notifyError(errorMessage(err, 'Something went wrong. Please try again.'));

function WithdrawalRow({ w }: { w: AdminWithdrawalDto }) {
  const decide = useDecideWithdrawal();
  const [rejecting, setRejecting] = useState(false);
  const money = (n: number) => formatMoney(n, w.currency as Currency);
  return (
    <li
      className="flex flex-col gap-2 p-3 text-sm"
      aria-label={`Withdrawal of ${money(w.amount)} by ${w.user.name}`}
    >
      <p>
        <strong>{money(w.amount)}</strong> (fee {money(w.fee)}) by {w.user.name}{' '}
        <span className="break-all text-muted-foreground">({w.user.email})</span> to{' '}
        {PAYOUT_RAIL_LABELS[w.payoutMethod.rail]} {w.payoutMethod.account}
      </p>
      <p className="text-muted-foreground">Requested {new Date(w.createdAt).toLocaleString('en-GB')}</p>
      <div className="flex flex-wrap gap-2">
        <Button
          size="sm"
          disabled={decide.isPending}
          onClick={() => decide.mutateAsync({ id: w._id }).then((r) => notifySuccess(r.message), onError)}
        >
          Approve
        </Button>
        <Button
          size="sm"
          variant="outline"
          onClick={() => setRejecting(!rejecting)}
          aria-expanded={rejecting}
        >
          Reject
        </Button>
      </div>
      {rejecting && (
        <ReasonForm
          label="Why reject it? (the user is told)"
          submit="Reject withdrawal"
          busy={decide.isPending}
          onSubmit={(reason) =>
            decide.mutateAsync({ id: w._id, reject: reason }).then((r) => notifySuccess(r.message), onError)
          }
        />
      )}
    </li>
  );
}

/** Money: withdrawals waiting for approval, the ledger's trial balance, fees, disputes by state. */
export function MoneyTab() {
  const review = useReviewWithdrawals();
  const ledger = useLedger();
  return (
    <div className="grid gap-8 lg:grid-cols-2">
      <section className="flex min-w-0 flex-col gap-3" aria-labelledby="review-heading">
        <h2 id="review-heading" className="text-lg font-semibold">
          Withdrawals waiting for approval
        </h2>
        {review.isPending ? (
          <Spinner label="Loading withdrawals..." className="py-10" />
        ) : review.isError ? (
          <p role="alert" className="text-destructive">
            Could not load withdrawals. Please try again.
          </p>
        ) : review.data.withdrawals.length === 0 ? (
          <p className="text-muted-foreground">No withdrawals are waiting.</p>
        ) : (
          <ul className="divide-y rounded-lg border">
            {review.data.withdrawals.map((w) => (
              <WithdrawalRow key={w._id} w={w} />
            ))}
          </ul>
        )}
      </section>
      <div className="flex min-w-0 flex-col gap-8">
        <section className="flex flex-col gap-3" aria-labelledby="ledger-heading">
          <h2 id="ledger-heading" className="text-lg font-semibold">
            Ledger trial balance
          </h2>
          {ledger.isPending ? (
            <Spinner label="Loading the ledger..." className="py-10" />
          ) : ledger.isError ? (
            <p role="alert" className="text-destructive">
              Could not load the ledger. Please try again.
            </p>
          ) : ledger.data.currencies.length === 0 ? (
            <p className="text-muted-foreground">No money has moved yet.</p>
          ) : (
            <div
              className="overflow-x-auto"
              tabIndex={0}
              role="region"
              aria-label="Trial balance per currency"
            >
              <table className="w-full text-sm">
                <thead>
                  <tr className="text-start text-muted-foreground">
                    <th className="py-1 pe-3 font-medium">Currency</th>
                    <th className="py-1 pe-3 font-medium">Sum</th>
                    <th className="py-1 pe-3 font-medium">Accounts</th>
                    <th className="py-1 pe-3 font-medium">Transfers</th>
                    <th className="py-1 font-medium">Fees earned</th>
                  </tr>
                </thead>
                <tbody>
                  {ledger.data.currencies.map((c) => (
                    <tr key={c.currency} className="border-t">
                      <td className="py-1 pe-3">{c.currency}</td>
                      <td
                        className={
                          c.sum === 0
                            ? 'py-1 pe-3 font-semibold text-green-700'
                            : 'py-1 pe-3 font-semibold text-red-700'
                        }
                        data-testid={`ledger-sum-${c.currency}`}
                      >
                        {c.sum === 0 ? '0 (balanced)' : `${c.sum} (out of balance)`}
                      </td>
                      <td className="py-1 pe-3">{c.accounts}</td>
                      <td className="py-1 pe-3">{c.transfers}</td>
                      <td className="py-1">{formatMoney(c.feesEarned, c.currency as Currency)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
        </section>
        <section className="flex flex-col gap-3" aria-labelledby="disputes-state-heading">
          <h2 id="disputes-state-heading" className="text-lg font-semibold">
            Disputes by state
          </h2>
          <DisputesByState />
        </section>
      </div>
    </div>
  );
}
