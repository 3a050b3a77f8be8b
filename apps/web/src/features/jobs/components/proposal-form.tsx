import { useId, useState, type FormEvent } from 'react';
import { m } from '@/paraglide/messages.js';
import { Send } from 'lucide-react';
import { Button } from '@/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card.tsx';
import { Input, Label, Textarea } from '@/components/ui/input.tsx';
import { ApiError, serverMessage } from '@/lib/api.ts';
import { newClientId } from '@/lib/outbox/client-id.ts';
import { OFFLINE_TEXTS } from '@/lib/outbox/texts.ts';
import { removeEntry } from '@/lib/outbox/store.ts';
import { enqueue, useOutbox } from '@/lib/outbox/use-outbox.ts';
import { notifyError, notifySuccess } from '@/lib/notify.ts';
import { useSession } from '@/lib/session.tsx';
import { useSubmitProposal } from '../api/submit-proposal.ts';

/** Submit a Proposal: cover letter and delivery time, with the notices of spec section 8. */
export function ProposalForm({ jobId, ownerId }: { jobId: string; ownerId: string }) {
  const id = useId();
  const { user } = useSession();
  const [coverLetter, setCoverLetter] = useState('');
  const [deliveryTime, setDeliveryTime] = useState('');
  const submit = useSubmitProposal(jobId);
  const queued = useOutbox(user?._id).find((e) => e.kind === 'proposal' && e.jobId === jobId);

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    if (submit.isPending) return;
    if (!user) return notifyError(m.jobs_login_to_propose());
    if (user._id === ownerId) return notifyError(m.jobs_cannot_apply_own());
    if (!coverLetter.trim() || !deliveryTime.trim()) return notifyError(m.jobs_fill_required());
    const input = { jobId, coverLetter: coverLetter.trim(), deliveryTime: deliveryTime.trim() };
    const key = newClientId();
    const clear = () => {
      setCoverLetter('');
      setDeliveryTime('');
    };
    // Offline, or the link lost on the way: the outbox sends it later under the same key.
    const queue = async () => {
      await enqueue(user._id, { kind: 'proposal', ...input }, key);
      clear();
    };
    if (!navigator.onLine) return void (await queue());
    try {
      await submit.mutateAsync({ input, key });
      notifySuccess(OFFLINE_TEXTS.proposalSent);
      clear();
    } catch (err) {
      if (err instanceof ApiError && err.isNetwork) return void (await queue());
      notifyError(serverMessage(err) ?? m.jobs_proposal_failed());
    }
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle>{m.jobs_submit_proposal_title()}</CardTitle>
        <CardDescription>{m.jobs_submit_proposal_text()}</CardDescription>
      </CardHeader>
      <CardContent>
        {queued && (
          <p role="status" className="mb-4 rounded-md bg-amber-100 px-3 py-2 text-sm text-amber-900">
            {queued.error ? `${OFFLINE_TEXTS.refused}: ${queued.error} ` : OFFLINE_TEXTS.proposalQueued}
            {queued.error && (
              <button type="button" className="underline" onClick={() => void removeEntry(queued.id)}>
                {OFFLINE_TEXTS.discard}
              </button>
            )}
          </p>
        )}
        <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
          <div className="flex flex-col gap-1.5">
            <Label htmlFor={`${id}-cover`}>{m.jobs_cover_letter()}</Label>
            <Textarea
              id={`${id}-cover`}
              rows={6}
              required
              placeholder={m.jobs_cover_letter_placeholder()}
              value={coverLetter}
              onChange={(e) => setCoverLetter(e.target.value)}
            />
          </div>
          <div className="flex flex-col gap-1.5">
            <Label htmlFor={`${id}-delivery`}>{m.jobs_delivery_time()}</Label>
            <Input
              id={`${id}-delivery`}
              required
              placeholder={m.jobs_delivery_placeholder()}
              value={deliveryTime}
              onChange={(e) => setDeliveryTime(e.target.value)}
            />
          </div>
          <Button
            type="submit"
            disabled={submit.isPending || (!!queued && !queued.error)}
            className="self-start"
          >
            <Send className="rtl:-scale-x-100 h-4 w-4" aria-hidden="true" />
            {submit.isPending ? m.jobs_submitting() : m.jobs_submit_proposal()}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
