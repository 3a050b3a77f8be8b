import { useStartConversation } from '@/features/messages/api/start-conversation.ts';
import JobDetailPage from '@/features/jobs/pages/job-detail-page.tsx';

/** /jobs/:id, a job's page: its owner's proposal list starts chats through messaging. */
export default function JobDetailRoute() {
  const chat = useStartConversation();
  return <JobDetailPage chat={chat} />;
}
