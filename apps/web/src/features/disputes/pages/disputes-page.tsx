import { useState } from 'react';
import { Link } from 'react-router';
import { formatMoney, type DisputeState } from '@kt/shared';
import { Badge } from '@/components/ui/badge.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Card } from '@/components/ui/card.tsx';
import { Page, PageTitle } from '@/components/ui/page.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { buttonClass } from '@/components/ui/button.tsx';
import { errorMessage } from '@/lib/api.ts';
import { useSession } from '@/lib/session.tsx';
import { useDisputes } from '../api/disputes.ts';
import { DISPUTE_STATE_LABEL, dateOf, nameOf } from '../components/format.ts';

const FILTERS: { label: string; state: DisputeState | undefined }[] = [
  { label: 'All', state: undefined },
  { label: 'Open', state: 'open' },
  { label: 'In mediation', state: 'mediation' },
  { label: 'Settled', state: 'settled' },
];

/** /disputes: a party's disputes, a mediator's assigned ones, or every dispute for an admin. */
export default function DisputesPage() {
  const { user, status } = useSession();
  const [state, setState] = useState<DisputeState | undefined>(undefined);
  const query = useDisputes(state ? { state } : {}, !!user);

  if (status === 'loading') return <Spinner className="py-20" label="Loading..." />;
  if (!user) {
    return (
      <Page className="flex flex-col items-center gap-4 py-16 text-center">
        <p className="text-muted-foreground">Sign in to see your disputes.</p>
        <Link to="/auth" className={buttonClass()}>
          Sign In
        </Link>
      </Page>
    );
  }
  const staffNote = user.isAdmin
    ? 'Every dispute on the marketplace.'
    : user.isMediator
      ? 'Disputes assigned to you, and your own.'
      : 'Disputes on your contracts.';
  return (
    <Page className="flex max-w-4xl flex-col gap-4">
      <PageTitle>Disputes</PageTitle>
      <p className="text-sm text-muted-foreground">
        {staffNote}
        {(user.isAdmin || user.isMediator) &&
          !user.twoFactorEnabled &&
          ' Turn on two-factor authentication in Settings to use your admin or mediator powers.'}
      </p>
      <div className="flex flex-wrap gap-2" role="group" aria-label="Filter by state">
        {FILTERS.map((f) => (
          <Button
            key={f.label}
            size="sm"
            variant={state === f.state ? 'default' : 'outline'}
            aria-pressed={state === f.state}
            onClick={() => setState(f.state)}
          >
            {f.label}
          </Button>
        ))}
      </div>
      {query.isPending ? (
        <Spinner className="py-10" label="Loading disputes..." />
      ) : query.isError ? (
        <p className="text-destructive" role="alert">
          {errorMessage(query.error, 'The disputes could not be loaded. Please try again.')}
        </p>
      ) : query.data.disputes.length === 0 ? (
        <p className="py-10 text-center text-muted-foreground">No disputes found.</p>
      ) : (
        <ul className="flex flex-col gap-3">
          {query.data.disputes.map((d) => (
            <li key={d._id}>
              <Card className="flex flex-col gap-1 p-4">
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <Link to={`/disputes/${d._id}`} className="font-semibold break-words hover:underline">
                    {d.contractTitle}: {d.milestoneTitle}
                  </Link>
                  <Badge variant={d.state === 'settled' ? 'secondary' : 'destructive'}>
                    {DISPUTE_STATE_LABEL[d.state]}
                  </Badge>
                </div>
                <p className="text-sm text-muted-foreground">
                  {formatMoney(d.amount, d.currency)} · client {nameOf(d.client)} · freelancer{' '}
                  {nameOf(d.freelancer)}
                  {d.mediator && ` · mediator ${nameOf(d.mediator)}`} · opened {dateOf(d.createdAt)}
                  {d.respondBy && ` · answer by ${dateOf(d.respondBy)}`}
                </p>
              </Card>
            </li>
          ))}
        </ul>
      )}
    </Page>
  );
}
