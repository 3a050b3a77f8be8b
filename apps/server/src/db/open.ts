import type { Config } from '../config.ts';
import { openDatabase, type Database } from './client.ts';
import { isEmpty, seedDemo } from './seed/index.ts';

/**
 * Opens the configured database (PostgreSQL when DATABASE_URL is set, else PGlite under
 * DATA_DIR/db), applies migrations, and seeds demo data: always into an empty embedded
 * database, into PostgreSQL only when SEED_DEMO=true.
 */
export async function openConfiguredDatabase(config: Config, log: (msg: string) => void): Promise<Database> {
  const database = config.databaseUrl
    ? await openDatabase({ driver: 'pg', url: config.databaseUrl })
    : await openDatabase({ driver: 'pglite', dataDir: config.dataDir });
  try {
    await database.migrate();
    const shouldSeed = database.driver === 'pglite' || config.seedDemo;
    if (shouldSeed && (await isEmpty(database.db))) {
      log('Seeding demo data...');
      await seedDemo(database.db);
      log('Demo data ready.');
    }
    await database.startMaintenance();
    return database;
  } catch (err) {
    await database.close().catch(() => {});
    throw err;
  }
}
