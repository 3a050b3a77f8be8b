import { PAYOUT_RAIL_LABELS, type WithdrawalDto } from '@kt/shared';
import { Badge, type BadgeVariant } from '@/components/ui/badge.tsx';
import { dateTime, money, STATUS_LABELS } from '../format.ts';
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
      title="Withdrawals"
      loading={props.loading}
      error={props.error}
      empty={list.length === 0 && 'No withdrawals yet.'}
    >
      <ul className="divide-y" aria-label="Withdrawal history">
        {list.map((w) => (
          <li key={w._id} className="flex flex-wrap items-center justify-between gap-2 py-2 text-sm">
            <div>
              <p className="font-medium tabular-nums">
                {money(w.amount, w.currency)}{' '}
                <span className="font-normal text-muted-foreground">
                  to {PAYOUT_RAIL_LABELS[w.payoutMethod.rail]} {w.payoutMethod.account}
                </span>
              </p>
              <p className="text-muted-foreground">
                {dateTime(w.createdAt)} · fee {money(w.fee, w.currency)} · receives {money(w.net, w.currency)}
                {w.failureReason ? ` · ${w.failureReason}` : ''}
              </p>
            </div>
            <Badge variant={VARIANT[w.status] ?? 'outline'}>{STATUS_LABELS[w.status] ?? w.status}</Badge>
          </li>
        ))}
      </ul>
    </Section>
  );
}
