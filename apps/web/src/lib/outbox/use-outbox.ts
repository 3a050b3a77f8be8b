import { useEffect, useState } from 'react';
import { listEntries, onOutboxChange, putEntry, type OutboxEntry, type OutboxPayload } from './store.ts';
import { newClientId } from './client-id.ts';

/** The signed-in user's outbox as it is now, kept live across this tab and others. */
export function useOutbox(userId: string | undefined): OutboxEntry[] {
  const [entries, setEntries] = useState<OutboxEntry[]>([]);
  useEffect(() => {
    if (!userId) {
      setEntries([]);
      return;
    }
    let current = true;
    const load = () =>
      void listEntries(userId)
        .then((list) => {
          if (current) setEntries(list);
        })
        .catch((err: unknown) => console.warn('Reading the outbox failed:', err));
    load();
    const stop = onOutboxChange(load);
    return () => {
      current = false;
      stop();
    };
  }, [userId]);
  return entries;
}

/** Puts a write in the outbox for `userId`; `id` is its clientId / Idempotency-Key (new if not given). */
export async function enqueue(
  userId: string,
  payload: OutboxPayload,
  id = newClientId(),
): Promise<OutboxEntry> {
  const entry: OutboxEntry = { ...payload, id, userId, createdAt: Date.now() };
  await putEntry(entry);
  return entry;
}
