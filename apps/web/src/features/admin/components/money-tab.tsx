import { useState } from 'react';
import {
  formatMoney,
  PAYOUT_RAIL_LABELS,
  type AdminWithdrawalDto,
  type Currency,
  type PaymentIssueDto,
} from '@kt/shared';
import { Button } from '@/components/ui/button.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { errorMessage } from '@/lib/api.ts';
import { notifyError, notifySuccess } from '@/lib/notify.ts';
import { ltr } from '@/lib/i18n/format.ts';
import { getLocale } from '@/paraglide/runtime.js';
import { m } from '@/paraglide/messages.js';
import { UserText } from './user-text.tsx';
import { railLabel } from '@/lib/i18n/rails.ts';
import { useDecideWithdrawal, useLedger, useReviewWithdrawals } from '../api/admin.ts';
import { localTime } from '../format.ts';
import { DisputesByState } from './disputes-tab.tsx';
import { PayoutBatches } from './payout-batches.tsx';
import { FxRatePanel } from './fx-rate.tsx';
import { ReasonForm } from './reason-form.tsx';

const onError = (err: unknown) => notifyError(errorMessage(err, m.admin_something_wrong()));

function WithdrawalRow({ w }: { w: AdminWithdrawalDto }) {
  const decide = useDecideWithdrawal();
  const [rejecting, setRejecting] = useState(false);
  const money = (n: number) => formatMoney(n, w.currency as Currency);
  return (
    <li
      className="flex flex-col gap-2 p-3 text-sm"
      aria-label={m.admin_withdrawal_label({ amount: ltr(money(w.amount)), name: w.user.name })}
    >
      <p>
        <strong>{ltr(money(w.amount))}</strong>
        {m.admin_withdrawal_fee_by({ fee: ltr(money(w.fee)) })}
        <UserText>{w.user.name}</UserText>{' '}
        <span className="break-all text-muted-foreground">
          (<UserText ltr>{w.user.email}</UserText>)
        </span>
        {m.admin_withdrawal_to()}
        {getLocale() === 'ur' ? railLabel(w.payoutMethod.rail) : PAYOUT_RAIL_LABELS[w.payoutMethod.rail]}{' '}
        <UserText ltr>{w.payoutMethod.account}</UserText>
      </p>
      <p className="text-muted-foreground">{m.admin_requested({ time: localTime(w.createdAt) })}</p>
      <div className="flex flex-wrap gap-2">
        <Button
          size="sm"
          disabled={decide.isPending}
          onClick={() => decide.mutateAsync({ id: w._id }).then((r) => notifySuccess(r.message), onError)}
        >
          {m.admin_approve()}
        </Button>
        <Button
          size="sm"
          variant="outline"
          onClick={() => setRejecting(!rejecting)}
          aria-expanded={rejecting}
        >
          {m.admin_reject()}
        </Button>
      </div>
      {rejecting && (
        <ReasonForm
          label={m.admin_why_reject()}
          submit={m.admin_reject_withdrawal()}
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
      <PayoutBatches />
      <FxRatePanel />
      <section className="flex min-w-0 flex-col gap-3" aria-labelledby="review-heading">
        <h2 id="review-heading" className="text-lg font-semibold">
          {m.admin_withdrawals_waiting()}
        </h2>
        {review.isPending ? (
          <Spinner label={m.admin_withdrawals_loading()} className="py-10" />
        ) : review.isError ? (
          <p role="alert" className="text-destructive">
            {m.admin_withdrawals_failed()}
          </p>
        ) : review.data.withdrawals.length === 0 ? (
          <p className="text-muted-foreground">{m.admin_withdrawals_empty()}</p>
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
            {m.admin_ledger()}
          </h2>
          {ledger.isPending ? (
            <Spinner label={m.admin_ledger_loading()} className="py-10" />
          ) : ledger.isError ? (
            <p role="alert" className="text-destructive">
              {m.admin_ledger_failed()}
            </p>
          ) : ledger.data.currencies.length === 0 ? (
            <p className="text-muted-foreground">{m.admin_ledger_empty()}</p>
          ) : (
            <div className="overflow-x-auto" tabIndex={0} role="region" aria-label={m.admin_ledger_region()}>
              <table className="stack-table w-full text-sm">
                <thead>
                  <tr className="text-start text-muted-foreground">
                    <th className="py-1 pe-3 font-medium">{m.admin_col_currency()}</th>
                    <th className="py-1 pe-3 font-medium">{m.admin_col_sum()}</th>
                    <th className="py-1 pe-3 font-medium">{m.admin_col_accounts()}</th>
                    <th className="py-1 pe-3 font-medium">{m.admin_col_transfers()}</th>
                    <th className="py-1 font-medium">{m.admin_col_fees()}</th>
                  </tr>
                </thead>
                <tbody>
                  {ledger.data.currencies.map((c) => (
                    <tr key={c.currency} className="border-t">
                      <td className="py-1 pe-3" data-label={m.admin_col_currency()}>
                        {c.currency}
                      </td>
                      <td
                        data-label={m.admin_col_sum()}
                        className={
                          c.sum === 0
                            ? 'py-1 pe-3 font-semibold text-green-700'
                            : 'py-1 pe-3 font-semibold text-red-700'
                        }
                        data-testid={`ledger-sum-${c.currency}`}
                      >
                        {c.sum === 0
                          ? m.admin_balanced({ sum: '0' })
                          : m.admin_out_of_balance({ sum: String(c.sum) })}
                      </td>
                      <td className="py-1 pe-3" data-label={m.admin_col_accounts()}>
                        {c.accounts}
                      </td>
                      <td className="py-1 pe-3" data-label={m.admin_col_transfers()}>
                        {c.transfers}
                      </td>
                      <td className="py-1" data-label={m.admin_col_fees()}>
                        {formatMoney(c.feesEarned, c.currency as Currency)}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
        </section>
        {ledger.data && <LedgerChecks checks={ledger.data.checks} />}
        {ledger.data?.paymentIssues && <PaymentIssues issues={ledger.data.paymentIssues} />}
        <section className="flex flex-col gap-3" aria-labelledby="disputes-state-heading">
          <h2 id="disputes-state-heading" className="text-lg font-semibold">
            {m.admin_disputes_by_state()}
          </h2>
          <DisputesByState />
        </section>
      </div>
    </div>
  );
}

const CHECK_LABELS: Record<string, () => string> = {
  'currency-sums-to-zero': m.admin_check_currency_sums_to_zero,
  'no-negative-account': m.admin_check_no_negative_account,
  'balance-equals-transfers': m.admin_check_balance_equals_transfers,
  'escrow-equals-milestones': m.admin_check_escrow_equals_milestones,
  'wallet-equals-entries': m.admin_check_wallet_equals_entries,
  'payout-clearing-equals-paid': m.admin_check_payout_clearing_equals_paid,
  'transfer-currency': m.admin_check_transfer_currency,
  'escrow-holds-open-milestones': m.admin_check_escrow_holds_open_milestones,
  'milestone-moves-once': m.admin_check_milestone_moves_once,
  'settled-milestone-matches': m.admin_check_settled_milestone_matches,
  'withdrawal-hold-matches': m.admin_check_withdrawal_hold_matches,
  'withdrawal-settles-once': m.admin_check_withdrawal_settles_once,
  'payment-clearing-holds-refunds': m.admin_check_payment_clearing_holds_refunds,
  'payment-moves-once': m.admin_check_payment_moves_once,
  'milestone-paid-once': m.admin_check_milestone_paid_once,
};

const PROBLEMS: Record<string, () => string> = {
  mismatch: m.admin_payment_problem_mismatch,
  bad_signature: m.admin_payment_problem_bad_signature,
  unknown_payment: m.admin_payment_problem_unknown_payment,
  reconcile: m.admin_payment_problem_reconcile,
  refund_failed: m.admin_payment_problem_refund_failed,
};

/** Provider notifications that funded nothing (issue 31), kept for the operator. */
function PaymentIssues({ issues }: { issues: PaymentIssueDto[] }) {
  return (
    <section className="flex flex-col gap-3" aria-labelledby="payment-issues-heading">
      <h2 id="payment-issues-heading" className="text-lg font-semibold">
        {m.admin_payment_issues()}
      </h2>
      {issues.length === 0 ? (
        <p className="text-sm text-muted-foreground">{m.admin_payment_issues_none()}</p>
      ) : (
        <ul className="flex flex-col gap-2 text-sm">
          {issues.map((i) => (
            <li key={i.id} className="flex flex-col rounded-md border p-2">
              <strong>
                {i.provider} · {PROBLEMS[i.problem]?.() ?? i.problem}
              </strong>
              <span lang="en" dir="ltr" className="break-words text-muted-foreground">
                {i.detail}
              </span>
              <time dateTime={i.createdAt} className="text-xs text-muted-foreground">
                {localTime(i.createdAt)}
              </time>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** Every ledger check, run when the tab loads: a failed one shows what it found (account keys). */
function LedgerChecks({ checks }: { checks: { id: string; name: string; ok: boolean; detail: string }[] }) {
  return (
    <section className="flex flex-col gap-3" aria-labelledby="ledger-checks-heading">
      <h2 id="ledger-checks-heading" className="text-lg font-semibold">
        {m.admin_checks()}
      </h2>
      <ul className="flex flex-col gap-1 text-sm" aria-label={m.admin_checks_region()}>
        {checks.map((c) => (
          <li key={c.id} data-testid={`ledger-check-${c.id}`} className="flex flex-col">
            <span>
              <strong className={c.ok ? 'text-green-700' : 'text-red-700'}>
                {c.ok ? m.admin_check_passed() : m.admin_check_failed()}
              </strong>{' '}
              {CHECK_LABELS[c.id]?.() ?? <span lang="en">{c.name}</span>}
            </span>
            {!c.ok && (
              <code dir="ltr" lang="en" className="break-all text-xs text-muted-foreground">
                {c.detail}
              </code>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
