import fp from 'fastify-plugin';
import { formatSuspension } from './suspension-text.ts';
import { forbidden } from '../../lib/errors.ts';

/**
 * What a suspended user may still do (issue 18; docs/decisions/018-console.md). They sign in, read
 * everything a signed-in user reads (GET), and withdraw the money already released to them — we do
 * not freeze earned money without a dispute. Any other write to a signed-in route is refused with
 * 403 and the reason and appeal deadline. Public routes (sign-in, the contact form, which is how
 * they appeal) stay open as for a guest.
 */
const OPEN_WRITES: RegExp[] = [
  /^\/api\/wallet\/withdrawals$/,
  /^\/api\/wallet\/payout-methods(\/:id)?$/,
  /^\/api\/notifications\//,
  /^\/api\/auth\//,
];

export const suspendedMayWrite = (routeUrl: string) => OPEN_WRITES.some((r) => r.test(routeUrl));

export default fp(async (app) => {
  app.addHook('onRequest', async (req) => {
    const user = req.user;
    if (!user?.suspendedAt) return;
    if (req.routeOptions.config.access !== 'user') return;
    if (req.method === 'GET' || req.method === 'HEAD') return;
    if (suspendedMayWrite(req.routeOptions.url ?? '')) return;
    throw forbidden(formatSuspension(user));
  });
});
