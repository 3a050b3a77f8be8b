import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { CheckCircle2, Info } from 'lucide-react';
import type { JobDto } from '@kt/shared';
import { shortDate, statusLabel } from '@kt/shared/format';
import { SignInFirst } from '@/components/sign-in-first.tsx';
import { Card, CardContent } from '@/components/ui/card.tsx';
import { useSession } from '@/lib/session.tsx';
import { ProposalForm } from './proposal-form.tsx';

export const NOT_ACCEPTING = 'This job is no longer accepting proposals';

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
  if (status === 'loading') return null;
  if (!user) {
    return (
      <SignInFirst
        title="Sign in to send a proposal"
        description="Proposals come from freelancer accounts: sign in, or sign up as a freelancer, then tell the client why you are the right person."
      />
    );
  }
  const mine = job.myApplication;
  if (mine) {
    return (
      <Note icon={CheckCircle2}>
        <p className="font-medium">
          You applied on {shortDate(mine.createdAt)} · {statusLabel(mine.status)}
        </p>
        <Link to="/proposals" className="text-primary underline">
          See My Proposals
        </Link>
      </Note>
    );
  }
  if (job.status !== 'open') {
    return (
      <Note>
        <p className="font-medium">{NOT_ACCEPTING}</p>
      </Note>
    );
  }
  if (user.role !== 'freelancer') {
    return (
      <Note>
        <p className="font-medium">Only freelancers can submit proposals</p>
        <p className="text-muted-foreground">You are signed in with a client account.</p>
      </Note>
    );
  }
  return <ProposalForm jobId={job._id} ownerId={job.userId._id} />;
}
