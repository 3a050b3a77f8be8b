import Fastify, { type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import authPlugin from './plugins/auth.ts';
import dbPlugin from './plugins/db.ts';
import errorsPlugin from './plugins/errors.ts';
import limitsPlugin from './plugins/limits.ts';
import metricsPlugin from './plugins/metrics.ts';
import backupPlugin from './ops/backup/routes.ts';
import openapiPlugin from './plugins/openapi.ts';
import outboxPlugin from './plugins/outbox.ts';
import queuePlugin from './plugins/queue.ts';
import realtimePlugin from './plugins/realtime.ts';
import redisPlugin from './plugins/redis.ts';
import securityPlugin from './plugins/security.ts';
import webPlugin from './plugins/web.ts';
import applicationsRoutes from './modules/applications/routes.ts';
import authRoutes from './modules/auth/routes.ts';
import accountRoutes from './modules/auth/account-routes.ts';
import googleRoutes from './modules/auth/google-routes.ts';
import contactRoutes from './modules/contact/routes.ts';
import healthRoutes from './modules/health/routes.ts';
import jobsRoutes from './modules/jobs/routes.ts';
import inputTextPlugin from './plugins/input-text.ts';
import { redactPaths, serializeError, serializeRequest } from './lib/logging.ts';
import messagesRoutes from './modules/messages/routes.ts';
import profileRoutes from './modules/profile/routes.ts';
import mailPlugin from './mail/plugin.ts';
import notificationsPlugin from './modules/notifications/plugin.ts';
import contractsRoutes from './modules/contracts/routes.ts';
import paymentsRoutes from './modules/payments/routes.ts';
import walletRoutes from './modules/wallet/routes.ts';
import reviewsRoutes from './modules/reviews/routes.ts';
import disputesRoutes from './modules/disputes/routes.ts';
import usersRoutes from './modules/users/routes.ts';
import adminRoutes from './modules/admin/routes.ts';
import credentialsRoutes from './modules/credentials/routes.ts';
import outagesRoutes from './modules/outages/routes.ts';
import programmeRoutes from './modules/programme/routes.ts';
import reportRoutes from './modules/admin/report-routes.ts';
import suspensionGuard from './modules/admin/suspension-guard.ts';
import ledgerPlugin from './modules/ledger/plugin.ts';
import paymentsReconcilePlugin from './modules/payments/reconcile-plugin.ts';
import { setTextTimeZone } from './lib/dates.ts';

export type BuildOptions = {
  logger?: FastifyServerOptions['logger'];
  /** Where the app's own logger writes (tests read it); the redaction and serializers stay. */
  logStream?: { write(line: string): void };
};

/**
 * Registers the infrastructure plugins (database, errors, security, sessions, outbox, job queue,
 * realtime, static files), then each feature's module; does not listen.
 */
export async function buildApp(config: Config, database: Database, options: BuildOptions = {}) {
  const serverOptions: FastifyServerOptions = {
    logger: options.logger ?? {
      level: config.logLevel,
      ...(config.nodeEnv === 'development' && process.stdout.isTTY
        ? {
            transport: {
              target: 'pino-pretty',
              options: { translateTime: 'HH:MM:ss', ignore: 'pid,hostname' },
            },
          }
        : {}),
      redact: redactPaths,
      serializers: { err: serializeError, req: serializeRequest },
      ...(options.logStream ? { stream: options.logStream } : {}),
    },
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
  };
  const app = Fastify(serverOptions).withTypeProvider<ZodTypeProvider>();
  setTextTimeZone(config.timeZone);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  // Many JSON clients send `Content-Type: application/json` with no body (logout, mark read):
  // an empty body is no body, not a 400. Anything else goes through Fastify's safe parser.
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (req, body, done) => {
    if (typeof body === 'string' && body.trim() === '') return done(null, undefined);
    return parseJson(req, body.toString(), done);
  });

  await app.register(dbPlugin, { database, config });
  await app.register(errorsPlugin);
  await app.register(securityPlugin, { config });
  await app.register(redisPlugin);
  await app.register(limitsPlugin);
  await app.register(authPlugin);
  // Suspended users (issue 18) read and withdraw, nothing else: right after the session is read.
  await app.register(suspensionGuard);
  await app.register(inputTextPlugin);
  await app.register(openapiPlugin);
  // The queue first: onReady hooks run in order, so its tables exist before the outbox delivers
  // events whose handlers schedule jobs.
  await app.register(queuePlugin);
  await app.register(outboxPlugin);
  await app.register(realtimePlugin);
  // GET /metrics and the request histogram (issue 35); off unless METRICS_TOKEN or METRICS_PORT.
  await app.register(metricsPlugin);
  // POST /ops/backup: the embedded database copied by the running server for `npm run backup`.
  await app.register(backupPlugin);
  await app.register(webPlugin);

  await app.register(healthRoutes);
  await app.register(authRoutes);
  await app.register(accountRoutes);
  await app.register(googleRoutes);
  await app.register(jobsRoutes);
  await app.register(applicationsRoutes);
  await app.register(profileRoutes);
  await app.register(messagesRoutes);
  await app.register(contactRoutes);
  await app.register(mailPlugin);
  await app.register(notificationsPlugin);
  await app.register(contractsRoutes);
  await app.register(paymentsRoutes);
  await app.register(walletRoutes);
  await app.register(reviewsRoutes);
  await app.register(disputesRoutes);
  await app.register(usersRoutes);
  await app.register(adminRoutes);
  await app.register(credentialsRoutes);
  await app.register(outagesRoutes);
  await app.register(programmeRoutes);
  await app.register(reportRoutes);
  await app.register(ledgerPlugin);
  await app.register(paymentsReconcilePlugin);
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
