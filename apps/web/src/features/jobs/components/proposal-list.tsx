import type { ProposalStatus } from '@kt/shared';
import { Spinner } from '@/components/ui/spinner.tsx';
import { serverMessage } from '@/lib/api.ts';
import { notifyError, notifySuccess } from '@/lib/notify.ts';
import { m } from '@/paraglide/messages.js';
import { useJobApplications } from '../api/job-applications.ts';
import { useUpdateApplicationStatus } from '../api/update-application-status.ts';
import { ProposalCard } from './proposal-card.tsx';

/** Starting a chat with a proposal's freelancer: messaging's, handed down by the app layer. */
export type ChatStarter = { start: (userId: string) => Promise<void>; starting: boolean };

/** The owner's list of proposals on a job, with Accept, Reject, Chat and View Profile. */
export function ProposalList({
  jobId,
  jobTitle,
  jobStatus,
  chat,
}: {
  jobId: string;
  jobTitle?: string;
  /** A completed or closed job hires nobody more: no Hire on its proposals (issue 34). */
  jobStatus?: string;
  chat: ChatStarter;
}) {
  const query = useJobApplications(jobId, true);
  const update = useUpdateApplicationStatus(jobId);

  const decide = async (id: string, status: ProposalStatus) => {
    try {
      await update.mutateAsync({ id, status });
      // The server's 'Proposal accepted successfully', in the reader's language.
      notifySuccess(status === 'accepted' ? m.jobown_proposal_accepted() : m.jobown_proposal_rejected());
    } catch (err) {
      notifyError(serverMessage(err) ?? m.jobown_status_failed());
    }
  };

  if (query.isPending) return <Spinner className="py-10" label={m.jobown_loading_proposals()} />;
  const proposals = query.data?.applications ?? [];
  if (proposals.length === 0) {
    return (
      <p className="rounded-lg border border-dashed py-10 text-center text-muted-foreground">
        {m.jobown_no_proposals()}
      </p>
    );
  }
  return (
    <div className="flex flex-col gap-4">
      {proposals.map((p) => (
        <ProposalCard
          jobTitle={jobTitle}
          hiring={jobStatus !== 'completed' && jobStatus !== 'closed'}
          key={p._id}
          proposal={p}
          deciding={update.isPending && update.variables?.id === p._id}
          onDecide={(status) => decide(p._id, status)}
          onChat={() => void chat.start(p.freelancerId._id)}
          chatting={chat.starting}
        />
      ))}
    </div>
  );
}
