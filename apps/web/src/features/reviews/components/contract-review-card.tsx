import { useState } from 'react';
import { Star } from 'lucide-react';
import { REVIEW_LIMITS, type PublicReviewDto } from '@kt/shared';
import { Button } from '@/components/ui/button.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card.tsx';
import { Label, Textarea } from '@/components/ui/input.tsx';
import { errorMessage } from '@/lib/api.ts';
import { formatDate, formatNumber } from '@/lib/i18n/format.ts';
import { getLocale } from '@/paraglide/runtime.js';
import { useContractReviews, useSubmitReview } from '../api/contract-reviews.ts';
import { m } from '@/paraglide/messages.js';

/** A count as English showed it ("2000"), grouped the Urdu way in Urdu. */
const countText = (n: number): string => (getLocale() === 'ur' ? formatNumber(n) : String(n));

function Stars({ rating }: { rating: number }) {
  return (
    <span
      role="img"
      aria-label={m.reviews_stars_label({ rating: formatNumber(rating) })}
      className="inline-flex gap-0.5"
    >
      {[1, 2, 3, 4, 5].map((i) => (
        <Star
          key={i}
          aria-hidden="true"
          className={i <= rating ? 'h-4 w-4 fill-accent text-accent' : 'h-4 w-4 text-muted-foreground/40'}
        />
      ))}
    </span>
  );
}

function ReviewView({ title, review, note }: { title: string; review: PublicReviewDto; note?: string }) {
  return (
    <section className="flex flex-col gap-1 rounded-md border p-3 text-sm" aria-label={title}>
      <p className="font-medium">{title}</p>
      <Stars rating={review.rating} />
      <p className="break-words" data-user-content>
        {review.comment}
      </p>
      {note && <p className="text-xs text-muted-foreground">{note}</p>}
      {review.reply && (
        <p className="border-s-2 ps-2 text-muted-foreground">
          {m.profiles_reply()}
          <span data-user-content>{review.reply}</span>
        </p>
      )}
    </section>
  );
}

/**
 * The contract page's review section (issue 17): "Leave a review" once the contract has ended, the
 * viewer's own review, and the other party's once both are published (double-blind).
 */
export function ContractReviewCard({ contractId }: { contractId: string }) {
  const q = useContractReviews(contractId);
  const submit = useSubmitReview(contractId);
  const [rating, setRating] = useState(0);
  const [comment, setComment] = useState('');
  if (q.isPending) return null;
  if (q.isError)
    return (
      <p role="alert" className="text-sm text-destructive">
        {m.profiles_reviews_failed()}
      </p>
    );
  const { mine, theirs, canReview, windowClosesAt } = q.data;
  if (!windowClosesAt) return null;
  const closes = formatDate(windowClosesAt);
  const tooShort = comment.trim().length < REVIEW_LIMITS.commentMin;
  return (
    <Card>
      <CardHeader>
        <CardTitle>{m.profiles_reviews()}</CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-3">
        {canReview && (
          <form
            className="flex flex-col gap-3"
            aria-label={m.reviews_leave()}
            onSubmit={(e) => {
              e.preventDefault();
              if (rating >= 1 && !tooShort) submit.mutate({ rating, comment: comment.trim() });
            }}
          >
            <p className="text-sm font-medium">{m.reviews_leave()}</p>
            <fieldset className="flex flex-wrap gap-3">
              <legend className="mb-1 text-sm">{m.profiles_rating()}</legend>
              {[1, 2, 3, 4, 5].map((n) => (
                <label key={n} className="inline-flex items-center gap-1 text-sm">
                  <input
                    type="radio"
                    name="rating"
                    value={n}
                    checked={rating === n}
                    onChange={() => setRating(n)}
                  />
                  {m.reviews_stars({ count: n, shown: formatNumber(n) })}
                </label>
              ))}
            </fieldset>
            <div className="flex flex-col gap-1.5">
              <Label htmlFor={`review-comment-${contractId}`}>{m.reviews_comment()}</Label>
              <Textarea
                id={`review-comment-${contractId}`}
                data-user-content
                value={comment}
                maxLength={REVIEW_LIMITS.commentMax}
                onChange={(e) => setComment(e.target.value)}
              />
              <p className="text-xs text-muted-foreground">
                {m.reviews_comment_hint({
                  min: countText(REVIEW_LIMITS.commentMin),
                  max: countText(REVIEW_LIMITS.commentMax),
                  date: closes,
                })}
              </p>
            </div>
            {submit.isError && (
              <p role="alert" className="text-sm text-destructive">
                {errorMessage(submit.error, m.reviews_submit_failed())}
              </p>
            )}
            <Button
              type="submit"
              disabled={submit.isPending || rating < 1 || tooShort}
              className="self-start"
            >
              {submit.isPending ? m.reviews_submitting() : m.reviews_submit_review()}
            </Button>
          </form>
        )}
        {mine && (
          <ReviewView
            title={m.reviews_your_review()}
            review={mine}
            note={mine.published ? m.reviews_published() : m.reviews_hidden_until({ date: closes })}
          />
        )}
        {theirs ? (
          <ReviewView title={m.reviews_theirs()} review={theirs} />
        ) : (
          <p className="text-sm text-muted-foreground">
            {mine ? m.reviews_other_not_published() : !canReview ? m.reviews_window_closed() : ''}
          </p>
        )}
      </CardContent>
    </Card>
  );
}
