import { useId, useState } from 'react';
import { REVIEW_LIMITS, type PublicReviewDto } from '@kt/shared';
import { Button } from '@/components/ui/button.tsx';
import { Label, Textarea } from '@/components/ui/input.tsx';
import { errorMessage } from '@/lib/api.ts';
import { notifySuccess } from '@/lib/notify.ts';
import { formatNumber } from '@/lib/i18n/format.ts';
import { getLocale } from '@/paraglide/runtime.js';
import { useReplyToReview } from '../api/reply-to-review.ts';
import { m } from '@/paraglide/messages.js';

/** A count as English showed it ("2000"), grouped the Urdu way in Urdu. */
const countText = (n: number): string => (getLocale() === 'ur' ? formatNumber(n) : String(n));

/**
 * The reviewed person's "Reply" to one published review (issue 17): a button that opens a small
 * form; on success a toast, and `onReplied` gets the review with its reply so the list shows it.
 * The server's message is shown on failure, and the text stays for another try.
 */
export function ReviewReplyForm({
  reviewId,
  onReplied,
}: {
  reviewId: string;
  onReplied: (review: PublicReviewDto) => void;
}) {
  const [open, setOpen] = useState(false);
  const [text, setText] = useState('');
  const send = useReplyToReview(reviewId);
  const fieldId = useId();
  const hintId = `${fieldId}-hint`;

  if (!open)
    return (
      <Button variant="outline" size="sm" className="mt-2 self-start" onClick={() => setOpen(true)}>
        {m.reviews_reply()}
      </Button>
    );

  const trimmed = text.trim();
  const cancel = () => {
    setOpen(false);
    setText('');
    send.reset();
  };
  return (
    <form
      className="mt-2 flex flex-col gap-2"
      aria-label={m.reviews_reply_form()}
      onSubmit={(e) => {
        e.preventDefault();
        if (!trimmed || send.isPending) return;
        send.mutate(trimmed, {
          onSuccess: (res) => {
            notifySuccess(res.message);
            onReplied(res.review);
          },
        });
      }}
    >
      <Label htmlFor={fieldId}>{m.reviews_your_reply()}</Label>
      <Textarea
        id={fieldId}
        data-user-content
        value={text}
        maxLength={REVIEW_LIMITS.replyMax}
        aria-describedby={hintId}
        disabled={send.isPending}
        onChange={(e) => setText(e.target.value)}
      />
      <p id={hintId} className="text-xs text-muted-foreground">
        {m.reviews_reply_hint({ length: countText(text.length), max: countText(REVIEW_LIMITS.replyMax) })}
      </p>
      {send.isError && (
        <p role="alert" className="text-sm text-destructive">
          {errorMessage(send.error, m.reviews_reply_failed())}
        </p>
      )}
      <div className="flex gap-2">
        <Button type="submit" size="sm" disabled={send.isPending || !trimmed}>
          {send.isPending ? m.reviews_submitting() : m.reviews_submit()}
        </Button>
        <Button type="button" size="sm" variant="ghost" disabled={send.isPending} onClick={cancel}>
          {m.common_cancel()}
        </Button>
      </div>
    </form>
  );
}
