import type { ReactNode } from 'react';
import { statusText } from '@/lib/i18n/words.ts';
import { formatDate } from '@/lib/i18n/format.ts';
import { m } from '@/paraglide/messages.js';
import { Link } from 'react-router';
import { CheckCircle2, Info } from 'lucide-react';
import type { JobDto } from '@kt/shared';
import { SignInFirst } from '@/components/sign-in-first.tsx';
import { Card, CardContent } from '@/components/ui/card.tsx';
import { useOnDemand } from '@/lib/on-demand.ts';
import { useSession } from '@/lib/session.tsx';

/**
 * The proposal form's code (and the outbox's), fetched only for a visitor who may be a freelancer:
 * never on a guest's first load.
 */
const loadProposalForm = () => import('./proposal-form.tsx').then((mod) => mod.ProposalForm);

function Note({ children, icon: Icon = Info }: { children: ReactNode; icon?: typeof Info }) {
  return (
    <Card>
      <CardContent className="flex items-start gap-3 pt-5 text-sm">
        <Icon className="mt-0.5 h-5 w-5 shrink-0 text-primary" aria-hidden="true" />
        <div className="flex flex-col gap-1">{children}</div>
      </CardContent>
    </Card>
  );
}

/**
 * The job page knows its viewer (issue 21): a guest is asked to sign in before typing; a freelancer
 * who applied sees their proposal's date and status; a job that is not open takes no proposals.
 */
export function ViewerProposal({ job }: { job: JobDto }) {
  const { user, status } = useSession();
  // Fetched while the session is still being checked (a session cookie: likely signed in), so that
  // a freelancer's form comes about when it did with its code in the page.
  const { Component: ProposalForm } = useOnDemand(loadProposalForm, {
    now: status === 'loading' || user?.role === 'freelancer',
  });
  if (status === 'loading') return null;
  if (!user) {
    return <SignInFirst title={m.jobs_sign_in_to_propose()} description={m.jobs_sign_in_to_propose_text()} />;
  }
  const mine = job.myApplication;
  if (mine) {
    return (
      <Note icon={CheckCircle2}>
        <p className="font-medium">
          {m.jobs_you_applied({ date: formatDate(mine.createdAt), status: statusText(mine.status) })}
        </p>
        <Link to="/proposals" className="text-primary underline">
          {m.jobs_see_my_proposals()}
        </Link>
      </Note>
    );
  }
  if (job.status !== 'open') {
    return (
      <Note>
        <p className="font-medium">{m.jobs_not_accepting()}</p>
      </Note>
    );
  }
  if (user.role !== 'freelancer') {
    return (
      <Note>
        <p className="font-medium">{m.jobs_only_freelancers()}</p>
        <p className="text-muted-foreground">{m.jobs_client_account()}</p>
      </Note>
    );
  }
  // Until its code is here, nothing (as while the session was checked).
  return ProposalForm ? <ProposalForm jobId={job._id} ownerId={job.userId._id} /> : null;
}
