import { applicationCreateReply, sendMessageReply, type MessageDto } from '@kt/shared';
import { api, ApiError, errorMessage } from '../api.ts';
import { listEntries, putEntry, removeEntry, type OutboxEntry } from './store.ts';

/** What the server answered for a sent entry: the stored message for a chat message. */
export type SentReply = { message?: MessageDto };

/** Sends one entry with its id as `clientId` or `Idempotency-Key`: a resend is stored once. */
export async function sendEntry(entry: OutboxEntry): Promise<SentReply> {
  switch (entry.kind) {
    case 'message': {
      const res = await api('/api/messages', {
        reply: sendMessageReply,
        method: 'POST',
        json: { conversationId: entry.conversationId, content: entry.content, clientId: entry.id },
      });
      return { message: res.data };
    }
    case 'proposal':
      await api('/api/applications', {
        reply: applicationCreateReply,
        method: 'POST',
        json: { jobId: entry.jobId, coverLetter: entry.coverLetter, deliveryTime: entry.deliveryTime },
        headers: { 'Idempotency-Key': entry.id },
      });
      return {};
    case 'milestone':
      await api(`/api/milestones/${encodeURIComponent(entry.milestoneId)}/submit`, {
        method: 'POST',
        json: { message: entry.message },
        headers: { 'Idempotency-Key': entry.id },
      });
      return {};
  }
}

/** A refusal that will not change by sending again (not the link, a lost session, the server's own trouble). */
function isFinal(err: unknown): boolean {
  return (
    err instanceof ApiError &&
    !err.isNetwork &&
    err.status >= 400 &&
    err.status < 500 &&
    err.status !== 401 &&
    err.status !== 408 &&
    err.status !== 429
  );
}

type FlushOptions = {
  /** False once another user is signed in: the rest stays for its owner. */
  stillSignedIn: () => boolean;
  onSent: (entry: OutboxEntry, reply: SentReply) => void;
  onFailed?: (entry: OutboxEntry, message: string) => void;
};

let running: Promise<void> | undefined;
let again = false;

/**
 * Sends `userId`'s waiting entries, oldest first, one at a time; one flush at a time per tab (a
 * call during one runs another after it). A sent entry leaves the outbox; a link failure stops the
 * flush with the rest kept; a final refusal keeps the entry with the server's message and moves on.
 */
export function flushOutbox(userId: string, options: FlushOptions): Promise<void> {
  if (running) {
    again = true;
    return running;
  }
  running = (async () => {
    do {
      again = false;
      await flushOnce(userId, options);
    } while (again && options.stillSignedIn());
  })().finally(() => {
    running = undefined;
  });
  return running;
}

async function flushOnce(userId: string, { stillSignedIn, onSent, onFailed }: FlushOptions) {
  const waiting = (await listEntries(userId)).filter((e) => !e.error);
  for (const entry of waiting) {
    if (!stillSignedIn()) return;
    try {
      const reply = await sendEntry(entry);
      await removeEntry(entry.id);
      onSent(entry, reply);
    } catch (err) {
      if (!isFinal(err)) return;
      const message = errorMessage(err, 'The server refused it.');
      await putEntry({ ...entry, error: message });
      onFailed?.(entry, message);
    }
  }
}
