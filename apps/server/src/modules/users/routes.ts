import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParam, userPageReply } from '@kt/shared';
import { userPage } from './service.ts';

/** Public pages of people (issue 21): a client's page at /u/{id} reads this. */
const routes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/users/:id',
    { config: { access: 'public' }, schema: { params: idParam, response: { 200: userPageReply } } },
    async (req) => ({ success: true as const, user: await userPage(app.db, req.params.id) }),
  );
};

export default routes;
