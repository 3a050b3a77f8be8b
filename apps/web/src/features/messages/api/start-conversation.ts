import { useState } from 'react';
import { useNavigate } from 'react-router';
import { startConversationReply } from '@kt/shared';
import { api, errorMessage } from '@/lib/api.ts';
import { notifyError } from '@/lib/notify.ts';
import { useSession } from '@/lib/session.tsx';
import { m } from '@/paraglide/messages.js';

/** Starting a chat from another feature's screen; the app layer hands it to the page. */
export type ChatStarter = { start: (recipientId: string) => Promise<void>; starting: boolean };

/**
 * Opens (or starts) the conversation with another user and goes to it: Contact on a profile,
 * Chat on a proposal. A guest is sent to /auth.
 */
export function useStartConversation(): ChatStarter {
  const { user } = useSession();
  const navigate = useNavigate();
  const [starting, setStarting] = useState(false);
  const start = async (recipientId: string) => {
    if (!user) {
      navigate('/auth');
      return;
    }
    setStarting(true);
    try {
      const res = await api('/api/messages/conversations', {
        reply: startConversationReply,
        method: 'POST',
        json: { recipientId },
      });
      if (!res.success || !res.conversation) throw new Error(res.message);
      navigate(`/messages/${res.conversation.id}`);
    } catch (err) {
      notifyError(errorMessage(err, m.messages_start_failed()));
    } finally {
      setStarting(false);
    }
  };
  return { start, starting };
}
