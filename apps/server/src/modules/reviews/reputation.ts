import { and, eq, or, sql } from 'drizzle-orm';
import { SUCCESS_RATE_MIN_CONTRACTS } from '@kt/shared';
import type { Tx } from '../../db/client.ts';
import type { Executor } from '../../db/executor.ts';
import { contracts, milestones, profiles, reputations, reviews } from '../../db/schema.ts';

/** The success-rate window: contracts ended in the last 12 months (docs/reputation.md). */
export const SUCCESS_WINDOW_MS = 365 * 24 * 3600 * 1000;

/**
 * One ended contract counts as a success when no money was refunded on it and the review the person
 * received on it is 4 stars or more, or there is none (a silent party is nobody's fault).
 */
export function isSuccessful(c: { refunded: number; ratingReceived: number | null }) {
  return c.refunded === 0 && (c.ratingReceived === null || c.ratingReceived >= 4);
}

/** Successful over ended, in whole percent; null below SUCCESS_RATE_MIN_CONTRACTS ended. */
export function successRate(ended: number, successful: number): number | null {
  if (ended < SUCCESS_RATE_MIN_CONTRACTS) return null;
  return Math.round((100 * successful) / ended);
}

/** Mean of ratings to one decimal; 0 with none. */
export function meanRating(ratings: number[]) {
  if (ratings.length === 0) return 0;
  return Math.round((10 * ratings.reduce((a, b) => a + b, 0)) / ratings.length) / 10;
}

/**
 * Recomputes a user's reputation from the reviews and contracts (never incremented, so running it
 * twice or concurrently gives the same figures) and copies it to their profile, if they have one.
 */
export async function recomputeReputation(tx: Tx, userId: string, now = new Date()) {
  const received = await tx
    .select({ rating: reviews.rating, contractId: reviews.contractId })
    .from(reviews)
    .where(and(eq(reviews.subjectId, userId), sql`${reviews.publishedAt} is not null`));
  const rating = meanRating(received.map((r) => r.rating));
  const byContract = new Map(received.map((r) => [r.contractId, r.rating]));

  const party = or(eq(contracts.clientId, userId), eq(contracts.freelancerId, userId));
  const ended = await tx
    .select({
      id: contracts.id,
      endedAt: contracts.endedAt,
      refunded: sql<number>`coalesce(sum(${milestones.refundedAmount}), 0)::int`,
      released: sql<number>`coalesce(sum(${milestones.releasedAmount}), 0)::int`,
    })
    .from(contracts)
    .leftJoin(milestones, eq(milestones.contractId, contracts.id))
    .where(and(party, eq(contracts.status, 'completed')))
    .groupBy(contracts.id);
  const completedJobs = ended.filter((c) => Number(c.released) > 0).length;
  const recent = ended.filter((c) => c.endedAt && c.endedAt.getTime() >= now.getTime() - SUCCESS_WINDOW_MS);
  const successful = recent.filter((c) =>
    isSuccessful({ refunded: Number(c.refunded), ratingReceived: byContract.get(c.id) ?? null }),
  ).length;
  const figures = {
    rating,
    reviewsCount: received.length,
    completedJobs,
    endedContracts: recent.length,
    successfulContracts: successful,
    successRate: successRate(recent.length, successful),
    updatedAt: now,
  };
  await tx
    .insert(reputations)
    .values({ userId, ...figures })
    .onConflictDoUpdate({ target: reputations.userId, set: figures });
  await tx
    .update(profiles)
    .set({
      rating: figures.rating,
      reviewsCount: figures.reviewsCount,
      completedJobs: figures.completedJobs,
      successRate: figures.successRate ?? 0,
    })
    .where(eq(profiles.userId, userId));
  return figures;
}

export async function reputationOf(db: Executor, userId: string) {
  const [row] = await db.select().from(reputations).where(eq(reputations.userId, userId));
  return {
    rating: row?.rating ?? 0,
    reviewsCount: row?.reviewsCount ?? 0,
    completedJobs: row?.completedJobs ?? 0,
    endedContracts: row?.endedContracts ?? 0,
    successfulContracts: row?.successfulContracts ?? 0,
    successRate: row?.successRate ?? null,
  };
}
