import { randomUUID } from 'node:crypto';
import type { NotificationType } from '@kt/shared';
import type { Executor } from '../db/executor.ts';
import { recordEvent } from '../outbox/record.ts';
import type { TemplateData, TemplateName } from './templates.ts';

/** What `mail.send` carries: who gets which template with what data. */
export type MailJob = {
  [T in TemplateName]: {
    /** Makes the job idempotent: an outbox handler run twice schedules one job. */
    id: string;
    template: T;
    data: TemplateData[T];
  } & (
    | {
        /** A user: their current address and first name are read when the mail is sent. */
        userId: string;
        /** The notification type the user can turn off; absent for a security mail. */
        category?: NotificationType;
        /** A security mail (sign-in attempts, password reset): always sent, no unsubscribe. */
        security?: boolean;
      }
    | { to: string; security: true }
  );
}[TemplateName];

export type MailRequest = DistributiveOmit<MailJob, 'id'>;
type DistributiveOmit<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never;

declare module '../outbox/topics.ts' {
  interface OutboxTopics {
    'mail.queued': MailJob;
  }
}

/**
 * Queues an e-mail as part of the caller's transaction: it is handed to the job queue only once that
 * commits (never if it rolls back), then sent with retries and back-off, never inside a request.
 * A mail to a user honours their e-mail preference for its `category` unless it is a security mail.
 */
export async function queueMail(db: Executor, request: MailRequest) {
  const job = { ...request, id: randomUUID() } as MailJob;
  await recordEvent(db, 'mail.queued', job);
  return job.id;
}
