import { useStartConversation } from '@/features/messages/api/start-conversation.ts';
import ProfilePage from '@/features/profiles/pages/profile-page.tsx';

/** /u/:id, a profile: Contact starts a chat through messaging. */
export default function ProfileRoute() {
  const chat = useStartConversation();
  return <ProfilePage chat={chat} />;
}
