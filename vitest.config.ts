import { defineConfig } from 'vitest/config';
import server from './apps/server/vitest.config.ts';

/**
 * The server files run a second time on PostgreSQL: those where the driver can change the outcome —
 * row locks and concurrent requests, unique keys under races, triggers and the ledger's checks, the
 * job queue and outbox, LISTEN/NOTIFY across nodes, full-text search, backups, moves and crashes,
 * raw SQL in metrics. The rest (validation, permissions, texts, rendering) reads the same rows through
 * the same queries on both, and runs once, on the embedded database.
 */
const PG_FILES = [
  'src/lib/idempotency.test.ts',
  'src/modules/applications/{race,idempotency}.test.ts',
  'src/modules/contracts/*.test.ts',
  'src/modules/disputes/{disputes,ledger.property}.test.ts',
  'src/modules/fx/*.test.ts',
  'src/modules/jobs/{board,lifecycle}.test.ts',
  'src/modules/ledger/*.test.ts',
  'src/modules/messages/client-id.test.ts',
  'src/modules/payments/*.test.ts',
  'src/modules/payouts/*.test.ts',
  'src/modules/programme/*.test.ts',
  'src/modules/reviews/reviews.test.ts',
  'src/modules/wallet/{balances,statements,statements-history.property,statements.property,wallet.property,webhooks,withdrawals}.test.ts',
  'src/modules/admin/{console,decisions.property}.test.ts',
  'src/modules/outages/*.test.ts',
  'src/ops/**/*.test.ts',
  'src/outbox/*.test.ts',
  'src/queue/*.test.ts',
  'src/realtime/cluster.test.ts',
  'test/backup.test.ts',
  'test/crash.test.ts',
  'test/log-secrets.test.ts',
];

/** Every unit and integration suite; the server suite runs again on PostgreSQL when TEST_DATABASE_URL is set. */
export default defineConfig({
  test: {
    projects: [
      'packages/shared',
      'apps/web',
      'apps/server',
      ...(process.env.TEST_DATABASE_URL
        ? [
            {
              // Not `extends`: it would concatenate the include lists.
              ...server,
              root: './apps/server',
              test: {
                ...server.test,
                name: 'server-pg',
                // TEST_PG_ALL=true runs every server file here as well; by default only those whose
                // outcome can depend on the driver (see PG_FILES).
                include: process.env.TEST_PG_ALL === 'true' ? server.test?.include : PG_FILES,
                // The process and thread tests exercise the embedded database's folder; they run once, in 'server'.
                exclude: ['test/process.test.ts', 'test/pglite-thread.test.ts'],
              },
            },
          ]
        : []),
    ],
    maxWorkers: 2,
  },
});
