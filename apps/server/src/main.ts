import { loadConfig, ConfigError } from './config.ts';
import { openConfiguredDatabase } from './db/open.ts';
import { DataDirLockedError } from './db/pglite-dir.ts';
import { buildApp } from './app.ts';
import { PRODUCT_NAME } from '@kt/shared';

async function main() {
  let config;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }

  let database;
  try {
    database = await openConfiguredDatabase(config, (msg) => console.log(msg));
  } catch (err) {
    if (err instanceof DataDirLockedError) {
      console.error(err.message);
      process.exit(1);
    }
    console.error(`Could not open the database: ${(err as Error).message}`);
    process.exit(1);
  }

  const app = await buildApp(config, database);
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal} received, shutting down`);
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    // In-flight requests finish; keep-alive connections are closed as soon as they go idle.
    const sweep = setInterval(() => app.server.closeIdleConnections(), 100);
    try {
      await app.close();
    } finally {
      clearInterval(sweep);
      await database.close();
      process.exit(0);
    }
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
  const where = config.databaseUrl ? 'PostgreSQL' : `embedded database in ${config.dataDir}`;
  app.log.info(`${PRODUCT_NAME} is running at http://localhost:${config.port} (${where})`);
}

void main();
