/**
 * Every event the outbox carries, by topic. A feature adds its own topics by augmenting this
 * interface next to the code that records them:
 *
 *   declare module '../../outbox/topics.ts' {
 *     interface OutboxTopics { 'contract.offered': { contractId: string } }
 *   }
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface OutboxTopics {}

export type Topic = keyof OutboxTopics;
