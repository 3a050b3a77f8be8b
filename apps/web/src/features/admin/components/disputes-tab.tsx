import { Link } from 'react-router';
import { formatMoney } from '@kt/shared';
import { fullName } from '@kt/shared/format';
import { Spinner } from '@/components/ui/spinner.tsx';
import { ltr } from '@/lib/i18n/format.ts';
import { m } from '@/paraglide/messages.js';
import { UserText } from './user-text.tsx';
import { useDisputes } from '../api/admin.ts';
import { disputeStateWord, shortDay } from '../format.ts';

/** How many disputes are in each state (the disputes feature's list). */
export function DisputesByState() {
  const disputes = useDisputes();
  if (disputes.isPending) return <Spinner label={m.admin_disputes_loading()} className="py-6" />;
  if (disputes.isError) return <p className="text-muted-foreground">{m.admin_disputes_unavailable()}</p>;
  const byState = new Map<string, number>();
  for (const d of disputes.data.disputes) byState.set(d.state, (byState.get(d.state) ?? 0) + 1);
  if (byState.size === 0) return <p className="text-muted-foreground">{m.admin_disputes_empty()}</p>;
  return (
    <ul className="text-sm">
      {[...byState].map(([state, n]) => (
        <li key={state}>
          {disputeStateWord(state)}: {n}
        </li>
      ))}
    </ul>
  );
}

/** Disputes: every dispute (admins see all), from the disputes feature's `GET /api/disputes`. */
export function DisputesTab() {
  const disputes = useDisputes();
  if (disputes.isPending) return <Spinner label={m.admin_disputes_loading()} className="py-10" />;
  if (disputes.isError) return <p className="text-muted-foreground">{m.admin_disputes_unavailable()}</p>;
  if (disputes.data.disputes.length === 0)
    return <p className="text-muted-foreground">{m.admin_disputes_empty()}</p>;
  return (
    <ul className="divide-y rounded-lg border text-sm" aria-label={m.admin_disputes_list()}>
      {disputes.data.disputes.map((d) => (
        <li key={d._id} className="flex flex-wrap items-baseline gap-x-3 gap-y-1 p-3">
          <Link
            to={`/disputes/${d._id}`}
            className="font-medium text-primary underline-offset-2 hover:underline"
            data-user-content
          >
            {d.contractTitle}: {d.milestoneTitle}
          </Link>
          <span>{ltr(formatMoney(d.amount, d.currency))}</span>
          <span className="rounded bg-muted px-2 py-0.5 text-xs">{disputeStateWord(d.state)}</span>
          <span className="text-muted-foreground">
            {d.mediator ? (
              <>
                {m.admin_mediator_is()}
                <UserText>{fullName(d.mediator)}</UserText>
              </>
            ) : (
              m.admin_no_mediator()
            )}
            {m.admin_opened({ date: shortDay(d.createdAt) })}
          </span>
        </li>
      ))}
    </ul>
  );
}
