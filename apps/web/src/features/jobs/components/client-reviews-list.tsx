import { Star } from 'lucide-react';
import { formatDate } from '@/lib/i18n/format.ts';
import { m } from '@/paraglide/messages.js';
import { useUserReviews } from '../api/client-reviews.ts';

/** The reviews freelancers published about this client (the job page's Reviews tab). */
export function ClientReviewsList({ userId }: { userId: string }) {
  const q = useUserReviews(userId);
  if (q.isPending)
    return <p className="py-6 text-center text-muted-foreground">{m.jobs_loading_reviews()}</p>;
  if (q.isError)
    return (
      <p role="alert" className="py-6 text-center text-destructive">
        {m.jobs_reviews_failed()}
      </p>
    );
  if (q.data.reviews.length === 0)
    return (
      <p className="rounded-lg border border-dashed py-10 text-center text-muted-foreground">
        {m.jobs_no_reviews()}
      </p>
    );
  return (
    <ul className="flex flex-col gap-3" aria-label={m.jobs_reviews()}>
      {q.data.reviews.map((r) => (
        <li key={r._id} className="rounded-lg border p-4 text-sm">
          <p className="flex flex-wrap items-center justify-between gap-2">
            <span className="font-semibold" data-user-content>
              {r.reviewer.name}
            </span>
            <span className="text-xs text-muted-foreground">{formatDate(r.date)}</span>
          </p>
          <p className="inline-flex items-center gap-1">
            <Star className="h-4 w-4 fill-accent text-accent" aria-hidden="true" />
            <span className="sr-only">{m.jobs_rating()}</span>
            {r.rating} / 5 · <span data-user-content>{r.contractTitle}</span>
          </p>
          <p className="mt-1 break-words text-muted-foreground" data-user-content>
            {r.comment}
          </p>
        </li>
      ))}
    </ul>
  );
}
