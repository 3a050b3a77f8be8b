import { Link } from 'react-router';
import { ReceiptText } from 'lucide-react';
import { useClientEscrow } from '../api/wallet.ts';
import { m } from '@/paraglide/messages.js';
import { day, money } from '../format.ts';
import { Section } from './section.tsx';

const STATUS: Record<string, () => string> = {
  funded: m.wallet_in_escrow,
  submitted: m.wallet_in_escrow,
  changes_requested: m.wallet_in_escrow,
  refund_requested: m.wallet_refund_requested,
  released: m.wallet_released,
  refunded: m.wallet_refunded,
  disputed: m.contracts_ms_disputed,
  split: m.wallet_split_by_dispute,
  funding: m.contracts_ms_funding,
};

/**
 * A client's side of the wallet: what each contract holds in escrow (with a link to it) and the
 * receipts of their funded milestones. Shown only to someone who has paid into a contract.
 */
export function ClientEscrow({ enabled }: { enabled: boolean }) {
  const query = useClientEscrow(enabled);
  if (query.isSuccess && query.data.receipts.length === 0 && query.data.contracts.length === 0) return null;
  const data = query.data;
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <Section
        title={m.wallet_escrow_by_contract()}
        loading={query.isPending}
        error={query.isError}
        empty={data?.contracts.length === 0 && m.wallet_nothing_in_escrow()}
      >
        <ul className="divide-y" aria-label={m.wallet_escrow_by_contract_label()}>
          {data?.contracts.map((c) => (
            <li key={c._id} className="flex flex-wrap items-center justify-between gap-2 py-2 text-sm">
              <div className="min-w-0">
                <Link to={`/projects/${c._id}`} className="font-medium hover:underline" data-user-content>
                  {c.title}
                </Link>
                <p className="text-muted-foreground">{m.wallet_with({ name: c.freelancerName })}</p>
              </div>
              <bdi className="font-semibold tabular-nums">{money(c.inEscrow, c.currency)}</bdi>
            </li>
          ))}
        </ul>
      </Section>
      <Section title={m.wallet_receipts()} loading={query.isPending} error={query.isError}>
        <ul className="divide-y" aria-label={m.wallet_receipts()}>
          {data?.receipts.map((r) => (
            <li
              key={r.milestoneId}
              className="flex flex-wrap items-center justify-between gap-2 py-2 text-sm"
            >
              <div className="min-w-0">
                <Link
                  to={`/projects/${r.contractId}/receipts/${r.milestoneId}`}
                  className="flex items-center gap-1 font-medium hover:underline"
                  aria-label={m.wallet_receipt_for({
                    milestone: r.milestoneTitle,
                    contract: r.contractTitle,
                  })}
                >
                  <ReceiptText className="h-4 w-4 shrink-0" aria-hidden="true" />{' '}
                  <span data-user-content>{r.milestoneTitle}</span>
                </Link>
                <p className="text-muted-foreground">
                  <span data-user-content>{r.contractTitle}</span> · {day(r.fundedAt)} ·{' '}
                  {STATUS[r.status]?.() ?? r.status}
                </p>
              </div>
              <bdi className="tabular-nums">{money(r.amount, r.currency)}</bdi>
            </li>
          ))}
        </ul>
      </Section>
    </div>
  );
}
