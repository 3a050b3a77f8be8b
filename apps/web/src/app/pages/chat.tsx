import { ReportLink } from '@/features/admin/components/report-link.tsx';
import ChatPage from '@/features/messages/pages/chat-page.tsx';

/** /messages/:id, a conversation: the console feature adds 'Report' under the other person's messages. */
export default function ChatRoute() {
  return <ChatPage messageSlot={(id) => <ReportLink targetType="message" targetId={id} />} />;
}
