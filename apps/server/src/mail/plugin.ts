import { randomUUID } from 'node:crypto';
import fp from 'fastify-plugin';
import type { MailJob } from './queue-mail.ts';
import { sendQueuedMail } from './send.ts';
import { createMailer } from './transport.ts';

declare module '../queue/jobs.ts' {
  interface QueueJobs {
    'mail.send': MailJob;
  }
}

declare module '../outbox/topics.ts' {
  interface OutboxTopics {
    /** Repeated failed sign-ins on an account (recorded by the sign-in throttle). */
    'auth:guessing': { userId: string };
  }
}

/**
 * E-mail: a mail queued in a transaction (`queueMail`) reaches the outbox, whose handler hands it
 * to the job queue; the `mail.send` job sends it with retries and back-off.
 */
export default fp(async (app) => {
  const { config } = app;
  const mailer = createMailer(config, app.log);
  app.addHook('onClose', () => mailer.close());

  app.queue.define(
    'mail.send',
    async (job) => {
      const outcome = await sendQueuedMail(app.db, config, mailer, job).catch((err: unknown) => {
        app.metrics.emailFailed(); // kt_emails_failed_total; the queue retries it
        throw err;
      });
      if (outcome !== 'sent') app.log.info({ mail: job.id, outcome }, 'mail not sent');
    },
    { retryLimit: 12, retryDelaySeconds: Math.max(1, Math.round(config.mail.retryDelayMs / 1000)) },
  );

  app.outbox.on('mail.queued', async (job) => {
    await app.queue.schedule(app.db, 'mail.send', job, { id: job.id });
  });

  // The accounts' security mails (reset, verification, e-mail change, two-factor), written whole.
  app.outbox.on('mail:send', async ({ to, subject, text, html }) => {
    await app.queue.schedule(app.db, 'mail.send', {
      id: randomUUID(),
      to,
      template: 'prepared',
      data: { subject, text, html },
      security: true,
    });
  });

  app.outbox.on('auth:guessing', async ({ userId }) => {
    await app.queue.schedule(app.db, 'mail.send', {
      id: randomUUID(),
      userId,
      template: 'sign-in-guessing',
      data: {},
      security: true,
    });
  });
});
