import { text, z } from './zod.ts';

/** Issue 17: reviews after a contract ends, double-blind, and reputation. */
export const REVIEW_LIMITS = { commentMin: 10, commentMax: 2000, replyMax: 2000 } as const;

/** Success rate is shown only from this many contracts ended in the last 12 months. */
export const SUCCESS_RATE_MIN_CONTRACTS = 3;

export const reviewInput = z.object({
  rating: z
    .number({ message: 'Rating must be a whole number of stars from 1 to 5' })
    .int('Rating must be a whole number of stars from 1 to 5')
    .min(1, 'Rating must be a whole number of stars from 1 to 5')
    .max(5, 'Rating must be a whole number of stars from 1 to 5'),
  comment: text('Comment')
    .transform((v) => v.trim())
    .pipe(
      z
        .string()
        .min(REVIEW_LIMITS.commentMin, `Comment must be at least ${REVIEW_LIMITS.commentMin} characters`)
        .max(REVIEW_LIMITS.commentMax, `Comment must be at most ${REVIEW_LIMITS.commentMax} characters`),
    ),
});
export type ReviewInput = z.input<typeof reviewInput>;

export const reviewReplyInput = z.object({
  reply: text('Reply')
    .transform((v) => v.trim())
    .pipe(
      z
        .string()
        .min(1, 'Reply is required')
        .max(REVIEW_LIMITS.replyMax, `Reply must be at most ${REVIEW_LIMITS.replyMax} characters`),
    ),
});

export const publicReviewDto = z.object({
  _id: z.string(),
  contractId: z.string(),
  reviewer: z.object({ _id: z.string(), name: z.string(), avatar: z.string().nullable() }),
  /** Who wrote it: the client (about a freelancer) or the freelancer (about a client). */
  authorRole: z.enum(['client', 'freelancer']),
  rating: z.number(),
  comment: z.string(),
  contractTitle: z.string(),
  date: z.string(),
  reply: z.string().nullable(),
  repliedAt: z.string().nullable(),
});
export type PublicReviewDto = z.infer<typeof publicReviewDto>;

export const userReviewsQuery = z.object({
  cursor: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(50).default(10),
});

export const reputationDto = z.object({
  rating: z.number(),
  reviewsCount: z.number(),
  completedJobs: z.number(),
  endedContracts: z.number(),
  successfulContracts: z.number(),
  /** Percent, or null below SUCCESS_RATE_MIN_CONTRACTS ended contracts. */
  successRate: z.number().nullable(),
});
export type ReputationDto = z.infer<typeof reputationDto>;

export const userReviewsReply = z.object({
  success: z.literal(true),
  reviews: z.array(publicReviewDto),
  nextCursor: z.string().nullable(),
  reputation: reputationDto,
});
export type UserReviewsReply = z.infer<typeof userReviewsReply>;

/** A contract's reviews as one of its parties sees them. */
export const contractReviewsReply = z.object({
  success: z.literal(true),
  /** Until when reviews may be written (null while the contract has not ended). */
  windowClosesAt: z.string().nullable(),
  canReview: z.boolean(),
  mine: publicReviewDto.extend({ published: z.boolean() }).nullable(),
  /** The other party's review: null until published. */
  theirs: publicReviewDto.nullable(),
});
export type ContractReviewsReply = z.infer<typeof contractReviewsReply>;

export const reviewReply = z.object({
  success: z.literal(true),
  message: z.string(),
  review: publicReviewDto.extend({ published: z.boolean() }),
});
