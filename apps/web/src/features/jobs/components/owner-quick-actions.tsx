import { useId, useState } from 'react';
import { Link } from 'react-router';
import { Lock, MessageSquare, Pencil, Share2, Unlock } from 'lucide-react';
import type { JobDto } from '@kt/shared';
import { ConfirmButton } from '@/components/confirm-dialog.tsx';
import { Button, buttonClass } from '@/components/ui/button.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card.tsx';
import { Dialog, DialogContent } from '@/components/ui/dialog.tsx';
import { Label, Textarea } from '@/components/ui/input.tsx';
import { serverMessage } from '@/lib/api.ts';
import { cn } from '@/lib/cn.ts';
import { notifyError, notifySuccess } from '@/lib/notify.ts';
import { shareLink } from '@/lib/share.ts';
import { useSetJobOpen } from '../api/close-job.ts';
import { useMessageApplicants } from '../api/message-applicants.ts';

/** Message All Applicants: one text typed once, sent into each applicant's conversation. */
function MessageAllButton({ jobId }: { jobId: string }) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const [text, setText] = useState('');
  const send = useMessageApplicants(jobId);
  const onSend = async () => {
    if (!text.trim() || send.isPending) return;
    try {
      const res = await send.mutateAsync(text.trim());
      notifySuccess(res.message);
      setText('');
      setOpen(false);
    } catch (err) {
      // All or nothing on the server: nobody got it, so trying again sends it once.
      notifyError(serverMessage(err) ?? 'Failed to send message. Nobody received it; please try again.');
    }
  };
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <Button variant="outline" className="justify-start" onClick={() => setOpen(true)}>
        <MessageSquare className="h-4 w-4" aria-hidden="true" />
        Message All Applicants
      </Button>
      <DialogContent
        title="Message All Applicants"
        description="One message, sent into your conversation with each freelancer who applied (withdrawn proposals excluded)."
      >
        <div className="mt-4 flex flex-col gap-1.5">
          <Label htmlFor={`${id}-text`}>Message</Label>
          <Textarea
            id={`${id}-text`}
            rows={5}
            value={text}
            placeholder="Type your message..."
            onChange={(e) => setText(e.target.value)}
          />
        </div>
        <div className="mt-4 flex justify-end">
          <Button disabled={!text.trim() || send.isPending} onClick={() => void onSend()}>
            {send.isPending ? 'Sending...' : 'Send to All'}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}

/** The owner's quick actions on /my-jobs/{id} (issue 21): each one does what it says. */
export function OwnerQuickActions({ job }: { job: JobDto }) {
  const setOpen = useSetJobOpen(job._id);
  const toggle = async (open: boolean) => {
    try {
      await setOpen.mutateAsync(open);
      notifySuccess(
        open ? 'Your job is open for proposals again.' : 'Your job no longer accepts proposals.',
        open ? 'Job reopened' : 'Job closed',
      );
    } catch (err) {
      notifyError(serverMessage(err) ?? (open ? 'Failed to reopen job' : 'Failed to close job'));
    }
  };
  const share = () => shareLink({ title: job.title, url: `${window.location.origin}/jobs/${job._id}` });
  return (
    <Card>
      <CardHeader>
        <CardTitle>Quick Actions</CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-2">
        <MessageAllButton jobId={job._id} />
        <Button variant="outline" className="justify-start" onClick={() => void share()}>
          <Share2 className="h-4 w-4" aria-hidden="true" />
          Share Job
        </Button>
        {job.status === 'open' && (
          <Link to={`/my-jobs/${job._id}/edit`} className={cn(buttonClass('outline'), 'justify-start')}>
            <Pencil className="h-4 w-4" aria-hidden="true" />
            Edit Job
          </Link>
        )}
        {job.status === 'open' && (
          <ConfirmButton
            title="Close this job?"
            description="It leaves the job board and stops taking proposals; freelancers with pending proposals are told. You can reopen it later."
            confirmLabel="Close job"
            busy={setOpen.isPending}
            onConfirm={() => toggle(false)}
            trigger={(open) => (
              <Button variant="outline" className="justify-start" onClick={open}>
                <Lock className="h-4 w-4" aria-hidden="true" />
                Close Job
              </Button>
            )}
          />
        )}
        {job.status === 'closed' && (
          <Button
            variant="outline"
            className="justify-start"
            disabled={setOpen.isPending}
            onClick={() => void toggle(true)}
          >
            <Unlock className="h-4 w-4" aria-hidden="true" />
            Reopen Job
          </Button>
        )}
      </CardContent>
    </Card>
  );
}
