import { Link } from 'react-router';
import { FileText, Undo2 } from 'lucide-react';
import type { MyApplicationDto } from '@kt/shared';
import { shortDate } from '@kt/shared/format';
import { ConfirmButton } from '@/components/confirm-dialog.tsx';
import { SignInFirst } from '@/components/sign-in-first.tsx';
import { Button, buttonClass } from '@/components/ui/button.tsx';
import { Card } from '@/components/ui/card.tsx';
import { Page, PageTitle } from '@/components/ui/page.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { serverMessage } from '@/lib/api.ts';
import { notifyError, notifySuccess } from '@/lib/notify.ts';
import { useSession } from '@/lib/session.tsx';
import { useMyProposals } from '../api/my-proposals.ts';
import { useWithdrawProposal } from '../api/withdraw-proposal.ts';
import { JobStatusBadge, ProposalStatusBadge } from '../components/job-badges.tsx';

function ProposalRow({ p }: { p: MyApplicationDto }) {
  const withdraw = useWithdrawProposal();
  const onWithdraw = async () => {
    try {
      await withdraw.mutateAsync(p._id);
      notifySuccess('Your proposal has been withdrawn.');
    } catch (err) {
      notifyError(serverMessage(err) ?? 'Failed to withdraw proposal');
    }
  };
  return (
    <Card
      className="flex flex-col gap-2 p-4 sm:p-5"
      role="article"
      aria-label={`Proposal for ${p.jobId.title}`}
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <Link
          to={`/jobs/${p.jobId._id}`}
          className="min-w-0 break-words font-semibold text-primary hover:underline"
        >
          {p.jobId.title}
        </Link>
        <ProposalStatusBadge status={p.status} />
      </div>
      <p className="flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
        <span>Sent {shortDate(p.createdAt)}</span>
        <span aria-hidden="true">·</span>
        <span>Delivery: {p.deliveryTime}</span>
        <span aria-hidden="true">·</span>
        <span className="inline-flex items-center gap-1">
          Job: <JobStatusBadge status={p.jobId.status} />
        </span>
      </p>
      <p className="line-clamp-2 break-words text-sm">{p.coverLetter}</p>
      {p.status === 'pending' && (
        <ConfirmButton
          title="Withdraw this proposal?"
          description={`The client of "${p.jobId.title}" will see it as withdrawn. You cannot send another proposal for this job.`}
          confirmLabel="Withdraw proposal"
          busy={withdraw.isPending}
          onConfirm={onWithdraw}
          trigger={(open) => (
            <Button size="sm" variant="outline" className="self-start" onClick={open}>
              <Undo2 className="rtl:-scale-x-100 h-4 w-4" aria-hidden="true" />
              Withdraw
            </Button>
          )}
        />
      )}
    </Card>
  );
}

/** /proposals: My Proposals, the freelancer's proposals with their jobs, status and date. */
export default function MyProposalsPage() {
  const { user, status } = useSession();
  const query = useMyProposals(!!user);

  if (status === 'loading') return <Spinner className="py-24" label="Loading..." />;
  if (!user) {
    return (
      <Page className="flex max-w-3xl flex-col gap-6">
        <PageTitle>My Proposals</PageTitle>
        <SignInFirst
          title="Sign in to see your proposals"
          description="My Proposals lists the proposals you sent."
        />
      </Page>
    );
  }
  const proposals = query.data?.applications ?? [];
  return (
    <Page className="flex max-w-4xl flex-col gap-6">
      <PageTitle>My Proposals</PageTitle>
      {query.isPending ? (
        <Spinner className="py-16" label="Loading your proposals..." />
      ) : query.isError ? (
        <p role="alert" className="rounded-lg border border-dashed py-10 text-center text-muted-foreground">
          Failed to load your proposals.{' '}
          <button
            type="button"
            className="font-medium text-primary underline"
            onClick={() => void query.refetch()}
          >
            Try again
          </button>
        </p>
      ) : proposals.length === 0 ? (
        <div className="flex flex-col items-center gap-4 rounded-lg border border-dashed py-12 text-center">
          <FileText className="h-10 w-10 text-muted-foreground" aria-hidden="true" />
          <p className="font-medium">No proposals yet</p>
          <Link to="/jobs" className={buttonClass()}>
            Find Work
          </Link>
        </div>
      ) : (
        <div className="flex flex-col gap-4">
          {proposals.map((p) => (
            <ProposalRow key={p._id} p={p} />
          ))}
        </div>
      )}
    </Page>
  );
}
