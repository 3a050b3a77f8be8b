import { and, count, eq, inArray } from 'drizzle-orm';
import type { UserPageDto } from '@kt/shared';
import type { Executor } from '../../db/executor.ts';
import { contracts, jobs, users } from '../../db/schema.ts';
import { notFound } from '../../lib/errors.ts';
import { listUserReviews } from '../reviews/dto.ts';
import { HIRED_STATUSES } from './email-visibility.ts';

/** How many of the newest reviews the page shows; the rest are paged by /api/users/{id}/reviews. */
const PAGE_REVIEWS = 10;

/** A person's public page: never the e-mail; a deleted account is not found. */
export async function userPage(db: Executor, userId: string): Promise<UserPageDto> {
  const [user] = await db
    .select({
      id: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      role: users.role,
      profileImage: users.profileImage,
      location: users.location,
      createdAt: users.createdAt,
      deletedAt: users.deletedAt,
    })
    .from(users)
    .where(eq(users.id, userId));
  if (!user || user.deletedAt) throw notFound('User not found');
  const [[posted], [hired], page] = await Promise.all([
    db.select({ n: count() }).from(jobs).where(eq(jobs.userId, userId)),
    db
      .select({ n: count() })
      .from(contracts)
      .where(and(eq(contracts.clientId, userId), inArray(contracts.status, [...HIRED_STATUSES]))),
    listUserReviews(db, userId, { limit: PAGE_REVIEWS }),
  ]);
  return {
    _id: user.id,
    firstName: user.firstName,
    lastName: user.lastName,
    role: user.role,
    profileImage: user.profileImage,
    location: user.location,
    createdAt: user.createdAt.toISOString(),
    jobsPosted: Number(posted?.n ?? 0),
    hires: Number(hired?.n ?? 0),
    rating: page.reputation.rating,
    reviewsCount: page.reputation.reviewsCount,
    reviews: page.reviews,
  };
}
