import { createHash, timingSafeEqual } from 'node:crypto';
import http from 'node:http';
import fp from 'fastify-plugin';
import { createMetrics, type Metrics } from '../ops/metrics/registry.ts';
import { readSnapshot } from '../ops/metrics/snapshot.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Counts what only this node sees (e-mail failures); a no-op when metrics are off. */
    metrics: { emailFailed(): void };
  }
}

const digest = (s: string) => createHash('sha256').update(s).digest();

/** True when the Authorization header is `Bearer <token>` (compared in constant time). */
export function bearerMatches(header: string | undefined, token: string): boolean {
  const match = /^Bearer (.+)$/.exec(header ?? '');
  return !!match && timingSafeEqual(digest(match[1]!), digest(token));
}

/**
 * GET /metrics in Prometheus's text format (issue 35), served only to callers with METRICS_TOKEN as
 * a Bearer token on the main port, or on METRICS_PORT (a listener of its own, for a network only
 * the scraper reaches). With neither set nothing is measured and /metrics is a 404.
 */
export default fp(async (app) => {
  const { token, port } = app.config.metrics;
  if (!token && port === undefined) {
    app.decorate('metrics', { emailFailed: () => {} });
    app.get('/metrics', (_req, reply) =>
      reply.code(404).send({ success: false, message: 'Not found: GET /metrics' }),
    );
    return;
  }
  const metrics: Metrics = createMetrics();
  app.decorate('metrics', { emailFailed: () => metrics.emailsFailed.inc() });

  app.addHook('onResponse', async (req, reply) => {
    metrics.requests.observe(
      {
        method: req.method,
        route: req.routeOptions.url ?? '(unmatched)',
        status_code: String(reply.statusCode),
      },
      reply.elapsedTime / 1000,
    );
  });

  const render = async () => {
    metrics.update(await readSnapshot(app.db), {
      pool: app.database.stats(),
      sockets: app.realtime.localSockets(),
    });
    return metrics.registry.metrics();
  };

  app.get('/metrics', async (req, reply) => {
    if (!token) return reply.code(404).send({ success: false, message: 'Not found: GET /metrics' });
    if (!bearerMatches(req.headers.authorization, token)) {
      return reply
        .code(401)
        .header('www-authenticate', 'Bearer realm="metrics"')
        .send({ success: false, message: 'A valid metrics token is required' });
    }
    return reply
      .header('content-type', metrics.registry.contentType)
      .header('cache-control', 'no-store')
      .send(await render());
  });

  if (port !== undefined) {
    const server = http.createServer((req, res) => {
      if (req.method !== 'GET' || (req.url ?? '').split('?')[0] !== '/metrics') {
        res.writeHead(404, { 'content-type': 'text/plain' }).end('Not found\n');
        return;
      }
      render().then(
        (body) => res.writeHead(200, { 'content-type': metrics.registry.contentType }).end(body),
        (err: unknown) => {
          app.log.error({ err }, 'metrics scrape failed');
          res.writeHead(500, { 'content-type': 'text/plain' }).end('Metrics unavailable\n');
        },
      );
    });
    app.addHook(
      'onReady',
      () =>
        new Promise<void>((resolve, reject) => {
          server.once('error', reject);
          server.listen(port, app.config.host, () => resolve());
        }),
    );
    app.addHook('onClose', () => new Promise<void>((resolve) => server.close(() => resolve())));
  }
});
