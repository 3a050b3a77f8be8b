import { useId, useState, type FormEvent } from 'react';
import { m } from '@/paraglide/messages.js';
import { Send } from 'lucide-react';
import { Button } from '@/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card.tsx';
import { Input, Label, Textarea } from '@/components/ui/input.tsx';
import { serverMessage } from '@/lib/api.ts';
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

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    if (submit.isPending) return;
    if (!user) return notifyError(m.jobs_login_to_propose());
    if (user._id === ownerId) return notifyError(m.jobs_cannot_apply_own());
    if (!coverLetter.trim() || !deliveryTime.trim()) return notifyError(m.jobs_fill_required());
    try {
      await submit.mutateAsync({ jobId, coverLetter: coverLetter.trim(), deliveryTime: deliveryTime.trim() });
      notifySuccess(m.jobs_proposal_submitted());
      setCoverLetter('');
      setDeliveryTime('');
    } catch (err) {
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
          <Button type="submit" disabled={submit.isPending} className="self-start">
            <Send className="rtl:-scale-x-100 h-4 w-4" aria-hidden="true" />
            {submit.isPending ? m.jobs_submitting() : m.jobs_submit_proposal()}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
