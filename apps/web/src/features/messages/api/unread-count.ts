import { useQuery } from '@tanstack/react-query';
import { unreadCountReply } from '@kt/shared';
import { api } from '@/lib/api.ts';
import { useSession } from '@/lib/session.tsx';
import { messageKeys } from './keys.ts';

/** The signed-in user's unread message count; a failure is only logged (spec section 8). */
export async function getUnreadCount(): Promise<number> {
  try {
    const res = await api('/api/messages/unread-count', { reply: unreadCountReply });
    return res.count;
  } catch (err) {
    console.warn('Unread count failed:', err);
    throw err;
  }
}

/**
 * Whether the signed-in user has unread messages (the red dot in the navigation). Recomputed at
 * sign-in (the query starts with the user) and on new_message / message_read (the messaging
 * realtime hook invalidates it), and by the chat screen after marking messages read.
 */
export function useHasUnread(): boolean {
  const { user } = useSession();
  const { data } = useQuery({
    queryKey: messageKeys.unreadCount,
    queryFn: getUnreadCount,
    enabled: !!user,
    staleTime: 60_000,
  });
  return !!user && (data ?? 0) > 0;
}
