import { Link, useParams } from 'react-router';
import { ArrowLeft } from 'lucide-react';
import { PausedLine } from '@/components/paused-line.tsx';
import { buttonClass } from '@/components/ui/button.tsx';
import { Page, PageTitle } from '@/components/ui/page.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { errorMessage } from '@/lib/api.ts';
import { useSession } from '@/lib/session.tsx';
import { useDispute } from '../api/disputes.ts';
import { m } from '@/paraglide/messages.js';
import { DisputeThread } from '../components/dispute-thread.tsx';

/** /disputes/:id: one dispute for its parties, its mediator and admins. */
export default function DisputePage() {
  const { id = '' } = useParams();
  const { user, status } = useSession();
  const query = useDispute(id, !!user);

  if (status === 'loading' || (user && query.isPending)) {
    return <Spinner className="py-20" label={m.disputes_loading_dispute()} />;
  }
  if (!user) {
    return (
      <Page className="flex flex-col items-center gap-4 py-16 text-center">
        <p className="text-muted-foreground">{m.disputes_sign_in_dispute()}</p>
        <Link to="/auth" className={buttonClass()}>
          {m.nav_sign_in()}
        </Link>
      </Page>
    );
  }
  if (query.isError || !query.data) {
    return (
      <Page className="flex flex-col items-center gap-4 py-16 text-center">
        <h1 className="text-xl font-semibold">{m.disputes_not_found()}</h1>
        <p className="text-muted-foreground">{errorMessage(query.error, m.disputes_not_yours())}</p>
        <Link to="/disputes" className={buttonClass('outline')}>
          {m.disputes_back()}
        </Link>
      </Page>
    );
  }
  const d = query.data.dispute;
  return (
    <Page className="flex max-w-4xl flex-col gap-4">
      <Link to="/disputes" className="flex items-center gap-1 text-sm text-muted-foreground hover:underline">
        <ArrowLeft className="rtl:-scale-x-100 h-4 w-4" aria-hidden="true" /> {m.disputes_title()}
      </Link>
      <PageTitle className="break-words" data-user-content>
        {d.contractTitle}: {d.milestoneTitle}
      </PageTitle>
      <PausedLine paused={d.paused} />
      <DisputeThread dispute={d} viewer={user} />
    </Page>
  );
}
