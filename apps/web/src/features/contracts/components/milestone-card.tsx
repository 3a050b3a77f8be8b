import { useEffect, useState, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { labelAround } from '@/lib/i18n/user-text.tsx';
import { Link } from 'react-router';
import { ReceiptText } from 'lucide-react';
import { formatMoney, fromMinorUnits, toMinorUnits, type ContractDto, type MilestoneDto } from '@kt/shared';
import { Badge } from '@/components/ui/badge.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Card } from '@/components/ui/card.tsx';
import { errorMessage } from '@/lib/api.ts';
import { notifyError } from '@/lib/notify.ts';
import { removeEntry } from '@/lib/outbox/store.ts';
import { OFFLINE_TEXTS } from '@/lib/outbox/texts.ts';
import { enqueue, useOutbox } from '@/lib/outbox/use-outbox.ts';
import { useSignedInUserId } from '@/lib/session.tsx';
import { contractKeys, fetchPayment, type StepInput, type StepReply } from '../api/contracts.ts';
import { goToCheckout } from '../checkout.ts';
import { FundDialog } from './fund-dialog.tsx';
import { m as msg } from '@/paraglide/messages.js';
import { dateTime, dayInWords, ltr, milestoneStatusLabel } from '../format.ts';
import { hasReceipt, payout } from '../receipt.ts';
import { StepForm } from './step-form.tsx';
import { ConfirmDialog } from '@/components/confirm-dialog.tsx';

/** What a money step's confirmation says: the amount and what happens. */
function confirmTexts(confirm: Confirm, m: MilestoneDto, money: (n: number) => string) {
  if (confirm?.action === 'approve')
    return {
      title: msg.contracts_confirm_approve_title({ amount: ltr(money(m.amount)) }),
      description: msg.contracts_confirm_approve_text({
        amount: ltr(money(m.amount)),
        net: ltr(money(m.net)),
        fee: ltr(money(m.fee)),
      }),
      confirmLabel: msg.contracts_approve_pay(),
    };
  if (confirm?.action === 'refund') {
    const amount = ltr(money(confirm.amount));
    return {
      title: msg.contracts_confirm_refund_title({ amount }),
      description:
        confirm.amount >= m.amount
          ? msg.contracts_confirm_refund_all({ amount })
          : msg.contracts_confirm_refund_part({ amount, rest: ltr(money(m.amount - confirm.amount)) }),
      confirmLabel: msg.contracts_confirm_refund({ amount }),
    };
  }
  return { title: '', description: '', confirmLabel: '' };
}

type Props = {
  contract: ContractDto;
  milestone: MilestoneDto;
  viewer: 'client' | 'freelancer' | 'admin';
  busy: boolean;
  run: (step: StepInput) => Promise<StepReply | null>;
  /** Shown at the bottom of the card: another feature's part of the milestone (its dispute). */
  extra?: ReactNode;
};

type Ask = 'submit' | 'request-changes' | 'request-refund' | 'refund' | null;
/** A money step waiting for its confirmation (issue 34: money never moves on one click). */
type Confirm = { action: 'fund' } | { action: 'approve' } | { action: 'refund'; amount: number } | null;

/** One milestone: amount, fee, state, the viewer's next actions, and the automatic dates in words. */
export function MilestoneCard({ contract, milestone: m, viewer, busy, run, extra }: Props) {
  const [ask, setAsk] = useState<Ask>(null);
  const [confirm, setConfirm] = useState<Confirm>(null);
  /** The provider the browser is being sent to (its checkout page), once the server opened it. */
  const [leaving, setLeaving] = useState<string | null>(null);
  const queryClient = useQueryClient();
  // Back from the provider's page (the browser's back/forward cache keeps this page as it was):
  // the checkout is not being left any more, and the contract may have moved meanwhile.
  useEffect(() => {
    const back = (e: PageTransitionEvent) => {
      if (!e.persisted) return;
      setLeaving(null);
      void queryClient.invalidateQueries({ queryKey: contractKeys.detail(contract._id) });
    };
    window.addEventListener('pageshow', back);
    return () => window.removeEventListener('pageshow', back);
  }, [queryClient, contract._id]);
  const userId = useSignedInUserId();
  const queued = useOutbox(userId).find((e) => e.kind === 'milestone' && e.milestoneId === m._id);
  // After a refund only the part paid out carries a fee (the same split as the receipt).
  const shown = m.status === 'refunded' || m.status === 'split' ? payout(contract, m) : m;
  const money = (n: number) => formatMoney(n, m.currency);
  const path = (action: string) => `/api/milestones/${m._id}/${action}`;
  const active = contract.status === 'active';
  const isClient = viewer === 'client';
  const isFreelancer = viewer === 'freelancer';
  const go = async (action: string, body?: Record<string, unknown>) => {
    // Offline, a submission note waits in the outbox (issue 19); money steps need the link.
    if (action === 'submit' && !navigator.onLine && userId) {
      await enqueue(userId, {
        kind: 'milestone',
        contractId: contract._id,
        milestoneId: m._id,
        message: String(body?.message ?? ''),
      });
      setAsk(null);
      return;
    }
    if (await run({ path: path(action), ...(body ? { body } : {}) })) setAsk(null);
  };

  const methodName = (method: string) =>
    contract.paymentMethods.find((x) => x.method === method)?.name ?? method;
  const fund = async (method: string) => {
    const res = await run({ path: path('fund'), body: { method } });
    if (res?.next) {
      setLeaving(methodName(method));
      goToCheckout(res.next);
    }
  };
  const open = m.awaitingPayment;
  const expired = open !== null && new Date(open.expiresAt).getTime() <= Date.now();
  const cancelCheckout = () => (open ? run({ path: `/api/payments/${open.id}/cancel` }) : null);
  const resume = async () => {
    if (!open) return;
    try {
      const res = await fetchPayment(open.id);
      if (res.next) {
        setLeaving(methodName(open.method));
        goToCheckout(res.next);
      } else notifyError(msg.contracts_checkout_expired({ provider: methodName(open.method) }));
    } catch (err) {
      notifyError(errorMessage(err, msg.contracts_step_failed()));
    }
  };

  const buttons: { label: string; onClick: () => void; variant?: 'outline' | 'ghost' }[] = [];
  if (active && isClient) {
    if (m.status === 'pending') {
      buttons.push({
        label: msg.contracts_fund({ amount: ltr(money(m.amount)) }),
        onClick: () => setConfirm({ action: 'fund' }),
      });
      buttons.push({
        label: msg.contracts_cancel_milestone(),
        onClick: () => void go('cancel'),
        variant: 'ghost',
      });
    }
    if (m.status === 'funding' && open && !leaving) {
      if (expired) {
        // The expiry job has not run yet: give up the old checkout, then ask again.
        buttons.push({
          label: msg.contracts_new_checkout(),
          onClick: () => void cancelCheckout()?.then((res) => res && setConfirm({ action: 'fund' })),
        });
      } else {
        buttons.push({ label: msg.contracts_resume_payment(), onClick: () => void resume() });
        buttons.push({
          label: msg.contracts_cancel_payment(),
          onClick: () => void cancelCheckout(),
          variant: 'ghost',
        });
      }
    }
    if (m.status === 'submitted') {
      buttons.push({ label: msg.contracts_approve_pay(), onClick: () => setConfirm({ action: 'approve' }) });
      buttons.push({
        label: msg.contracts_request_changes(),
        onClick: () => setAsk('request-changes'),
        variant: 'outline',
      });
    }
    if (['funded', 'submitted', 'changes_requested'].includes(m.status)) {
      buttons.push({
        label: msg.contracts_request_refund(),
        onClick: () => setAsk('request-refund'),
        variant: 'ghost',
      });
    }
  }
  if (active && isFreelancer && !queued) {
    if (m.status === 'funded' || m.status === 'changes_requested') {
      buttons.push({ label: msg.contracts_submit_work(), onClick: () => setAsk('submit') });
    }
    if (m.status === 'refund_requested')
      buttons.push({ label: msg.contracts_refund(), onClick: () => setAsk('refund') });
  }

  // Accessible names around the milestone's title (user content) without an aria-label mixing both.
  const titleId = `milestone-${m._id}-title`;
  const cardLabel = labelAround(
    (title) => msg.contracts_milestone_label({ position: m.position, title }),
    `milestone-${m._id}-label`,
    titleId,
  );
  const receiptLabel = labelAround(
    (title) => msg.contracts_receipt_for({ title }),
    `milestone-${m._id}-receipt`,
    titleId,
  );

  return (
    <Card className="flex flex-col gap-3 p-4" role="article" aria-labelledby={cardLabel.labelledBy}>
      {cardLabel.parts}
      {receiptLabel.parts}
      <span id={titleId} hidden data-user-content>
        {m.title}
      </span>
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h3 className="font-semibold break-words" data-user-content>
            {m.position}. {m.title}
          </h3>
          <p className="text-sm text-muted-foreground">
            <bdi>{money(m.amount)}</bdi> · {msg.contracts_fee({ amount: ltr(money(shown.fee)) })} ·{' '}
            {msg.contracts_freelancer_receives({ amount: ltr(money(shown.net)) })}
            {m.dueDate && msg.contracts_due({ date: dayInWords(m.dueDate) })}
          </p>
        </div>
        <div className="flex items-center gap-3">
          {hasReceipt(m) && (
            <Link
              to={`/projects/${contract._id}/receipts/${m._id}`}
              className="flex items-center gap-1 text-sm text-primary underline-offset-2 hover:underline"
              aria-labelledby={receiptLabel.labelledBy}
            >
              <ReceiptText className="h-4 w-4" aria-hidden="true" /> {msg.contracts_receipt()}
            </Link>
          )}
          <Badge>{milestoneStatusLabel(m.status)}</Badge>
        </div>
      </div>
      {m.submission && ['submitted', 'changes_requested', 'released'].includes(m.status) && (
        <p className="whitespace-pre-line break-words rounded-md bg-muted/50 p-2 text-sm" data-user-content>
          {m.submission.message}
        </p>
      )}
      {m.status === 'changes_requested' && m.changeRequest && (
        <p className="text-sm">
          {msg.contracts_changes_requested_note()}
          <span className="whitespace-pre-line break-words" data-user-content>
            {m.changeRequest}
          </span>
        </p>
      )}
      {m.status === 'submitted' && m.autoReleaseAt && (
        <p className="text-sm font-medium">
          {isClient
            ? msg.contracts_auto_release_you({ date: dayInWords(m.autoReleaseAt) })
            : msg.contracts_auto_release_client({ date: dayInWords(m.autoReleaseAt) })}
        </p>
      )}
      {m.status === 'refund_requested' && (
        <p className="text-sm">
          {msg.contracts_refund_requested_reason()}
          <span data-user-content>{m.refundReason}</span>
          {m.refundDueAt &&
            (isFreelancer
              ? msg.contracts_auto_refund_you({ date: dayInWords(m.refundDueAt) })
              : msg.contracts_auto_refund_freelancer({ date: dayInWords(m.refundDueAt) }))}
        </p>
      )}
      {m.status === 'funding' && open && isClient && (
        <p className="text-sm font-medium" role="status">
          {expired
            ? msg.contracts_checkout_expired({ provider: methodName(open.method) })
            : msg.contracts_awaiting_payment({
                provider: methodName(open.method),
                time: ltr(dateTime(open.expiresAt)),
              })}
        </p>
      )}
      {leaving && (
        <p className="text-sm font-medium" role="status">
          {msg.contracts_redirecting({ provider: leaving })}
        </p>
      )}
      {(m.status === 'refunded' || m.status === 'split') && (
        <p className="text-sm">
          {msg.contracts_refunded_amount({ amount: ltr(money(m.refundedAmount)) })}
          {m.refundedTo === 'wallet' &&
            (isClient ? msg.contracts_refund_to_wallet_you() : msg.contracts_refund_to_wallet_client())}
          {m.refundedTo === 'provider' &&
            (isClient ? msg.contracts_refund_to_provider_you() : msg.contracts_refund_to_provider_client())}
          {m.releasedAmount > 0 && msg.contracts_paid_amount({ amount: ltr(money(m.releasedAmount)) })}
          {msg.contracts_full_stop()}
        </p>
      )}
      {queued && (
        <p role="status" className="rounded-md bg-amber-100 p-2 text-sm text-amber-900">
          {queued.error ? `${OFFLINE_TEXTS.refused}: ${queued.error} ` : `${OFFLINE_TEXTS.waiting}: `}
          {!queued.error && queued.kind === 'milestone' && queued.message}
          {queued.error && (
            <button type="button" className="underline" onClick={() => void removeEntry(queued.id)}>
              {OFFLINE_TEXTS.discard}
            </button>
          )}
        </p>
      )}
      {ask === 'submit' && (
        <StepForm
          label={msg.contracts_describe_work()}
          submitLabel={msg.contracts_submit_work()}
          kind="text"
          busy={busy}
          onSubmit={(message) => void go('submit', { message })}
          onCancel={() => setAsk(null)}
        />
      )}
      {ask === 'request-changes' && (
        <StepForm
          label={msg.contracts_what_change()}
          submitLabel={msg.contracts_send_request()}
          kind="text"
          busy={busy}
          onSubmit={(message) => void go('request-changes', { message })}
          onCancel={() => setAsk(null)}
        />
      )}
      {ask === 'request-refund' && (
        <StepForm
          label={msg.contracts_why_refund()}
          submitLabel={msg.contracts_request_refund()}
          kind="text"
          busy={busy}
          onSubmit={(reason) => void go('request-refund', { reason })}
          onCancel={() => setAsk(null)}
        />
      )}
      {ask === 'refund' && (
        <StepForm
          label={msg.contracts_refund_amount({
            currency: m.currency,
            max: ltr(fromMinorUnits(m.amount, m.currency)),
          })}
          submitLabel={msg.contracts_refund()}
          kind="amount"
          initial={fromMinorUnits(m.amount, m.currency)}
          busy={busy}
          onSubmit={(text) => {
            const amount = toMinorUnits(text, m.currency);
            if (amount === undefined || amount < 1) notifyError(msg.contracts_enter_amount());
            else if (amount > m.amount) notifyError(msg.err_refund_amount_is_more_than_the_milestone());
            else setConfirm({ action: 'refund', amount });
          }}
          onCancel={() => setAsk(null)}
        />
      )}
      {buttons.length > 0 && ask === null && (
        <div className="flex flex-wrap gap-2">
          {buttons.map((b) => (
            <Button key={b.label} size="sm" variant={b.variant} disabled={busy} onClick={b.onClick}>
              {b.label}
            </Button>
          ))}
        </div>
      )}
      {extra}
      <FundDialog
        open={confirm?.action === 'fund'}
        onOpenChange={(o) => !o && setConfirm(null)}
        milestone={m}
        methods={contract.paymentMethods}
        busy={busy}
        onFund={fund}
      />
      <ConfirmDialog
        open={confirm !== null && confirm.action !== 'fund'}
        onOpenChange={(open) => !open && setConfirm(null)}
        busy={busy}
        {...confirmTexts(confirm, m, money)}
        onConfirm={() =>
          confirm?.action === 'refund'
            ? go('refund', { amount: confirm.amount })
            : confirm?.action === 'approve'
              ? go('approve')
              : Promise.resolve()
        }
      />
    </Card>
  );
}
