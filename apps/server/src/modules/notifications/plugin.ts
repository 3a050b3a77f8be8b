import fp from 'fastify-plugin';
import { notifyUnreadMessages, recipientsOf } from './message-email.ts';
import routes from './routes.ts';
import { prune } from './service.ts';

declare module '../../queue/jobs.ts' {
  interface QueueJobs {
    /** Deletes old read notifications beyond the per-user limit, then schedules its next run. */
    'notifications.prune': Record<string, never>;
  }
}

const PRUNE_EVERY_MS = 60 * 60 * 1000;

/** Notifications: the routes, the unread-message e-mail and the pruning of old ones. */
export default fp(async (app) => {
  const { config } = app;
  await app.register(routes);

  app.queue.define(
    'notifications.unread-messages',
    async ({ conversationId, userId }) => void (await notifyUnreadMessages(app.db, conversationId, userId)),
    { policy: 'short' },
  );
  app.outbox.on('message.sent', async ({ conversationId, senderId }) => {
    for (const userId of await recipientsOf(app.db, conversationId, senderId)) {
      // While one waits for this conversation and recipient, another message adds no second job.
      await app.queue.schedule(
        app.db,
        'notifications.unread-messages',
        { conversationId, userId },
        { delayMs: config.messageEmailDelayMs, singletonKey: `${conversationId}:${userId}` },
      );
    }
  });

  app.queue.define(
    'notifications.prune',
    async () => {
      const deleted = await prune(app.db, config.notificationsKeep);
      if (deleted > 0) app.log.info({ deleted }, 'old read notifications pruned');
      await app.queue.schedule(
        app.db,
        'notifications.prune',
        {},
        { delayMs: PRUNE_EVERY_MS, singletonKey: 'all' },
      );
    },
    { policy: 'short' },
  );
  app.addHook('onReady', async () => {
    await app.queue.schedule(app.db, 'notifications.prune', {}, { delayMs: 60_000, singletonKey: 'all' });
  });
});
