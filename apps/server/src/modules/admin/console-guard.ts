import type { FastifyRequest } from 'fastify';
import { authorize } from '../../policies/policies.ts';

/**
 * The console's one guard, at onRequest (before the body is validated): a guest hears 401 from the
 * access guard, anyone signed in must be an admin ('staff:use-powers' — two-factor on — then
 * 'admin:use-console'), else 403. Every plugin with /api/admin routes adds it.
 */
export async function consoleGuard(req: FastifyRequest) {
  const user = req.user;
  if (!user) return; // the route's access guard answers 401
  authorize('staff:use-powers', user, user);
  authorize('admin:use-console', user);
}
