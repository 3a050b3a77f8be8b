import { Link } from 'react-router';
import { formatMoney } from '@kt/shared';
import { fullName, statusLabel } from '@kt/shared/format';
import { Spinner } from '@/components/ui/spinner.tsx';
import { useDisputes } from '../api/admin.ts';

const UNAVAILABLE = 'Disputes are not available';

/** How many disputes are in each state (the disputes feature's list). */
export function DisputesByState() {
  const disputes = useDisputes();
  if (disputes.isPending) return <Spinner label="Loading disputes..." className="py-6" />;
  if (disputes.isError) return <p className="text-muted-foreground">{UNAVAILABLE}</p>;
  const byState = new Map<string, number>();
  for (const d of disputes.data.disputes) byState.set(d.state, (byState.get(d.state) ?? 0) + 1);
  if (byState.size === 0) return <p className="text-muted-foreground">No disputes.</p>;
  return (
    <ul className="text-sm">
      {[...byState].map(([state, n]) => (
        <li key={state}>
          {statusLabel(state)}: {n}
        </li>
      ))}
    </ul>
  );
}

/** Disputes: every dispute (admins see all), from the disputes feature's `GET /api/disputes`. */
export function DisputesTab() {
  const disputes = useDisputes();
  if (disputes.isPending) return <Spinner label="Loading disputes..." className="py-10" />;
  if (disputes.isError) return <p className="text-muted-foreground">{UNAVAILABLE}</p>;
  if (disputes.data.disputes.length === 0) return <p className="text-muted-foreground">No disputes.</p>;
  return (
    <ul className="divide-y rounded-lg border text-sm" aria-label="Disputes">
      {disputes.data.disputes.map((d) => (
        <li key={d._id} className="flex flex-wrap items-baseline gap-x-3 gap-y-1 p-3">
          <Link
            to={`/disputes/${d._id}`}
            className="font-medium text-primary underline-offset-2 hover:underline"
          >
            {d.contractTitle}: {d.milestoneTitle}
          </Link>
          <span>{formatMoney(d.amount, d.currency)}</span>
          <span className="rounded bg-muted px-2 py-0.5 text-xs">{statusLabel(d.state)}</span>
          <span className="text-muted-foreground">
            {d.mediator ? `Mediator: ${fullName(d.mediator)}` : 'No mediator'} · opened{' '}
            {new Date(d.createdAt).toLocaleDateString('en-GB', {
              day: 'numeric',
              month: 'short',
              year: 'numeric',
            })}
          </span>
        </li>
      ))}
    </ul>
  );
}
