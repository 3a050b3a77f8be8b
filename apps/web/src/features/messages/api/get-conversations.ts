import { queryOptions, useQuery } from '@tanstack/react-query';
import { conversationsReply } from '@kt/shared';
import { api } from '@/lib/api.ts';
import { messageKeys } from './keys.ts';
import { ensureSuccess } from './failure-text.ts';

export const FETCH_CONVERSATIONS_FAILED = 'Failed to fetch conversations';

/** The signed-in user's conversations, newest first. */
export async function getConversations() {
  const res = await api('/api/messages/conversations', { reply: conversationsReply });
  return ensureSuccess(res, FETCH_CONVERSATIONS_FAILED).conversations;
}

export const conversationsQuery = () =>
  queryOptions({ queryKey: messageKeys.conversations, queryFn: getConversations, staleTime: 10_000 });

export function useConversations(enabled: boolean) {
  return useQuery({ ...conversationsQuery(), enabled });
}
