import { useMutation } from '@tanstack/react-query';
import { type SendMessageInput, sendMessageReply } from '@kt/shared';
import { api } from '@/lib/api.ts';
import { m } from '@/paraglide/messages.js';
import { ensureSuccess } from './failure-text.ts';

/** Called when shown: the text is in the reader's language. */
export const sendMessageFailed = () => m.messages_send_failed();

/**
 * Sends a message (content trimmed); the server also emits it to both participants. With a
 * `clientId` a resend of the same message is stored once (issue 19).
 */
export async function sendMessage(input: SendMessageInput) {
  const res = await api('/api/messages', {
    reply: sendMessageReply,
    method: 'POST',
    json: { conversationId: input.conversationId, content: input.content.trim(), clientId: input.clientId },
  });
  return ensureSuccess(res, sendMessageFailed()).data;
}

export function useSendMessage() {
  return useMutation({ mutationFn: sendMessage });
}
