import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import {
  certificationInput,
  educationAddInput,
  errorReply,
  languageInput,
  okReply,
  portfolioInput,
  profileReply,
  profileSaveInput,
  profileSaveReply,
  profileSearchQuery,
  profileSearchReply,
  profileStatsReply,
  profileUpdateInput,
  profileUserIdParam,
} from '@kt/shared';
import { notFound } from '../../lib/errors.ts';
import { fastSerializerCompiler } from '../../lib/fast-serializer.ts';
import { removeUploads } from '../../lib/uploads.ts';
import { userOf } from '../../plugins/auth.ts';
import { authorize, canSeeHidden } from '../../policies/policies.ts';
import * as edits from './edits.ts';
import { portfolioForm, profileForm } from '../../lib/openapi-forms.ts';
import { decodeJsonFields, readForm } from './form.ts';
import { imageUrls, storeImage, type StoredImage } from './images.ts';
import { saveProfile } from './save.ts';
import * as profiles from './service.ts';

const SAVE_LISTS = ['services', 'skills', 'languages', 'certifications', 'portfolio', 'education'] as const;
const NOT_FOUND = 'Profile not found';

/** 400 with every failing field, the first one's message on top (as route validation does). */
function invalid(reply: FastifyReply, error: z.ZodError) {
  const errors = error.issues.map((i) => ({ field: i.path.join('.'), message: i.message }));
  return reply
    .code(400)
    .send({ success: false as const, message: errors[0]?.message ?? 'Invalid request', errors });
}

/** Only files this server stored are ever deleted. */
const ownUploads = (urls: (string | null | undefined)[]) =>
  urls.filter((u): u is string => !!u && u.startsWith('/uploads/'));

const routes: FastifyPluginAsyncZod = async (app) => {
  const store = app.files;

  // Static paths first: /search, /stats and /me are not user ids.
  app.get(
    '/api/profile/search',
    {
      config: { access: 'public' },
      schema: { querystring: profileSearchQuery, response: { 200: profileSearchReply } },
      serializerCompiler: fastSerializerCompiler,
    },
    async (req) => {
      const { page, limit } = req.query;
      const found = await profiles.search(app.db, req.query);
      return { success: true as const, ...found, page, limit };
    },
  );

  app.get(
    '/api/profile/stats',
    { config: { access: 'public' }, schema: { response: { 200: profileStatsReply } } },
    async () => ({ success: true as const, stats: await profiles.stats(app.db) }),
  );

  app.get(
    '/api/profile/me',
    { config: { access: 'user' }, schema: { response: { 200: profileReply } } },
    async (req) => {
      const profile = await profiles.findByUserId(app.db, userOf(req).id);
      if (!profile) throw notFound(NOT_FOUND);
      return { success: true as const, profile };
    },
  );

  app.put(
    '/api/profile/me',
    { config: { access: 'user' }, schema: { body: profileUpdateInput, response: { 200: okReply } } },
    async (req) => {
      await edits.updateFields(app.db, userOf(req), req.body);
      const what = req.body.location !== undefined ? 'Location' : 'Hourly rate';
      return { success: true as const, message: `${what} updated successfully` };
    },
  );

  app.post(
    '/api/profile/me/languages',
    { config: { access: 'user' }, schema: { body: languageInput, response: { 201: okReply } } },
    async (req, reply) => {
      await edits.addLanguage(app.db, userOf(req), req.body.language);
      return reply.code(201).send({ success: true, message: 'Language added successfully' });
    },
  );

  app.post(
    '/api/profile/me/certifications',
    { config: { access: 'user' }, schema: { body: certificationInput, response: { 201: okReply } } },
    async (req, reply) => {
      await edits.addCertification(app.db, userOf(req), req.body);
      return reply.code(201).send({ success: true, message: 'Certification added successfully' });
    },
  );

  app.post(
    '/api/profile/me/education',
    { config: { access: 'user' }, schema: { body: educationAddInput, response: { 201: okReply } } },
    async (req, reply) => {
      await edits.addEducation(app.db, userOf(req), req.body);
      return reply.code(201).send({ success: true, message: 'Education added successfully' });
    },
  );

  app.post(
    '/api/profile/me/portfolio',
    {
      config: { access: 'user', multipartBody: portfolioForm, writeLimit: 'uploads' },
      schema: { response: { 201: okReply, 400: errorReply } },
    },
    async (req, reply) => {
      const user = userOf(req);
      authorize('profile:write', user); // before the upload is read
      const { values, files } = await readForm(req, ['portfolioImage']);
      const parsed = portfolioInput.safeParse(decodeJsonFields(values, ['tags'], []));
      if (!parsed.success) return invalid(reply, parsed.error);
      await edits.assertCanAddPortfolio(app.db, user);
      const image = files.portfolioImage
        ? await storeImage(store, files.portfolioImage, 'portfolio')
        : undefined;
      try {
        await edits.addPortfolioItem(app.db, user, parsed.data, image?.full ?? null);
      } catch (err) {
        await removeUploads(store, imageUrls(image));
        throw err;
      }
      return reply.code(201).send({ success: true, message: 'Portfolio item added successfully' });
    },
  );

  app.post(
    '/api/profile',
    {
      config: { access: 'user', multipartBody: profileForm, writeLimit: 'uploads' },
      schema: { response: { 200: profileSaveReply, 201: profileSaveReply, 400: errorReply } },
    },
    async (req, reply) => {
      const user = userOf(req);
      authorize('profile:write', user); // before the upload is read
      const { values, files } = await readForm(req, ['profileImage', 'coverImage']);
      const parsed = profileSaveInput.safeParse(decodeJsonFields(values, SAVE_LISTS, ['socialMedia']));
      if (!parsed.success) return invalid(reply, parsed.error);
      const stored: StoredImage[] = [];
      let result: Awaited<ReturnType<typeof saveProfile>>;
      try {
        const profile = files.profileImage
          ? await storeImage(store, files.profileImage, 'profile')
          : undefined;
        if (profile) stored.push(profile);
        const cover = files.coverImage ? await storeImage(store, files.coverImage, 'cover') : undefined;
        if (cover) stored.push(cover);
        result = await saveProfile(app.db, user, parsed.data, { profile, cover });
      } catch (err) {
        await removeUploads(store, stored.flatMap(imageUrls));
        throw err;
      }
      await removeUploads(store, ownUploads(result.replaced));
      const profile = await profiles.findByUserId(app.db, user.id);
      return reply.code(result.created ? 201 : 200).send({
        success: true,
        message: result.created ? 'Profile created successfully' : 'Profile updated successfully',
        profile: profile!,
      });
    },
  );

  app.get(
    '/api/profile/:userId',
    { config: { access: 'public' }, schema: { params: profileUserIdParam, response: { 200: profileReply } } },
    async (req) => {
      const profile = await profiles.findByUserId(app.db, req.params.userId);
      // Hidden by an admin (issue 18): it does not exist for anyone but its owner and admins.
      if (!profile || (profile.hidden && !canSeeHidden(req.user, req.params.userId)))
        throw notFound(NOT_FOUND);
      return { success: true as const, profile };
    },
  );
};

export default routes;
