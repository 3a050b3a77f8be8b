import { z } from './zod.ts';
import { USER_ROLES } from './constants.ts';
import { publicReviewDto } from './reviews.ts';

/**
 * A person's public page (issue 21, `GET /api/users/{id}`): what anyone may read about a client
 * (or a freelancer, whose full profile is `/api/profile/{id}`). Never the e-mail address.
 */
export const userPageDto = z.object({
  _id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  role: z.enum(USER_ROLES),
  profileImage: z.string().nullable(),
  location: z.string().nullable(),
  /** When they joined (ISO date): "Member since". */
  createdAt: z.string(),
  /** Jobs they posted, whatever their status. */
  jobsPosted: z.number(),
  /** Freelancers they hired: contracts that were accepted (active or completed). */
  hires: z.number(),
  /** Mean of the published ratings they received, one decimal; 0 with none. */
  rating: z.number(),
  reviewsCount: z.number(),
  /** The newest published reviews they received. */
  reviews: z.array(publicReviewDto),
});
export type UserPageDto = z.infer<typeof userPageDto>;

export const userPageReply = z.object({ success: z.literal(true), user: userPageDto });
export type UserPageReply = z.infer<typeof userPageReply>;
