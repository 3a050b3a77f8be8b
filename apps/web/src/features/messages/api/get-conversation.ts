import { queryOptions, useQuery } from '@tanstack/react-query';
import { conversationReply } from '@kt/shared';
import { api, ApiError } from '@/lib/api.ts';
import { m } from '@/paraglide/messages.js';
import { messageKeys } from './keys.ts';
import { ensureSuccess } from './failure-text.ts';

/** Called when shown: the text is in the reader's language. */
export const fetchMessagesFailed = () => m.messages_fetch_messages_failed();

/** One thread: its messages (oldest first) and its participants. */
export async function getConversation(id: string) {
  const res = await api(`/api/messages/conversations/${encodeURIComponent(id)}`, {
    reply: conversationReply,
  });
  return ensureSuccess(res, fetchMessagesFailed());
}

export const conversationQuery = (id: string) =>
  queryOptions({
    queryKey: messageKeys.conversation(id),
    queryFn: () => getConversation(id),
    // Always refetched when a thread opens: messages may have arrived while it was closed.
    staleTime: 0,
    // 403 and 404 will not change on a second try.
    retry: (count, err) => count < 1 && !(err instanceof ApiError && err.status >= 400 && err.status < 500),
  });

export function useConversation(id: string, enabled: boolean) {
  return useQuery({ ...conversationQuery(id), enabled });
}
