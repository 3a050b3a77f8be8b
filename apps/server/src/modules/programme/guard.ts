import type { FastifyRequest } from 'fastify';
import { authorize } from '../../policies/policies.ts';

/**
 * Who edits the programme's pages (issue 36 part 1): programme staff and admins, with two-factor
 * on. At onRequest, before the body is read; a guest hears 401 from the access guard.
 */
export async function programmeGuard(req: FastifyRequest) {
  const user = req.user;
  if (!user) return;
  authorize('staff:use-powers', user, user);
  authorize('programme:edit', user);
}
