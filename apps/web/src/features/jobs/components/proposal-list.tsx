import type { ProposalStatus } from '@kt/shared';
import { Spinner } from '@/components/ui/spinner.tsx';
import { useStartConversation } from '@/lib/conversations.ts';
import { ApiError } from '@/lib/api.ts';
import { notifyError, notifySuccess } from '@/lib/notify.ts';
import { useJobApplications } from '../api/job-applications.ts';
import { useUpdateApplicationStatus } from '../api/update-application-status.ts';
import { ProposalCard } from './proposal-card.tsx';

/** The owner's list of proposals on a job, with Accept, Reject, Chat and View Profile. */
export function ProposalList({ jobId, jobTitle }: { jobId: string; jobTitle?: string }) {
  const query = useJobApplications(jobId, true);
  const update = useUpdateApplicationStatus(jobId);
  const { start, starting } = useStartConversation();

  const decide = async (id: string, status: ProposalStatus) => {
    try {
      const res = await update.mutateAsync({ id, status });
      notifySuccess(res.message || `Proposal ${status} successfully`);
    } catch (err) {
      const serverMessage = err instanceof ApiError && !err.isNetwork && err.body ? err.message : undefined;
      notifyError(serverMessage ?? 'Failed to update proposal status');
    }
  };

  if (query.isPending) return <Spinner className="py-10" label="Loading proposals..." />;
  const proposals = query.data?.applications ?? [];
  if (proposals.length === 0) {
    return (
      <p className="rounded-lg border border-dashed py-10 text-center text-muted-foreground">
        No proposals yet
      </p>
    );
  }
  return (
    <div className="flex flex-col gap-4">
      {proposals.map((p) => (
        <ProposalCard
          jobTitle={jobTitle}
          key={p._id}
          proposal={p}
          deciding={update.isPending && update.variables?.id === p._id}
          onDecide={(status) => void decide(p._id, status)}
          onChat={() => void start(p.freelancerId._id)}
          chatting={starting}
        />
      ))}
    </div>
  );
}
