import { useStartConversation } from '@/features/messages/api/start-conversation.ts';
import MyJobDetailPage from '@/features/jobs/pages/my-job-detail-page.tsx';

/** /my-jobs/:id, the owner's job page: its proposal list starts chats through messaging. */
export default function MyJobDetailRoute() {
  const chat = useStartConversation();
  return <MyJobDetailPage chat={chat} />;
}
