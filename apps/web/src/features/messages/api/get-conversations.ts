import { queryOptions, useQuery } from '@tanstack/react-query';
import { conversationsReply } from '@kt/shared';
import { api } from '@/lib/api.ts';
import { m } from '@/paraglide/messages.js';
import { messageKeys } from './keys.ts';
import { ensureSuccess } from './failure-text.ts';

/** Called when shown: the text is in the reader's language. */
export const fetchConversationsFailed = () => m.messages_fetch_conversations_failed();

/** The signed-in user's conversations, newest first. */
export async function getConversations() {
  const res = await api('/api/messages/conversations', { reply: conversationsReply });
  return ensureSuccess(res, fetchConversationsFailed()).conversations;
}

export const conversationsQuery = () =>
  queryOptions({ queryKey: messageKeys.conversations, queryFn: getConversations, staleTime: 10_000 });

export function useConversations(enabled: boolean) {
  return useQuery({ ...conversationsQuery(), enabled });
}
