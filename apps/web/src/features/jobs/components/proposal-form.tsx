import { useId, useState, type FormEvent } from 'react';
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
    if (!user) return notifyError('Please log in to submit a proposal');
    if (user._id === ownerId) return notifyError('You cannot apply to your own job');
    if (!coverLetter.trim() || !deliveryTime.trim()) return notifyError('Please fill in all required fields');
    try {
      await submit.mutateAsync({ jobId, coverLetter: coverLetter.trim(), deliveryTime: deliveryTime.trim() });
      notifySuccess('Your proposal has been submitted successfully!');
      setCoverLetter('');
      setDeliveryTime('');
    } catch (err) {
      notifyError(serverMessage(err) ?? 'Failed to submit proposal. Please try again.');
    }
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle>Submit a Proposal</CardTitle>
        <CardDescription>Tell the client why you are the right person for this job.</CardDescription>
      </CardHeader>
      <CardContent>
        <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
          <div className="flex flex-col gap-1.5">
            <Label htmlFor={`${id}-cover`}>Cover Letter</Label>
            <Textarea
              id={`${id}-cover`}
              rows={6}
              required
              placeholder="Describe your relevant experience and how you would approach this job..."
              value={coverLetter}
              onChange={(e) => setCoverLetter(e.target.value)}
            />
          </div>
          <div className="flex flex-col gap-1.5">
            <Label htmlFor={`${id}-delivery`}>Delivery Time</Label>
            <Input
              id={`${id}-delivery`}
              required
              placeholder="e.g., 2 weeks"
              value={deliveryTime}
              onChange={(e) => setDeliveryTime(e.target.value)}
            />
          </div>
          <Button type="submit" disabled={submit.isPending} className="self-start">
            <Send className="rtl:-scale-x-100 h-4 w-4" aria-hidden="true" />
            {submit.isPending ? 'Submitting...' : 'Submit Proposal'}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
