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
import { idempotencyHeaders, idempotent } from '../../lib/idempotency.ts';
import { userOf } from '../../plugins/auth.ts';
import { contractReviews, listUserReviews, reviewById } from './dto.ts';
import { closeWindow, replyToReview, submitReview, type ReviewsDeps } from './service.ts';

const routes: FastifyPluginAsyncZod = async (app) => {
  const deps: ReviewsDeps = { queue: app.queue, windowMs: app.config.reviewWindowMs };
  app.queue.define('review.window-close', ({ contractId }) => closeWindow(deps, app.db, contractId));

  app.post(
    '/api/contracts/:id/review',
    {
      config: { access: 'user', writeLimit: 'reviews' },
      schema: {
        headers: idempotencyHeaders,
        params: idParam,
        body: reviewInput,
        response: { 201: reviewReply },
      },
    },
    (req, reply) => {
      const actor = userOf(req);
      return idempotent(app.db, req, reply, actor.id, async (tx) => {
        const id = await submitReview(deps, tx, actor, req.params.id, req.body);
        const review = await reviewById(tx, id);
        return {
          statusCode: 201,
          body: {
            success: true,
            message: review.published
              ? 'Review published: both reviews are now visible'
              : 'Review saved: it will be published when the other party reviews you or the review window closes',
            review,
          },
        };
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
      config: { access: 'user', writeLimit: 'reviews' },
      schema: {
        headers: idempotencyHeaders,
        params: idParam,
        body: reviewReplyInput,
        response: { 200: reviewReply },
      },
    },
    (req, reply) => {
      const actor = userOf(req);
      return idempotent(app.db, req, reply, actor.id, async (tx) => {
        const id = await replyToReview(tx, actor, req.params.id, req.body);
        return {
          statusCode: 200,
          body: { success: true, message: 'Reply posted', review: await reviewById(tx, id) },
        };
      });
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
