import { Star } from 'lucide-react';
import { formatNumber } from '@/lib/i18n/format.ts';
import { m } from '@/paraglide/messages.js';
import { useUserReviews } from '../api/client-reviews.ts';
import { MetaItem } from './job-meta.tsx';

/** A person's real rating, '4.7 (3)', or 'No reviews yet' (never a made-up figure). */
export function PersonRating({ userId }: { userId: string }) {
  const q = useUserReviews(userId);
  const rep = q.data?.reputation;
  if (!rep) return null;
  if (rep.reviewsCount === 0) return <span className="text-muted-foreground">{m.jobs_no_reviews()}</span>;
  return (
    <MetaItem icon={Star} iconClassName="fill-accent text-accent">
      <span className="sr-only">{m.jobs_rating()}</span>
      {formatNumber(rep.rating, { minimumFractionDigits: 1, maximumFractionDigits: 1 })}{' '}
      <span className="text-muted-foreground">({m.jobs_review_count({ count: rep.reviewsCount })})</span>
    </MetaItem>
  );
}
