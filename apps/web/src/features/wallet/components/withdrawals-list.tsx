import type { WithdrawalDto } from '@kt/shared';
import { Badge, type BadgeVariant } from '@/components/ui/badge.tsx';
import { m } from '@/paraglide/messages.js';
import { railLabel } from '@/lib/i18n/rails.ts';
import { bankDay, dateTime, ltr, money, statusLabel } from '../format.ts';
import { Section } from './section.tsx';

const VARIANT: Record<string, BadgeVariant> = {
  paid: 'default',
  failed: 'destructive',
  in_review: 'outline',
  processing: 'secondary',
  sent: 'secondary',
};

export function WithdrawalsList(props: {
  withdrawals: WithdrawalDto[] | undefined;
  loading: boolean;
  error: boolean;
}) {
  const list = props.withdrawals ?? [];
  return (
    <Section
      title={m.wallet_withdrawals()}
      loading={props.loading}
      error={props.error}
      empty={list.length === 0 && m.wallet_no_withdrawals()}
    >
      <ul className="divide-y" aria-label={m.wallet_withdrawal_history()}>
        {list.map((w) => (
          <li key={w._id} className="flex flex-wrap items-center justify-between gap-2 py-2 text-sm">
            <div>
              <p className="font-medium tabular-nums">
                <bdi>{money(w.amount, w.currency)}</bdi>{' '}
                <span className="font-normal text-muted-foreground">
                  {m.wallet_to_method({
                    method: railLabel(w.payoutMethod.rail),
                    account: ltr(w.payoutMethod.account),
                  })}
                </span>
              </p>
              <p className="text-muted-foreground">
                {dateTime(w.createdAt)} · {m.wallet_fee_amount({ amount: ltr(money(w.fee, w.currency)) })} ·{' '}
                {m.wallet_receives({ amount: ltr(money(w.net, w.currency)) })}
                {w.fx ? (
                  <>
                    {' · '}
                    <span data-testid="withdrawal-fx">
                      {m.wallet_fx_paid_as({
                        amount: ltr(money(w.fx.amount, w.fx.currency)),
                        rate: ltr(w.fx.rate),
                      })}
                    </span>
                  </>
                ) : null}
                {w.failureReason ? ' · ' : ''}
                {w.failureReason ? <span data-user-content>{w.failureReason}</span> : null}
              </p>
            </div>
            <div className="flex flex-col items-end gap-1">
              <Badge variant={VARIANT[w.status] ?? 'outline'}>{statusLabel(w.status)}</Badge>
              <Stage w={w} />
            </div>
          </li>
        ))}
      </ul>
    </Section>
  );
}

/** Where a withdrawal paid through a payout batch stands (PAYOUTS_PROVIDER=manual), in plain words. */
function Stage({ w }: { w: WithdrawalDto }) {
  const text =
    w.status === 'processing' && w.queuedAt
      ? m.wallet_stage_queued()
      : w.status === 'sent' && w.sentAt
        ? m.wallet_stage_sent({ date: bankDay(w.sentAt) })
        : w.status === 'paid' && w.queuedAt
          ? m.wallet_stage_paid()
          : w.status === 'failed' && w.failureReason
            ? m.wallet_stage_failed({ reason: w.failureReason })
            : undefined;
  return text ? (
    <p className="text-xs text-muted-foreground" data-testid="withdrawal-stage">
      {text}
    </p>
  ) : null;
}
