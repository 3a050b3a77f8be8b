import { useId, useState } from 'react';
import { REVIEW_LIMITS, type PublicReviewDto } from '@kt/shared';
import { Button } from '@/components/ui/button.tsx';
import { Label, Textarea } from '@/components/ui/input.tsx';
import { errorMessage } from '@/lib/api.ts';
import { notifySuccess } from '@/lib/notify.ts';
import { useReplyToReview } from '../api/reply-to-review.ts';

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
        Reply
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
      aria-label="Reply to this review"
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
      <Label htmlFor={fieldId}>Your reply</Label>
      <Textarea
        id={fieldId}
        value={text}
        maxLength={REVIEW_LIMITS.replyMax}
        aria-describedby={hintId}
        disabled={send.isPending}
        onChange={(e) => setText(e.target.value)}
      />
      <p id={hintId} className="text-xs text-muted-foreground">
        {text.length}/{REVIEW_LIMITS.replyMax} characters. Your reply is public and cannot be changed.
      </p>
      {send.isError && (
        <p role="alert" className="text-sm text-destructive">
          {errorMessage(send.error, 'Failed to post your reply')}
        </p>
      )}
      <div className="flex gap-2">
        <Button type="submit" size="sm" disabled={send.isPending || !trimmed}>
          {send.isPending ? 'Submitting...' : 'Submit'}
        </Button>
        <Button type="button" size="sm" variant="ghost" disabled={send.isPending} onClick={cancel}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
