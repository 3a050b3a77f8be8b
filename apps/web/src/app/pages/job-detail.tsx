import { useStartConversation } from '@/features/messages/api/start-conversation.ts';
import JobDetailPage from '@/features/jobs/pages/job-detail-page.tsx';
import { Moderation } from '@/features/admin/components/moderation.tsx';

/**
 * /jobs/:id, a job's page: its owner's proposal list starts chats through messaging; the console
 * feature shows the owner why an admin hid it, and everyone else a 'Report' link.
 */
export default function JobDetailRoute() {
  const chat = useStartConversation();
  return (
    <JobDetailPage
      chat={chat}
      moderationSlot={(job) => (
        <Moderation targetType="job" targetId={job.id} isOwner={job.isOwner} hidden={job.hidden} />
      )}
    />
  );
}
