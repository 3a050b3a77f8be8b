import { and, desc, eq, isNotNull, lt, or, sql } from 'drizzle-orm';
import type { PublicReviewDto } from '@kt/shared';
import type { Executor } from '../../db/executor.ts';
import { contracts, profiles, reviews, users } from '../../db/schema.ts';
import { badRequest, notFound } from '../../lib/errors.ts';
import { can, type Actor } from '../../policies/policies.ts';
import { reputationOf } from './reputation.ts';
import { windowClosesAt } from './service.ts';

function selectReviews(db: Executor) {
  return db
    .select({
      review: reviews,
      firstName: users.firstName,
      lastName: users.lastName,
      avatar: sql<string | null>`coalesce(${profiles.profileImageThumb}, ${users.profileImage})`,
      contractTitle: contracts.title,
    })
    .from(reviews)
    .innerJoin(users, eq(users.id, reviews.authorId))
    .innerJoin(contracts, eq(contracts.id, reviews.contractId))
    .leftJoin(profiles, eq(profiles.userId, reviews.authorId));
}

type Row = Awaited<ReturnType<ReturnType<typeof selectReviews>['execute']>>[number];

function toDto(r: Row): PublicReviewDto & { published: boolean } {
  return {
    _id: r.review.id,
    contractId: r.review.contractId,
    reviewer: { _id: r.review.authorId, name: `${r.firstName} ${r.lastName}`, avatar: r.avatar },
    authorRole: r.review.authorRole as 'client' | 'freelancer',
    rating: r.review.rating,
    comment: r.review.comment,
    contractTitle: r.contractTitle,
    date: (r.review.publishedAt ?? r.review.createdAt).toISOString(),
    reply: r.review.reply,
    repliedAt: r.review.repliedAt?.toISOString() ?? null,
    published: r.review.publishedAt !== null,
  };
}

const publicOnly = ({ published: _p, ...dto }: PublicReviewDto & { published: boolean }) => dto;

/** The cursor is the last review's publication time and id, so pages never skip or repeat one. */
function decodeCursor(cursor: string) {
  const [time, id] = Buffer.from(cursor, 'base64url').toString().split('|');
  const at = new Date(Number(time));
  if (!id || !/^[0-9a-f-]{36}$/.test(id) || Number.isNaN(at.getTime())) throw badRequest('Invalid cursor');
  return { at, id };
}
const encodeCursor = (at: Date, id: string) => Buffer.from(`${at.getTime()}|${id}`).toString('base64url');

/** Published reviews a user received, newest first, and their reputation. Public. */
export async function listUserReviews(
  db: Executor,
  userId: string,
  query: { cursor?: string; limit: number },
) {
  const [user] = await db.select({ id: users.id }).from(users).where(eq(users.id, userId));
  if (!user) throw notFound('User not found');
  const after = query.cursor ? decodeCursor(query.cursor) : null;
  const rows = await selectReviews(db)
    .where(
      and(
        eq(reviews.subjectId, userId),
        isNotNull(reviews.publishedAt),
        after
          ? or(
              lt(reviews.publishedAt, after.at),
              and(eq(reviews.publishedAt, after.at), lt(reviews.id, after.id)),
            )
          : undefined,
      ),
    )
    .orderBy(desc(reviews.publishedAt), desc(reviews.id))
    .limit(query.limit + 1);
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  return {
    reviews: page.map((r) => publicOnly(toDto(r))),
    nextCursor:
      rows.length > query.limit && last ? encodeCursor(last.review.publishedAt!, last.review.id) : null,
    reputation: await reputationOf(db, userId),
  };
}

/** A contract's reviews for one of its parties: their own always, the other's once published. */
export async function contractReviews(db: Executor, actor: Actor, contractId: string, windowMs: number) {
  const [c] = await db.select().from(contracts).where(eq(contracts.id, contractId));
  if (!c || !can('contract:read', actor, c)) throw notFound('Contract not found');
  const rows = await selectReviews(db).where(eq(reviews.contractId, c.id));
  const mine = rows.find((r) => r.review.authorId === actor.id);
  const theirs = rows.find((r) => r.review.authorId !== actor.id && r.review.publishedAt !== null);
  const closes = windowClosesAt(c, windowMs);
  const isParty = actor.id === c.clientId || actor.id === c.freelancerId;
  return {
    windowClosesAt: closes?.toISOString() ?? null,
    canReview:
      isParty && c.status === 'completed' && !mine && closes !== null && closes.getTime() > Date.now(),
    mine: mine ? toDto(mine) : null,
    theirs: theirs ? publicOnly(toDto(theirs)) : null,
  };
}

export async function reviewById(db: Executor, reviewId: string) {
  const [row] = await selectReviews(db).where(eq(reviews.id, reviewId));
  if (!row) throw notFound('Review not found');
  return toDto(row);
}
