import { useId } from 'react';
import { Link } from 'react-router';
import { FileText, Undo2 } from 'lucide-react';
import type { MyApplicationDto } from '@kt/shared';
import { ConfirmButton } from '@/components/confirm-dialog.tsx';
import { SignInFirst } from '@/components/sign-in-first.tsx';
import { Button, buttonClass } from '@/components/ui/button.tsx';
import { Card } from '@/components/ui/card.tsx';
import { Page, PageTitle } from '@/components/ui/page.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { serverMessage } from '@/lib/api.ts';
import { notifyError, notifySuccess } from '@/lib/notify.ts';
import { useSession } from '@/lib/session.tsx';
import { formatDate } from '@/lib/i18n/format.ts';
import { m } from '@/paraglide/messages.js';
import { useMyProposals } from '../api/my-proposals.ts';
import { useWithdrawProposal } from '../api/withdraw-proposal.ts';
import { JobStatusBadge, ProposalStatusBadge } from '../components/job-badges.tsx';
import { labelAround, withUserText } from '@/lib/i18n/user-text.tsx';

function ProposalRow({ p }: { p: MyApplicationDto }) {
  const withdraw = useWithdrawProposal();
  const id = useId();
  // 'Proposal for {title}' as the card's name, the job's title read from its link.
  const label = labelAround((mark) => m.jobown_proposal_for({ title: mark }), `${id}-label`, `${id}-title`);
  const onWithdraw = async () => {
    try {
      await withdraw.mutateAsync(p._id);
      notifySuccess(m.jobown_withdrawn());
    } catch (err) {
      notifyError(serverMessage(err) ?? m.jobown_withdraw_failed());
    }
  };
  return (
    <Card className="flex flex-col gap-2 p-4 sm:p-5" role="article" aria-labelledby={label.labelledBy}>
      {label.parts}
      <div className="flex flex-wrap items-start justify-between gap-2">
        <Link
          id={`${id}-title`}
          data-user-content
          to={`/jobs/${p.jobId._id}`}
          className="min-w-0 break-words font-semibold text-primary hover:underline"
        >
          {p.jobId.title}
        </Link>
        <ProposalStatusBadge status={p.status} />
      </div>
      <p className="flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
        <span>{m.jobown_sent_on({ date: formatDate(p.createdAt) })}</span>
        <span aria-hidden="true">·</span>
        <span>
          {m.jobown_delivery()} <bdi data-user-content>{p.deliveryTime}</bdi>
        </span>
        <span aria-hidden="true">·</span>
        <span className="inline-flex items-center gap-1">
          {m.jobown_job_label()} <JobStatusBadge status={p.jobId.status} />
        </span>
      </p>
      <p className="line-clamp-2 break-words text-sm" data-user-content>
        {p.coverLetter}
      </p>
      {p.status === 'pending' && (
        <ConfirmButton
          title={m.jobown_withdraw_title()}
          description={withUserText((mark) => m.jobown_withdraw_text({ title: mark }), p.jobId.title)}
          confirmLabel={m.jobown_withdraw_proposal()}
          busy={withdraw.isPending}
          onConfirm={onWithdraw}
          trigger={(open) => (
            <Button size="sm" variant="outline" className="self-start" onClick={open}>
              <Undo2 className="rtl:-scale-x-100 h-4 w-4" aria-hidden="true" />
              {m.jobown_withdraw()}
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

  if (status === 'loading') return <Spinner className="py-24" label={m.common_loading()} />;
  if (!user) {
    return (
      <Page className="flex max-w-3xl flex-col gap-6">
        <PageTitle>{m.user_my_proposals()}</PageTitle>
        <SignInFirst title={m.jobown_sign_in_proposals()} description={m.jobown_sign_in_proposals_text()} />
      </Page>
    );
  }
  const proposals = query.data?.applications ?? [];
  return (
    <Page className="flex max-w-4xl flex-col gap-6">
      <PageTitle>{m.user_my_proposals()}</PageTitle>
      {query.isPending ? (
        <Spinner className="py-16" label={m.jobown_loading_my_proposals()} />
      ) : query.isError ? (
        <p role="alert" className="rounded-lg border border-dashed py-10 text-center text-muted-foreground">
          {m.jobown_load_proposals_failed()}{' '}
          <button
            type="button"
            className="font-medium text-primary underline"
            onClick={() => void query.refetch()}
          >
            {m.common_try_again()}
          </button>
        </p>
      ) : proposals.length === 0 ? (
        <div className="flex flex-col items-center gap-4 rounded-lg border border-dashed py-12 text-center">
          <FileText className="h-10 w-10 text-muted-foreground" aria-hidden="true" />
          <p className="font-medium">{m.jobown_no_proposals()}</p>
          <Link to="/jobs" className={buttonClass()}>
            {m.nav_find_work()}
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
