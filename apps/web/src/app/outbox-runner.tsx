import { useCallback, useEffect, useRef } from 'react';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { ConversationReply } from '@kt/shared';
import { contractKeys } from '@/features/contracts/api/contracts.ts';
import { jobKeys } from '@/features/jobs/api/keys.ts';
import { messageKeys } from '@/features/messages/api/keys.ts';
import { notifyError, notifySuccess } from '@/lib/notify.ts';
import { flushOutbox, type SentReply } from '@/lib/outbox/send.ts';
import { onOutboxChange, type OutboxEntry } from '@/lib/outbox/store.ts';
import { OFFLINE_TEXTS } from '@/lib/outbox/texts.ts';
import { useOnReconnect } from '@/lib/realtime.tsx';
import { useSession } from '@/lib/session.tsx';

/** The screens learn of a sent entry through their queries. */
function showSent(queryClient: QueryClient, entry: OutboxEntry, reply: SentReply) {
  if (entry.kind === 'message') {
    const stored = reply.message;
    if (stored) {
      queryClient.setQueryData(
        messageKeys.conversation(entry.conversationId),
        (old: ConversationReply | undefined) =>
          old && !old.messages.some((m) => m.id === stored.id)
            ? { ...old, messages: [...old.messages, stored] }
            : old,
      );
    }
    void queryClient.invalidateQueries({ queryKey: messageKeys.conversations });
  } else if (entry.kind === 'proposal') {
    notifySuccess(OFFLINE_TEXTS.proposalSent);
    void queryClient.invalidateQueries({ queryKey: jobKeys.all });
  } else {
    notifySuccess(OFFLINE_TEXTS.milestoneSent);
    void queryClient.invalidateQueries({ queryKey: contractKeys.detail(entry.contractId) });
    void queryClient.invalidateQueries({ queryKey: contractKeys.list() });
  }
}

/**
 * Sends the signed-in user's outbox (issue 19) when the app starts, when the browser comes back
 * online, when the realtime connection comes back, and when something is added while online.
 */
export function OutboxRunner() {
  const { user } = useSession();
  const queryClient = useQueryClient();
  const userId = user?._id;
  const signedIn = useRef(userId);
  signedIn.current = userId;

  const flush = useCallback(() => {
    if (!userId || !navigator.onLine) return;
    flushOutbox(userId, {
      stillSignedIn: () => signedIn.current === userId,
      onSent: (entry, reply) => showSent(queryClient, entry, reply),
      onFailed: (_entry, message) => notifyError(message, OFFLINE_TEXTS.refused),
    }).catch((err: unknown) => console.warn('Sending the outbox failed:', err));
  }, [userId, queryClient]);

  useEffect(() => {
    flush();
    window.addEventListener('online', flush);
    const stop = onOutboxChange(flush);
    return () => {
      window.removeEventListener('online', flush);
      stop();
    };
  }, [flush]);
  useOnReconnect(flush);
  return null;
}
