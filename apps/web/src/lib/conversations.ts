import { useState } from 'react';
import { useNavigate } from 'react-router';
import { api, errorMessage } from './api.ts';
import { notifyError } from './notify.ts';
import { useSession } from './session.tsx';

/**
 * Opens (or starts) the conversation with another user and goes to it: Contact on a profile,
 * Chat on a proposal. A guest is sent to /auth.
 */
export function useStartConversation() {
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
      const res = await api<{ success: boolean; conversation?: { id: string }; message?: string }>(
        '/api/messages/conversations',
        { method: 'POST', json: { recipientId } },
      );
      if (!res.success || !res.conversation) throw new Error(res.message);
      navigate(`/messages/${res.conversation.id}`);
    } catch (err) {
      notifyError(errorMessage(err, 'Failed to start conversation. Please try again.'));
    } finally {
      setStarting(false);
    }
  };
  return { start, starting };
}
