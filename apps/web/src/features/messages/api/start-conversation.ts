import { useEffect, useState } from 'react';
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
 * Chat on a proposal. A guest is sent to /auth. Pressed while the session is still being checked
 * (a page the server drew, just hydrated), it waits for the answer rather than taking a signed-in
 * visitor for a guest.
 */
export function useStartConversation(): ChatStarter {
  const { user, status } = useSession();
  const navigate = useNavigate();
  const [starting, setStarting] = useState(false);
  const [waiting, setWaiting] = useState<string | null>(null);
  const start = async (recipientId: string) => {
    if (status !== 'ready') {
      setWaiting(recipientId);
      return;
    }
    if (!user) {
      void navigate('/auth');
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
      void navigate(`/messages/${res.conversation.id}`);
    } catch (err) {
      notifyError(errorMessage(err, m.messages_start_failed()));
    } finally {
      setStarting(false);
    }
  };
  // Once the session is known: `start` as this render has it (with the user it now knows).
  useEffect(() => {
    if (waiting === null || status !== 'ready') return;
    setWaiting(null);
    void start(waiting);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [waiting, status]);
  return { start, starting: starting || waiting !== null };
}
