import fp from 'fastify-plugin';
import type { Database, Db } from '../db/client.ts';
import type { Config } from '../config.ts';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    database: Database;
    config: Config;
  }
}

export default fp<{ database: Database; config: Config }>(async (app, { database, config }) => {
  app.decorate('db', database.db);
  app.decorate('database', database);
  app.decorate('config', config);
});
