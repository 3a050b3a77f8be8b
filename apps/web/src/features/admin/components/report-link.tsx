import { useState } from 'react';
import { Flag } from 'lucide-react';
import type { ReportTarget } from '@kt/shared';
import { Dialog, DialogContent, DialogTrigger } from '@/components/ui/dialog.tsx';
import { errorMessage } from '@/lib/api.ts';
import { notifyError, notifySuccess } from '@/lib/notify.ts';
import { useSession } from '@/lib/session.tsx';
import { useReport } from '../api/admin.ts';
import { ReasonForm } from './reason-form.tsx';

/** 'Report' on a job, a profile or a message: any signed-in user tells the admins what is wrong. */
export function ReportLink({ targetType, targetId }: { targetType: ReportTarget; targetId: string }) {
  const { user } = useSession();
  const [open, setOpen] = useState(false);
  const report = useReport();
  if (!user) return null;
  const send = (reason: string) =>
    report.mutate(
      { targetType, targetId, reason },
      {
        onSuccess: (r) => {
          notifySuccess(r.message);
          setOpen(false);
        },
        onError: (err) => notifyError(errorMessage(err, 'Could not send the report. Please try again.')),
      },
    );
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger className="inline-flex items-center gap-1 text-xs text-muted-foreground underline-offset-2 hover:text-destructive hover:underline">
        <Flag className="h-3 w-3" aria-hidden="true" /> Report
      </DialogTrigger>
      <DialogContent
        title={`Report this ${targetType}`}
        description="Tell the admins what is wrong. They will look at it."
      >
        <div className="mt-4">
          <ReasonForm label="What is wrong?" submit="Send report" busy={report.isPending} onSubmit={send} />
        </div>
      </DialogContent>
    </Dialog>
  );
}
