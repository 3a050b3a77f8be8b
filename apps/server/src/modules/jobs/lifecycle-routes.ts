import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  errorReply,
  idParam,
  jobActionReply,
  jobUpdateInput,
  messageApplicantsInput,
  messageApplicantsReply,
} from '@kt/shared';
import { reencodeImage } from '../../lib/upload-content.ts';
import { IMAGE_TYPES, removeUploads, storeUpload } from '../../lib/uploads.ts';
import { jobForm } from '../../lib/openapi-forms.ts';
import { userOf } from '../../plugins/auth.ts';
import { readJobForm, refusedType } from './form.ts';
import { assertCanManage, closeJob, messageApplicants, reopenJob, updateJob } from './lifecycle.ts';
import { getJob, type StoredAttachment } from './service.ts';

/** Edit, close, reopen and message all applicants: the job's owner only (issue 21). */
const lifecycleRoutes: FastifyPluginAsyncZod = async (app) => {
  const edit = { access: 'user' as const, writeLimit: 'jobEdits' as const };
  app.put(
    '/api/jobs/:id',
    {
      config: {
        access: 'user',
        guestMessage: 'Please sign in to edit a job',
        writeLimit: ['jobEdits', 'uploads'],
        multipartBody: jobForm.extend({
          removeAttachments: z
            .array(z.uuid())
            .optional()
            .meta({ description: 'repeated: ids of attachments to remove' }),
        }),
      },
      schema: { params: idParam, response: { 200: jobActionReply, 400: errorReply } },
    },
    async (req, reply) => {
      const user = userOf(req);
      const jobId = req.params.id;
      // Before the upload is read: nobody else's files are processed.
      await assertCanManage(app.db, user, jobId);
      const { fields, files } = await readJobForm(req);
      const parsed = jobUpdateInput.safeParse(fields);
      if (!parsed.success) {
        const errors = parsed.error.issues.map((i) => ({ field: i.path.join('.'), message: i.message }));
        return reply.code(400).send({ success: false as const, message: errors[0]!.message, errors });
      }
      const stored: string[] = [];
      let removed: string[];
      try {
        const added: StoredAttachment[] = [];
        for (const f of files) {
          const bytes = IMAGE_TYPES.has(f.mime)
            ? await reencodeImage(f.buffer, f.mime, refusedType(f.originalName))
            : f.buffer;
          const url = await storeUpload(app.files, bytes, f.ext);
          stored.push(url);
          added.push({ path: url, originalName: f.originalName, mimeType: f.mime, size: bytes.length });
        }
        const { removeAttachments, ...input } = parsed.data;
        removed = await updateJob(app.db, user, jobId, input, removeAttachments, added);
      } catch (err) {
        // The transaction rolled back: the new files go, the old ones stay.
        await removeUploads(app.files, stored);
        throw err;
      }
      // Committed: the removed attachments' files are no longer referenced.
      await removeUploads(app.files, removed);
      return {
        success: true as const,
        message: 'Job updated successfully',
        job: await getJob(app.db, jobId, user.id),
      };
    },
  );

  app.post(
    '/api/jobs/:id/close',
    { config: edit, schema: { params: idParam, response: { 200: jobActionReply } } },
    async (req) => {
      const user = userOf(req);
      await closeJob(app.db, user, req.params.id);
      return {
        success: true as const,
        message: 'Job closed',
        job: await getJob(app.db, req.params.id, user.id),
      };
    },
  );

  app.post(
    '/api/jobs/:id/reopen',
    { config: edit, schema: { params: idParam, response: { 200: jobActionReply } } },
    async (req) => {
      const user = userOf(req);
      await reopenJob(app.db, user, req.params.id);
      return {
        success: true as const,
        message: 'Job reopened',
        job: await getJob(app.db, req.params.id, user.id),
      };
    },
  );

  app.post(
    '/api/jobs/:id/message-applicants',
    {
      config: edit,
      schema: { params: idParam, body: messageApplicantsInput, response: { 200: messageApplicantsReply } },
    },
    async (req) => {
      const sent = await messageApplicants(app.db, userOf(req), req.params.id, req.body.content);
      return {
        success: true as const,
        message: `Message sent to ${sent} applicant${sent === 1 ? '' : 's'}`,
        sent,
      };
    },
  );
};

export default lifecycleRoutes;
