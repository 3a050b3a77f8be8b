import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  districtInput,
  idParam,
  outageDeclareInput,
  outageListReply,
  outageReply,
  userReply,
} from '@kt/shared';
import { toUserDto } from '../../lib/user-dto.ts';
import { userOf } from '../../plugins/auth.ts';
import type { OutagesDeps } from './resume.ts';
import {
  declareOutage,
  endOutage,
  listOutages,
  outageGuard,
  resumeAtDeclaredEnd,
  startAtDeclaredStart,
} from './service.ts';
import { setDistrict } from './district.ts';

/**
 * Outage mode (issue 36, part 3): staff declare and end outages in the console; each user says
 * their district in Settings. The timers themselves ask `pausedBy` (pause.ts) before acting.
 */
const routes: FastifyPluginAsyncZod = async (app) => {
  const deps: OutagesDeps = { queue: app.queue, reviewWindowMs: app.config.reviewWindowMs };
  app.queue.define('outage.resume', ({ outageId }) => resumeAtDeclaredEnd(deps, app.db, outageId));
  app.queue.define('outage.start', ({ outageId }) => startAtDeclaredStart(deps, app.db, outageId));

  const staff = { config: { access: 'user' as const }, onRequest: outageGuard };

  app.get('/api/admin/outages', { ...staff, schema: { response: { 200: outageListReply } } }, async () => ({
    success: true as const,
    outages: await listOutages(app.db),
  }));

  app.post(
    '/api/admin/outages',
    { ...staff, schema: { body: outageDeclareInput, response: { 201: outageReply } } },
    async (req, reply) => {
      const outage = await declareOutage(deps, app.db, userOf(req), req.body);
      reply.code(201);
      return { success: true as const, message: 'Outage declared: deadlines are paused', outage };
    },
  );

  app.post(
    '/api/admin/outages/:id/end',
    { ...staff, schema: { params: idParam, response: { 200: outageReply } } },
    async (req) => {
      const outage = await endOutage(deps, app.db, userOf(req), req.params.id);
      return { success: true as const, message: 'Outage ended: deadlines moved by its length', outage };
    },
  );

  app.put(
    '/api/auth/me/district',
    { config: { access: 'user' }, schema: { body: districtInput, response: { 200: userReply } } },
    async (req) => {
      const user = await setDistrict(app.db, userOf(req), req.body.district);
      return { success: true as const, message: 'Your district was saved', user: toUserDto(user) };
    },
  );
};

export default routes;
