/**
 * Programme content (issue 36 part 1): anyone reads it (cached per node under its listing version,
 * revalidated by an ETag); programme staff and admins with two-factor on edit one entry at a time.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  PROGRAMME_KINDS,
  PROGRAMME_LIST_KINDS,
  okReply,
  programmeContentReply,
  programmeCreateInput,
  programmeDeleteInput,
  programmeEntryParams,
  programmePictureReply,
  programmeUpdateInput,
  programmeUpdateReply,
} from '@kt/shared';
import { badRequest } from '../../lib/errors.ts';
import { programmePictureForm } from '../../lib/openapi-forms.ts';
import { userOf } from '../../plugins/auth.ts';
import { readForm } from '../profile/form.ts';
import { storeImage } from '../profile/images.ts';
import { programmeGuard } from './guard.ts';
import { createEntry, deleteEntry, readContent, updateEntry } from './service.ts';

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

  // A picture goes through the same checked uploads as a profile photo: its bytes must be an image
  // (415 otherwise), re-encoded to WebP; the entry that shows it is saved (and audited) after.
  app.post(
    '/api/admin/programme/pictures',
    {
      // Staff only (two-factor on), like issuing a credential: no per-user write limit.
      config: { access: 'user', multipartBody: programmePictureForm },
      onRequest: programmeGuard,
      schema: { response: { 201: programmePictureReply } },
    },
    async (req, reply) => {
      const { files } = await readForm(req, ['picture']);
      if (!files.picture) throw badRequest('Choose a picture to upload');
      const image = await storeImage(app.files, files.picture, 'programme');
      return reply.code(201).send({ success: true as const, message: 'Picture uploaded', url: image.full });
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

    // Removal (issue 36): with the version it was read at; the home page's figures stay (409).
    app.delete(
      `/api/admin/programme/${kind}/:key`,
      {
        config: { access: 'user' },
        onRequest: programmeGuard,
        schema: { params: programmeEntryParams, body: programmeDeleteInput, response: { 200: okReply } },
      },
      async (req) => {
        await deleteEntry(app.db, userOf(req), kind, req.params.key, req.body.version);
        return { success: true as const, message: 'Entry removed' };
      },
    );
  }

  // A new entry of each kind but the single ones (issue 36): checked by its kind's schema, 409 on a
  // key that exists; a cohort's key is made from its course and start date.
  for (const kind of PROGRAMME_LIST_KINDS) {
    app.post(
      `/api/admin/programme/${kind}`,
      {
        config: { access: 'user' },
        onRequest: programmeGuard,
        schema: { body: programmeCreateInput(kind), response: { 201: programmeUpdateReply } },
      },
      async (req, reply) => {
        const entry = await createEntry(app.db, userOf(req), kind, req.body);
        const message = kind === 'cohort' ? 'Cohort added' : 'Entry added';
        return reply.code(201).send({ success: true as const, message, entry });
      },
    );
  }
};

export default routes;
