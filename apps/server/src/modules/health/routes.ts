import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

const routes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/health',
    {
      config: { access: 'public' },
      schema: {
        response: {
          200: z.object({ status: z.literal('ok'), database: z.literal('up') }),
          503: z.object({ status: z.literal('unavailable'), database: z.literal('down') }),
        },
      },
    },
    async (req, reply) => {
      try {
        await app.database.ping();
        return { status: 'ok' as const, database: 'up' as const };
      } catch (err) {
        req.log.warn({ err }, 'health check: database unreachable');
        return reply.code(503).send({ status: 'unavailable' as const, database: 'down' as const });
      }
    },
  );
};

export default routes;
