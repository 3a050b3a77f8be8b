import type { PublicReviewDto } from '@kt/shared';
import { Avatar } from '@/components/ui/avatar.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Card } from '@/components/ui/card.tsx';
import { useUserReviews } from '../api/get-user-reviews.ts';
import { SAMPLE_REVIEWS } from '../samples.ts';
import { OwnerPreview } from './owner-preview.tsx';
import { StarRating } from './star-rating.tsx';

type Shown = Pick<PublicReviewDto, '_id' | 'rating' | 'comment' | 'reply'> & {
  name: string;
  avatar: string | null;
  title: string;
  date: string;
};

const fromApi = (r: PublicReviewDto): Shown => ({
  _id: r._id,
  name: r.reviewer.name,
  avatar: r.reviewer.avatar,
  rating: r.rating,
  comment: r.comment,
  title: r.contractTitle,
  date: new Date(r.date).toLocaleDateString(),
  reply: r.reply,
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

function ReviewList({ reviews }: { reviews: Shown[] }) {
  return (
    <ul className="flex flex-col gap-4" aria-label="Reviews">
      {reviews.map((r) => (
        <li key={r._id}>
          <Card className="p-4">
            <div className="flex items-start gap-3">
              <Avatar src={r.avatar} name={r.name} />
              <div className="min-w-0 flex-1">
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <p className="font-semibold">{r.name}</p>
                  <span className="text-xs text-muted-foreground">{r.date}</span>
                </div>
                <StarRating rating={r.rating} />
                <p className="mt-1 text-sm font-medium">{r.title}</p>
                <p className="mt-1 break-words text-sm text-muted-foreground">{r.comment}</p>
                {r.reply && (
                  <p className="mt-2 break-words border-l-2 border-primary/40 pl-3 text-sm">
                    <span className="font-medium">Reply: </span>
                    {r.reply}
                  </p>
                )}
              </div>
            </div>
          </Card>
        </li>
      ))}
    </ul>
  );
}

/** The published reviews a person received; samples only for the owner, as a preview. */
export function ReviewsTab({ userId, isOwner }: { userId: string; isOwner: boolean }) {
  const q = useUserReviews(userId);
  if (q.isPending) return <p className="text-sm text-muted-foreground">Loading reviews…</p>;
  if (q.isError)
    return (
      <p role="alert" className="text-sm text-destructive">
        Could not load reviews.{' '}
        <button type="button" className="underline" onClick={() => void q.refetch()}>
          Try again
        </button>
      </p>
    );
  const reviews = q.data.pages.flatMap((p) => p.reviews).map(fromApi);
  if (reviews.length === 0)
    return (
      <OwnerPreview isOwner={isOwner} empty="No reviews yet">
        <ReviewList reviews={SAMPLES} />
      </OwnerPreview>
    );
  return (
    <div className="flex flex-col gap-4">
      <ReviewList reviews={reviews} />
      {q.hasNextPage && (
        <Button variant="outline" onClick={() => void q.fetchNextPage()} disabled={q.isFetchingNextPage}>
          {q.isFetchingNextPage ? 'Loading…' : 'More reviews'}
        </Button>
      )}
    </div>
  );
}
