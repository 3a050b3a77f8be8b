import { Star } from 'lucide-react';
import { useUserReviews } from '../api/client-reviews.ts';
import { MetaItem } from './job-meta.tsx';

/** A person's real rating, '4.7 (3)', or 'No reviews yet' (never a made-up figure). */
export function PersonRating({ userId }: { userId: string }) {
  const q = useUserReviews(userId);
  const rep = q.data?.reputation;
  if (!rep) return null;
  if (rep.reviewsCount === 0) return <span className="text-muted-foreground">No reviews yet</span>;
  return (
    <MetaItem icon={Star} iconClassName="fill-accent text-accent">
      <span className="sr-only">Rating</span>
      {rep.rating.toFixed(1)}{' '}
      <span className="text-muted-foreground">
        ({rep.reviewsCount} {rep.reviewsCount === 1 ? 'review' : 'reviews'})
      </span>
    </MetaItem>
  );
}
