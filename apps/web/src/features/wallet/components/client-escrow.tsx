import { Link } from 'react-router';
import { ReceiptText } from 'lucide-react';
import { useClientEscrow } from '../api/wallet.ts';
import { day, money } from '../format.ts';
import { Section } from './section.tsx';

const STATUS: Record<string, string> = {
  funded: 'In escrow',
  submitted: 'In escrow',
  changes_requested: 'In escrow',
  refund_requested: 'Refund requested',
  released: 'Released',
  refunded: 'Refunded',
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
        title="In escrow by contract"
        loading={query.isPending}
        error={query.isError}
        empty={data?.contracts.length === 0 && 'Nothing is in escrow right now.'}
      >
        <ul className="divide-y" aria-label="Escrow by contract">
          {data?.contracts.map((c) => (
            <li key={c._id} className="flex flex-wrap items-center justify-between gap-2 py-2 text-sm">
              <div className="min-w-0">
                <Link to={`/projects/${c._id}`} className="font-medium hover:underline">
                  {c.title}
                </Link>
                <p className="text-muted-foreground">with {c.freelancerName}</p>
              </div>
              <span className="font-semibold tabular-nums">{money(c.inEscrow, c.currency)}</span>
            </li>
          ))}
        </ul>
      </Section>
      <Section title="Receipts" loading={query.isPending} error={query.isError}>
        <ul className="divide-y" aria-label="Receipts">
          {data?.receipts.map((r) => (
            <li
              key={r.milestoneId}
              className="flex flex-wrap items-center justify-between gap-2 py-2 text-sm"
            >
              <div className="min-w-0">
                <Link
                  to={`/projects/${r.contractId}/receipts/${r.milestoneId}`}
                  className="flex items-center gap-1 font-medium hover:underline"
                  aria-label={`Receipt for ${r.milestoneTitle} (${r.contractTitle})`}
                >
                  <ReceiptText className="h-4 w-4 shrink-0" aria-hidden="true" /> {r.milestoneTitle}
                </Link>
                <p className="text-muted-foreground">
                  {r.contractTitle} · {day(r.fundedAt)} · {STATUS[r.status] ?? r.status}
                </p>
              </div>
              <span className="tabular-nums">{money(r.amount, r.currency)}</span>
            </li>
          ))}
        </ul>
      </Section>
    </div>
  );
}
