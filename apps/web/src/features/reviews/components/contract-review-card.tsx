import { useState } from 'react';
import { Star } from 'lucide-react';
import { REVIEW_LIMITS, type PublicReviewDto } from '@kt/shared';
import { Button } from '@/components/ui/button.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card.tsx';
import { Label, Textarea } from '@/components/ui/input.tsx';
import { errorMessage } from '@/lib/api.ts';
import { useContractReviews, useSubmitReview } from '../api/contract-reviews.ts';

function Stars({ rating }: { rating: number }) {
  return (
    <span role="img" aria-label={`${rating} out of 5 stars`} className="inline-flex gap-0.5">
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
      <p className="break-words">{review.comment}</p>
      {note && <p className="text-xs text-muted-foreground">{note}</p>}
      {review.reply && <p className="border-s-2 ps-2 text-muted-foreground">Reply: {review.reply}</p>}
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
        Could not load reviews.
      </p>
    );
  const { mine, theirs, canReview, windowClosesAt } = q.data;
  if (!windowClosesAt) return null;
  const closes = new Date(windowClosesAt).toLocaleDateString();
  const tooShort = comment.trim().length < REVIEW_LIMITS.commentMin;
  return (
    <Card>
      <CardHeader>
        <CardTitle>Reviews</CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-3">
        {canReview && (
          <form
            className="flex flex-col gap-3"
            aria-label="Leave a review"
            onSubmit={(e) => {
              e.preventDefault();
              if (rating >= 1 && !tooShort) submit.mutate({ rating, comment: comment.trim() });
            }}
          >
            <p className="text-sm font-medium">Leave a review</p>
            <fieldset className="flex flex-wrap gap-3">
              <legend className="mb-1 text-sm">Rating</legend>
              {[1, 2, 3, 4, 5].map((n) => (
                <label key={n} className="inline-flex items-center gap-1 text-sm">
                  <input
                    type="radio"
                    name="rating"
                    value={n}
                    checked={rating === n}
                    onChange={() => setRating(n)}
                  />
                  {n} {n === 1 ? 'star' : 'stars'}
                </label>
              ))}
            </fieldset>
            <div className="flex flex-col gap-1.5">
              <Label htmlFor={`review-comment-${contractId}`}>Comment</Label>
              <Textarea
                id={`review-comment-${contractId}`}
                value={comment}
                maxLength={REVIEW_LIMITS.commentMax}
                onChange={(e) => setComment(e.target.value)}
              />
              <p className="text-xs text-muted-foreground">
                {REVIEW_LIMITS.commentMin}–{REVIEW_LIMITS.commentMax} characters. Your review stays hidden
                until the other party reviews you or the window closes on {closes}.
              </p>
            </div>
            {submit.isError && (
              <p role="alert" className="text-sm text-destructive">
                {errorMessage(submit.error, 'Failed to submit your review')}
              </p>
            )}
            <Button
              type="submit"
              disabled={submit.isPending || rating < 1 || tooShort}
              className="self-start"
            >
              {submit.isPending ? 'Submitting...' : 'Submit review'}
            </Button>
          </form>
        )}
        {mine && (
          <ReviewView
            title="Your review"
            review={mine}
            note={mine.published ? 'Published' : `Hidden until the other party reviews you or ${closes}`}
          />
        )}
        {theirs ? (
          <ReviewView title="Their review of you" review={theirs} />
        ) : (
          <p className="text-sm text-muted-foreground">
            {mine
              ? 'The other review is not published yet.'
              : !canReview
                ? 'The review window has closed.'
                : ''}
          </p>
        )}
      </CardContent>
    </Card>
  );
}
