import { useMutation } from '@tanstack/react-query';
import { type SendMessageInput, sendMessageReply } from '@kt/shared';
import { api } from '@/lib/api.ts';
import { ensureSuccess } from './failure-text.ts';

export const SEND_MESSAGE_FAILED = 'Failed to send message';

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
  return ensureSuccess(res, SEND_MESSAGE_FAILED).data;
}

export function useSendMessage() {
  return useMutation({ mutationFn: sendMessage });
}
