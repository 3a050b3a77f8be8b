import { createStore, del, entries, get, set, type UseStore } from 'idb-keyval';

/** What can wait in the outbox (issue 19): a chat message, a proposal, a milestone submission note. */
export type OutboxPayload =
  | { kind: 'message'; conversationId: string; content: string }
  | { kind: 'proposal'; jobId: string; coverLetter: string; deliveryTime: string }
  | { kind: 'milestone'; contractId: string; milestoneId: string; message: string };

export type OutboxEntry = OutboxPayload & {
  /** Made on this device: the message's `clientId` or the request's `Idempotency-Key`. */
  id: string;
  /** The signed-in user who wrote it: only their session ever sends it. */
  userId: string;
  /** When it was written (ms since 1970), the order it is sent in. */
  createdAt: number;
  /** Set when the server refused it (a 4xx): it stays, shown with this text, and is not resent. */
  error?: string;
};

let db: UseStore | undefined;
const store = () => (db ??= createStore('kt-outbox', 'entries'));

/** Other tabs hear of every change, so all of them show the same outbox. */
const channel = typeof BroadcastChannel === 'function' ? new BroadcastChannel('kt-outbox') : undefined;
const listeners = new Set<() => void>();
const tell = () => {
  for (const listener of listeners) listener();
};
channel?.addEventListener('message', tell);

function changed() {
  tell();
  channel?.postMessage('changed');
}

/** Calls `listener` whenever the outbox changes, in this tab or another. */
export function onOutboxChange(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export async function putEntry(entry: OutboxEntry): Promise<void> {
  await set(entry.id, entry, store());
  changed();
}

export async function getEntry(id: string): Promise<OutboxEntry | undefined> {
  return get<OutboxEntry>(id, store());
}

export async function removeEntry(id: string): Promise<void> {
  await del(id, store());
  changed();
}

/** One user's entries, oldest first. */
export async function listEntries(userId: string): Promise<OutboxEntry[]> {
  const all = await entries<string, OutboxEntry>(store());
  return all
    .map(([, e]) => e)
    .filter((e) => e.userId === userId)
    .sort((a, b) => a.createdAt - b.createdAt || (a.id < b.id ? -1 : 1));
}
