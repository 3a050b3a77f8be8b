import fp from 'fastify-plugin';
import type { FastifyReply } from 'fastify';
import helmet from '@fastify/helmet';
import compress from '@fastify/compress';
import type { Config } from '../config.ts';
import { UPLOAD_POLICY, contentSecurityPolicy } from '../lib/csp.ts';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
/**
 * A payment provider's own deliveries (issue 31): the payer's browser posting the signed return from
 * the provider's page (JazzCash posts a form from its origin), and its notifications. They act on no
 * session (their signature is their authority, checked by the provider adapter), so the origin
 * check has nothing to protect there and would refuse every real return.
 */
const PROVIDER_DELIVERIES = ['/api/payments/return/', '/api/payments/webhooks/'];

/** Security headers, compression, and refusal of state-changing requests from a foreign origin. */
export default fp<{ config: Config }>(async (app, { config }) => {
  await app.register(helmet, {
    // Set below: one policy for pages and API replies (see lib/csp.ts), a sandbox for uploads.
    contentSecurityPolicy: false,
    crossOriginEmbedderPolicy: false,
    crossOriginResourcePolicy: { policy: 'same-origin' },
    // The app's own pages see where a visitor came from (a profile opened from the talent directory
    // says "Back to Talent", also when the link was followed before the app's code arrived); other
    // sites are told nothing, as with helmet's default (no-referrer).
    referrerPolicy: { policy: 'same-origin' },
    hsts: config.secureCookies,
  });
  const policy = contentSecurityPolicy(config);
  app.addHook('onRequest', async (req, reply) => {
    reply.header('Content-Security-Policy', req.url.startsWith('/uploads/') ? UPLOAD_POLICY : policy);
  });
  await app.register(compress, { threshold: 1024, encodings: ['br', 'gzip'] });

  const publicOrigin = config.publicUrl ? new URL(config.publicUrl).origin : undefined;
  app.addHook('onRequest', async (req, reply) => {
    if (SAFE_METHODS.has(req.method) || !req.url.startsWith('/api/')) return;
    if (PROVIDER_DELIVERIES.some((p) => req.url.startsWith(p))) return;
    const origin = req.headers.origin;
    const site = req.headers['sec-fetch-site'];
    if (site === 'cross-site') return refuse(reply);
    if (!origin) return;
    if (origin === publicOrigin) return;
    let host: string | undefined;
    try {
      host = new URL(origin).host;
    } catch {
      return refuse(reply);
    }
    // Behind a trusted proxy, Fastify's `req.host` is the forwarded host the browser saw.
    if (host !== req.headers.host && host !== req.host) return refuse(reply);
  });
});

function refuse(reply: FastifyReply) {
  return reply.code(403).send({ success: false, message: 'Cross-origin request refused' });
}
