import type { Executor } from '../db/executor.ts';
import { outbox } from '../db/schema.ts';
import type { OutboxTopics, Topic } from './topics.ts';

/**
 * Records an event in the caller's transaction. It is delivered only after that transaction
 * commits, and never if it rolls back. Outside a transaction it is committed at once.
 */
export async function recordEvent<T extends Topic>(db: Executor, topic: T, payload: OutboxTopics[T]) {
  await db.insert(outbox).values({ topic, payload });
}

/** Several events in one statement. */
export async function recordEvents(db: Executor, events: { topic: Topic; payload: unknown }[]) {
  if (events.length > 0) await db.insert(outbox).values(events);
}
