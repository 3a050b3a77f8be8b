import { Star } from 'lucide-react';
import { useUserReviews } from '../api/client-reviews.ts';

/** The reviews freelancers published about this client (the job page's Reviews tab). */
export function ClientReviewsList({ userId }: { userId: string }) {
  const q = useUserReviews(userId);
  if (q.isPending) return <p className="py-6 text-center text-muted-foreground">Loading reviews…</p>;
  if (q.isError)
    return (
      <p role="alert" className="py-6 text-center text-destructive">
        Could not load reviews.
      </p>
    );
  if (q.data.reviews.length === 0)
    return (
      <p className="rounded-lg border border-dashed py-10 text-center text-muted-foreground">
        No reviews yet
      </p>
    );
  return (
    <ul className="flex flex-col gap-3" aria-label="Reviews">
      {q.data.reviews.map((r) => (
        <li key={r._id} className="rounded-lg border p-4 text-sm">
          <p className="flex flex-wrap items-center justify-between gap-2">
            <span className="font-semibold">{r.reviewer.name}</span>
            <span className="text-xs text-muted-foreground">{new Date(r.date).toLocaleDateString()}</span>
          </p>
          <p className="inline-flex items-center gap-1">
            <Star className="h-4 w-4 fill-accent text-accent" aria-hidden="true" />
            <span className="sr-only">Rating</span>
            {r.rating} / 5 · {r.contractTitle}
          </p>
          <p className="mt-1 break-words text-muted-foreground">{r.comment}</p>
        </li>
      ))}
    </ul>
  );
}
