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
import { formatNumber } from '@/lib/i18n/format.ts';
import { m } from '@/paraglide/messages.js';
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
      // The server's 'Message sent to 3 applicants', in the reader's language.
      notifySuccess(m.jobown_sent_to_applicants({ count: res.sent, shown: formatNumber(res.sent) }));
      setText('');
      setOpen(false);
    } catch (err) {
      // All or nothing on the server: nobody got it, so trying again sends it once.
      notifyError(serverMessage(err) ?? m.jobown_send_all_failed());
    }
  };
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <Button variant="outline" className="justify-start" onClick={() => setOpen(true)}>
        <MessageSquare className="h-4 w-4" aria-hidden="true" />
        {m.jobown_message_all()}
      </Button>
      <DialogContent title={m.jobown_message_all()} description={m.jobown_message_all_text()}>
        <div className="mt-4 flex flex-col gap-1.5">
          <Label htmlFor={`${id}-text`}>{m.jobown_message()}</Label>
          <Textarea
            id={`${id}-text`}
            rows={5}
            value={text}
            placeholder={m.jobown_message_placeholder()}
            onChange={(e) => setText(e.target.value)}
          />
        </div>
        <div className="mt-4 flex justify-end">
          <Button disabled={!text.trim() || send.isPending} onClick={() => void onSend()}>
            {send.isPending ? m.jobown_sending() : m.jobown_send_to_all()}
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
        open ? m.jobown_reopened_text() : m.jobown_closed_text(),
        open ? m.jobown_reopened() : m.jobown_closed(),
      );
    } catch (err) {
      notifyError(serverMessage(err) ?? (open ? m.jobown_reopen_failed() : m.jobown_close_failed()));
    }
  };
  const share = () => shareLink({ title: job.title, url: `${window.location.origin}/jobs/${job._id}` });
  return (
    <Card>
      <CardHeader>
        <CardTitle>{m.jobown_quick_actions()}</CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-2">
        <MessageAllButton jobId={job._id} />
        <Button variant="outline" className="justify-start" onClick={() => void share()}>
          <Share2 className="h-4 w-4" aria-hidden="true" />
          {m.jobown_share_job()}
        </Button>
        {job.status === 'open' && (
          <Link to={`/my-jobs/${job._id}/edit`} className={cn(buttonClass('outline'), 'justify-start')}>
            <Pencil className="h-4 w-4" aria-hidden="true" />
            {m.jobown_edit_job()}
          </Link>
        )}
        {job.status === 'open' && (
          <ConfirmButton
            title={m.jobown_close_title()}
            description={m.jobown_close_text()}
            confirmLabel={m.jobown_close_job_confirm()}
            busy={setOpen.isPending}
            onConfirm={() => toggle(false)}
            trigger={(open) => (
              <Button variant="outline" className="justify-start" onClick={open}>
                <Lock className="h-4 w-4" aria-hidden="true" />
                {m.jobown_close_job()}
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
            {m.jobown_reopen_job()}
          </Button>
        )}
      </CardContent>
    </Card>
  );
}
