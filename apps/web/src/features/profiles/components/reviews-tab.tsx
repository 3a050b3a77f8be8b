import type { ReactNode } from 'react';
import { useQueryClient, type InfiniteData } from '@tanstack/react-query';
import type { PublicReviewDto, UserReviewsReply } from '@kt/shared';
import { Avatar } from '@/components/ui/avatar.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Card } from '@/components/ui/card.tsx';
import { userReviewsKey, useUserReviews } from '../api/get-user-reviews.ts';
import { SAMPLE_REVIEWS } from '../samples.ts';
import { OwnerPreview } from './owner-preview.tsx';
import { StarRating } from './star-rating.tsx';
import { reviewDate } from '../format.ts';
import { m } from '@/paraglide/messages.js';

/**
 * What another feature shows under a published review its owner has not answered yet (the app
 * layer passes the reviews feature's reply form); `onReplied` takes the review with its reply.
 */
export type ReplySlot = (review: PublicReviewDto, onReplied: (review: PublicReviewDto) => void) => ReactNode;

type Shown = Pick<PublicReviewDto, '_id' | 'rating' | 'comment' | 'reply'> & {
  name: string;
  avatar: string | null;
  title: string;
  date: string;
  /** The review as the API sent it; none for the samples. */
  source?: PublicReviewDto;
};

const fromApi = (r: PublicReviewDto): Shown => ({
  _id: r._id,
  name: r.reviewer.name,
  avatar: r.reviewer.avatar,
  rating: r.rating,
  comment: r.comment,
  title: r.contractTitle,
  date: reviewDate(r.date),
  reply: r.reply,
  source: r,
});

const SAMPLES: Shown[] = SAMPLE_REVIEWS.map((r) => ({
  _id: r._id,
  name: r.clientName,
  avatar: r.clientAvatar,
  rating: r.rating,
  comment: r.comment,
  title: r.projectTitle,
  date: r.date,
  reply: null,
}));

function ReviewList({
  reviews,
  replyTo,
}: {
  reviews: Shown[];
  /** The reply form under each review without a reply (the owner's own reviews only). */
  replyTo?: ((review: PublicReviewDto) => ReactNode) | undefined;
}) {
  return (
    <ul className="flex flex-col gap-4" aria-label={m.profiles_reviews()}>
      {reviews.map((r) => (
        <li key={r._id}>
          <Card className="p-4">
            <div className="flex items-start gap-3">
              <div data-user-content className="shrink-0">
                <Avatar src={r.avatar} name={r.name} />
              </div>
              <div className="min-w-0 flex-1">
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <p className="font-semibold" data-user-content>
                    {r.name}
                  </p>
                  <span className="text-xs text-muted-foreground">{r.date}</span>
                </div>
                <StarRating rating={r.rating} />
                <div data-user-content>
                  <p className="mt-1 text-sm font-medium">{r.title}</p>
                  <p className="mt-1 break-words text-sm text-muted-foreground">{r.comment}</p>
                </div>
                {r.reply && (
                  <p className="mt-2 break-words border-s-2 border-primary/40 ps-3 text-sm">
                    <span className="font-medium">{m.profiles_reply()}</span>
                    <span data-user-content>{r.reply}</span>
                  </p>
                )}
                {!r.reply && r.source && replyTo?.(r.source)}
              </div>
            </div>
          </Card>
        </li>
      ))}
    </ul>
  );
}

/** The published reviews a person received; samples only for the owner, as a preview. */
export function ReviewsTab({
  userId,
  isOwner,
  replySlot,
}: {
  userId: string;
  isOwner: boolean;
  replySlot?: ReplySlot | undefined;
}) {
  const q = useUserReviews(userId);
  const client = useQueryClient();
  /** Shows the reply at once in the cached pages, then reloads them from the server. */
  const onReplied = (replied: PublicReviewDto) => {
    client.setQueryData<InfiniteData<UserReviewsReply>>(userReviewsKey(userId), (data) =>
      data
        ? {
            ...data,
            pages: data.pages.map((p) => ({
              ...p,
              reviews: p.reviews.map((r) =>
                r._id === replied._id ? { ...r, reply: replied.reply, repliedAt: replied.repliedAt } : r,
              ),
            })),
          }
        : data,
    );
    void client.invalidateQueries({ queryKey: userReviewsKey(userId) });
  };
  const replyTo =
    isOwner && replySlot ? (review: PublicReviewDto) => replySlot(review, onReplied) : undefined;
  if (q.isPending) return <p className="text-sm text-muted-foreground">{m.profiles_loading_reviews()}</p>;
  if (q.isError)
    return (
      <p role="alert" className="text-sm text-destructive">
        {m.profiles_reviews_failed()}{' '}
        <button type="button" className="underline" onClick={() => void q.refetch()}>
          {m.common_try_again()}
        </button>
      </p>
    );
  const reviews = q.data.pages.flatMap((p) => p.reviews).map(fromApi);
  if (reviews.length === 0)
    return (
      <OwnerPreview isOwner={isOwner} empty={m.profiles_no_reviews_yet()}>
        <ReviewList reviews={SAMPLES} />
      </OwnerPreview>
    );
  return (
    <div className="flex flex-col gap-4">
      <ReviewList reviews={reviews} replyTo={replyTo} />
      {q.hasNextPage && (
        <Button variant="outline" onClick={() => void q.fetchNextPage()} disabled={q.isFetchingNextPage}>
          {q.isFetchingNextPage ? m.profiles_loading() : m.profiles_more_reviews()}
        </Button>
      )}
    </div>
  );
}
