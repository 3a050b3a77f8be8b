import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  contractReviewsReply,
  idParam,
  reviewInput,
  reviewReply,
  reviewReplyInput,
  userReviewsQuery,
  userReviewsReply,
} from '@kt/shared';
import { userOf } from '../../plugins/auth.ts';
import { contractReviews, listUserReviews, reviewById } from './dto.ts';
import { closeWindow, replyToReview, submitReview, type ReviewsDeps } from './service.ts';

const routes: FastifyPluginAsyncZod = async (app) => {
  const deps: ReviewsDeps = { queue: app.queue, windowMs: app.config.reviewWindowMs };
  app.queue.define('review.window-close', ({ contractId }) => closeWindow(deps, app.db, contractId));

  app.post(
    '/api/contracts/:id/review',
    {
      config: { access: 'user' },
      schema: { params: idParam, body: reviewInput, response: { 201: reviewReply } },
    },
    async (req, reply) => {
      const id = await submitReview(deps, app.db, userOf(req), req.params.id, req.body);
      const review = await reviewById(app.db, id);
      return reply.code(201).send({
        success: true as const,
        message: review.published
          ? 'Review published: both reviews are now visible'
          : 'Review saved: it will be published when the other party reviews you or the review window closes',
        review,
      });
    },
  );

  app.get(
    '/api/contracts/:id/reviews',
    { config: { access: 'user' }, schema: { params: idParam, response: { 200: contractReviewsReply } } },
    async (req) => ({
      success: true as const,
      ...(await contractReviews(app.db, userOf(req), req.params.id, deps.windowMs)),
    }),
  );

  app.post(
    '/api/reviews/:id/reply',
    {
      config: { access: 'user' },
      schema: { params: idParam, body: reviewReplyInput, response: { 200: reviewReply } },
    },
    async (req) => {
      const id = await replyToReview(app.db, userOf(req), req.params.id, req.body);
      return { success: true as const, message: 'Reply posted', review: await reviewById(app.db, id) };
    },
  );

  app.get(
    '/api/users/:id/reviews',
    {
      config: { access: 'public' },
      schema: { params: idParam, querystring: userReviewsQuery, response: { 200: userReviewsReply } },
    },
    async (req) => ({ success: true as const, ...(await listUserReviews(app.db, req.params.id, req.query)) }),
  );
};

export default routes;
