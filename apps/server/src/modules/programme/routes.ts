/**
 * Programme content (issue 36 part 1): anyone reads it (cached per node under its listing version,
 * revalidated by an ETag); programme staff and admins with two-factor on edit one entry at a time.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  PROGRAMME_KINDS,
  programmeContentReply,
  programmeEntryParams,
  programmeUpdateInput,
  programmeUpdateReply,
} from '@kt/shared';
import { userOf } from '../../plugins/auth.ts';
import { programmeGuard } from './guard.ts';
import { readContent, updateEntry } from './service.ts';

const routes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/programme/content',
    {
      config: { access: 'public' },
      schema: {
        response: {
          200: programmeContentReply,
          304: z.null().describe('Not modified (If-None-Match names its ETag)'),
        },
      },
    },
    async (req, reply) => {
      const { version, entries } = await readContent(app.db);
      // Every reader asks again each time (no-cache) and hears 304 while nothing changed.
      reply.header('Cache-Control', 'public, no-cache');
      if (version !== undefined) {
        const etag = `"programme-${version}"`;
        reply.header('ETag', etag);
        const match = req.headers['if-none-match'];
        if (match && match.split(',').some((t) => t.trim().replace(/^W\//, '') === etag)) {
          return reply.code(304).send(null);
        }
      }
      return { success: true as const, entries };
    },
  );

  // One route per kind, so each body is checked by its kind's schema (and documented as such).
  for (const kind of PROGRAMME_KINDS) {
    app.put(
      `/api/admin/programme/${kind}/:key`,
      {
        config: { access: 'user' },
        onRequest: programmeGuard,
        schema: {
          params: programmeEntryParams,
          body: programmeUpdateInput(kind),
          response: { 200: programmeUpdateReply },
        },
      },
      async (req) => ({
        success: true as const,
        message: 'Saved',
        entry: await updateEntry(app.db, userOf(req), kind, req.params.key, req.body),
      }),
    );
  }
};

export default routes;
