import { useState } from 'react';
import { Flag } from 'lucide-react';
import type { ReportTarget } from '@kt/shared';
import { Dialog, DialogContent, DialogTrigger } from '@/components/ui/dialog.tsx';
import { errorMessage } from '@/lib/api.ts';
import { notifyError, notifySuccess } from '@/lib/notify.ts';
import { useSession } from '@/lib/session.tsx';
import { useReport } from '../api/admin.ts';
import { m } from '@/paraglide/messages.js';
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
        onError: (err) => notifyError(errorMessage(err, m.admin_report_failed())),
      },
    );
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger className="inline-flex items-center gap-1 text-xs text-muted-foreground underline-offset-2 hover:text-destructive hover:underline">
        <Flag className="h-3 w-3" aria-hidden="true" /> {m.admin_report()}
      </DialogTrigger>
      <DialogContent
        title={{ job: m.admin_report_job, profile: m.admin_report_profile, message: m.admin_report_message }[
          targetType
        ]()}
        description={m.admin_report_description()}
      >
        <div className="mt-4">
          <ReasonForm
            label={m.admin_what_wrong()}
            submit={m.admin_send_report()}
            busy={report.isPending}
            onSubmit={send}
          />
        </div>
      </DialogContent>
    </Dialog>
  );
}
