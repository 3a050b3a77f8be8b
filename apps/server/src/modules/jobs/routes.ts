import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  errorReply,
  idParam,
  jobCreateInput,
  jobCategoryCountsReply,
  jobCreateReply,
  jobListQuery,
  jobListReply,
  jobReply,
  myJobsReply,
} from '@kt/shared';
import { reencodeImage } from '../../lib/upload-content.ts';
import { IMAGE_TYPES, removeUploads, storeUpload } from '../../lib/uploads.ts';
import { userOf } from '../../plugins/auth.ts';
import { authorize } from '../../policies/policies.ts';
import { jobForm } from '../../lib/openapi-forms.ts';
import { readJobForm, refusedType } from './form.ts';
import * as jobsService from './service.ts';
import { categoryCounts } from './board.ts';
import lifecycleRoutes from './lifecycle-routes.ts';
import { viewerApplication } from './lifecycle.ts';
import { notFound } from '../../lib/errors.ts';
import { fastSerializerCompiler } from '../../lib/fast-serializer.ts';
import { canSeeHidden } from '../../policies/policies.ts';

const routes: FastifyPluginAsyncZod = async (app) => {
  await app.register(lifecycleRoutes);

  app.get(
    '/api/jobs',
    {
      config: { access: 'public' },
      schema: { querystring: jobListQuery, response: { 200: jobListReply } },
      serializerCompiler: fastSerializerCompiler,
    },
    async (req) => {
      const { jobs, total, totalExact, nextCursor } = await jobsService.listOpenJobs(
        app.db,
        req.query,
        req.user?.id ?? null,
      );
      const { page, limit } = req.query;
      // A capped total means more pages than it shows: one more is always offered.
      const pages = Math.ceil(total / limit) + (totalExact ? 0 : 1);
      return { success: true as const, jobs, total, totalExact, page, limit, pages, nextCursor };
    },
  );

  app.get(
    '/api/jobs/category-counts',
    {
      config: { access: 'public' },
      schema: { response: { 200: jobCategoryCountsReply } },
      serializerCompiler: fastSerializerCompiler,
    },
    async () => ({ success: true as const, counts: await categoryCounts(app.db) }),
  );

  app.get(
    '/api/jobs/my',
    { config: { access: 'user' }, schema: { response: { 200: myJobsReply } } },
    async (req) => ({ success: true as const, jobs: await jobsService.listMyJobs(app.db, userOf(req).id) }),
  );

  app.get(
    '/api/jobs/:id',
    { config: { access: 'public' }, schema: { params: idParam, response: { 200: jobReply } } },
    async (req) => {
      const job = await jobsService.getJob(app.db, req.params.id, req.user?.id ?? null);
      // Hidden by an admin (issue 18): it does not exist for anyone but its owner and admins.
      if (job.hidden && !canSeeHidden(req.user, job.userId._id)) throw notFound('Job not found');
      // The job page knows the viewer (issue 21): their own proposal, if any.
      const myApplication = req.user ? await viewerApplication(app.db, job._id, req.user.id) : null;
      return { success: true as const, job: { ...job, myApplication } };
    },
  );

  app.post(
    '/api/jobs',
    {
      config: {
        access: 'user',
        guestMessage: 'Please sign in to post a job',
        multipartBody: jobForm,
        writeLimit: ['jobPosts', 'uploads'],
      },
      schema: { response: { 201: jobCreateReply, 400: errorReply } },
    },
    async (req, reply) => {
      const user = userOf(req);
      // Before the upload is read: nobody else's files are processed.
      authorize('job:create', user);
      const { fields, files } = await readJobForm(req);
      const parsed = jobCreateInput.safeParse(fields);
      if (!parsed.success) {
        const errors = parsed.error.issues.map((i) => ({ field: i.path.join('.'), message: i.message }));
        return reply.code(400).send({ success: false as const, message: errors[0]!.message, errors });
      }
      const stored: string[] = [];
      let id: string;
      try {
        const attachments = [];
        for (const f of files) {
          // Images are stored re-encoded: nothing appended to one survives.
          const bytes = IMAGE_TYPES.has(f.mime)
            ? await reencodeImage(f.buffer, f.mime, refusedType(f.originalName))
            : f.buffer;
          const url = await storeUpload(app.files, bytes, f.ext);
          stored.push(url);
          attachments.push({
            path: url,
            originalName: f.originalName,
            mimeType: f.mime,
            size: bytes.length,
          });
        }
        id = await jobsService.createJob(app.db, user, parsed.data, attachments);
      } catch (err) {
        // Nothing half-written: the transaction rolled back, so the stored files go too.
        await removeUploads(app.files, stored);
        throw err;
      }
      const job = await jobsService.getJob(app.db, id, user.id);
      return reply.code(201).send({ success: true as const, message: 'Job posted successfully', job });
    },
  );
};

export default routes;
