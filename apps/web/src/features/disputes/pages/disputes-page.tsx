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
import { m } from '@/paraglide/messages.js';
import { dateOf, disputeStateLabel, nameOf } from '../components/format.ts';

const FILTERS: { label: () => string; state: DisputeState | undefined }[] = [
  { label: m.disputes_filter_all, state: undefined },
  { label: m.disputes_state_open, state: 'open' },
  { label: m.disputes_state_mediation, state: 'mediation' },
  { label: m.disputes_state_settled, state: 'settled' },
];

/** /disputes: a party's disputes, a mediator's assigned ones, or every dispute for an admin. */
export default function DisputesPage() {
  const { user, status } = useSession();
  const [state, setState] = useState<DisputeState | undefined>(undefined);
  const query = useDisputes(state ? { state } : {}, !!user);

  if (status === 'loading') return <Spinner className="py-20" label={m.disputes_loading()} />;
  if (!user) {
    return (
      <Page className="flex flex-col items-center gap-4 py-16 text-center">
        <p className="text-muted-foreground">{m.disputes_sign_in_list()}</p>
        <Link to="/auth" className={buttonClass()}>
          {m.nav_sign_in()}
        </Link>
      </Page>
    );
  }
  const staffNote = user.isAdmin
    ? m.disputes_note_admin()
    : user.isMediator
      ? m.disputes_note_mediator()
      : m.disputes_note_party();
  return (
    <Page className="flex max-w-4xl flex-col gap-4">
      <PageTitle>{m.disputes_title()}</PageTitle>
      <p className="text-sm text-muted-foreground">
        {staffNote}
        {(user.isAdmin || user.isMediator) && !user.twoFactorEnabled && m.disputes_two_factor()}
      </p>
      <div className="flex flex-wrap gap-2" role="group" aria-label={m.disputes_filter_label()}>
        {FILTERS.map((f) => (
          <Button
            key={f.state ?? 'all'}
            size="sm"
            variant={state === f.state ? 'default' : 'outline'}
            aria-pressed={state === f.state}
            onClick={() => setState(f.state)}
          >
            {f.label()}
          </Button>
        ))}
      </div>
      {query.isPending ? (
        <Spinner className="py-10" label={m.disputes_loading_list()} />
      ) : query.isError ? (
        <p className="text-destructive" role="alert">
          {errorMessage(query.error, m.disputes_list_failed())}
        </p>
      ) : query.data.disputes.length === 0 ? (
        <p className="py-10 text-center text-muted-foreground">{m.disputes_none()}</p>
      ) : (
        <ul className="flex flex-col gap-3">
          {query.data.disputes.map((d) => (
            <li key={d._id}>
              <Card className="flex flex-col gap-1 p-4">
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <Link
                    to={`/disputes/${d._id}`}
                    className="font-semibold break-words hover:underline"
                    data-user-content
                  >
                    {d.contractTitle}: {d.milestoneTitle}
                  </Link>
                  <Badge variant={d.state === 'settled' ? 'secondary' : 'destructive'}>
                    {disputeStateLabel(d.state)}
                  </Badge>
                </div>
                <p className="text-sm text-muted-foreground">
                  <bdi>{formatMoney(d.amount, d.currency)}</bdi> ·{' '}
                  {m.disputes_meta_client({ name: nameOf(d.client) })} ·{' '}
                  {m.disputes_meta_freelancer({ name: nameOf(d.freelancer) })}
                  {d.mediator && m.disputes_meta_mediator({ name: nameOf(d.mediator) })} ·{' '}
                  {m.disputes_meta_opened({ date: dateOf(d.createdAt) })}
                  {d.respondBy && m.disputes_meta_answer_by({ date: dateOf(d.respondBy) })}
                </p>
              </Card>
            </li>
          ))}
        </ul>
      )}
    </Page>
  );
}
