import fp from 'fastify-plugin';
import type { Database, Db } from '../db/client.ts';
import type { Config } from '../config.ts';
import { openFileStore, type FileStore } from '../lib/file-store.ts';
import { localFilesNotInDatabase } from '../lib/file-store-copy.ts';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    database: Database;
    config: Config;
    /** Uploads and dispute evidence (issue 20): local folders or the database, by UPLOADS_STORE. */
    files: FileStore;
  }
}

export default fp<{ database: Database; config: Config }>(async (app, { database, config }) => {
  app.decorate('db', database.db);
  app.decorate('database', database);
  app.decorate('config', config);
  app.decorate('files', openFileStore(config.uploadsStore, config.dataDir, database.db));
  if (config.uploadsStore === 'database') {
    // Files written under DATA_DIR before the switch are served from there by this node only.
    app.addHook('onReady', async () => {
      const missing = await localFilesNotInDatabase(config.dataDir, database.db).catch(() => 0);
      if (missing > 0)
        app.log.warn(
          `${missing} uploaded files under ${config.dataDir} (uploads/, evidence/) are not in the database yet: ` +
            'this node serves them from there, other nodes cannot. Copy them with `npm run uploads:copy` ' +
            (database.driver === 'pg'
              ? '(same DATA_DIR and DATABASE_URL; it may run while the server runs, and again).'
              : '(same DATA_DIR, with the server stopped; it may run again).'),
        );
    });
  }
});
