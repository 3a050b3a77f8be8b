import fp from 'fastify-plugin';
import type { Database, Db } from '../db/client.ts';
import type { Config } from '../config.ts';
import { openFileStore, type FileStore } from '../lib/file-store.ts';

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
});
