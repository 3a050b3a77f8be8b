import fp from 'fastify-plugin';
import type { FastifyRequest } from 'fastify';
import { bearerMatches } from '../../plugins/metrics.ts';
import { writeBackupToken } from './token.ts';

/** The path `npm run backup` posts to; outside /api, like /metrics, since no browser calls it. */
export const BACKUP_PATH = '/ops/backup';

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

/**
 * Asked from this machine, not through a proxy: the connection comes from a loopback address and
 * carries no forwarding header (a reverse proxy on the same machine adds one).
 */
function fromThisMachine(req: FastifyRequest) {
  return (
    LOOPBACK.has(req.socket.remoteAddress ?? '') &&
    req.headers['x-forwarded-for'] === undefined &&
    req.headers.forwarded === undefined &&
    req.headers['x-real-ip'] === undefined
  );
}

/**
 * POST /ops/backup (issue 35): the running server copies its embedded database (PGlite is one
 * process; nothing else may open the folder while it runs) and sends it as a gzipped tar. Only to a
 * caller on this machine with the token the server wrote into DATA_DIR/backup.token at start-up.
 * On PostgreSQL it is a 404: `npm run backup` uses pg_dump there.
 */
export default fp(async (app) => {
  const { database } = app;
  const notFound = { success: false, message: 'Not found: POST /ops/backup' };
  if (!database.backup || database.driver !== 'pglite') {
    app.post(BACKUP_PATH, (_req, reply) => reply.code(404).send(notFound));
    return;
  }
  const backup = database.backup.bind(database);
  let token: string | undefined;
  app.addHook('onReady', async () => {
    token = writeBackupToken(app.config.dataDir);
  });
  app.post(BACKUP_PATH, async (req, reply) => {
    if (!fromThisMachine(req)) return reply.code(404).send(notFound);
    if (!token || !bearerMatches(req.headers.authorization, token)) {
      return reply
        .code(401)
        .send({ success: false, message: 'The backup token from DATA_DIR/backup.token is required' });
    }
    const started = Date.now();
    const tar = await backup();
    req.log.info({ bytes: tar.byteLength, ms: Date.now() - started }, 'backup made');
    return reply
      .header('content-type', 'application/gzip')
      .header('cache-control', 'no-store')
      .send(Buffer.from(tar.buffer, tar.byteOffset, tar.byteLength));
  });
});
