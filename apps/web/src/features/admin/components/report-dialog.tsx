import type { RefObject } from 'react';
import type { ReportTarget } from '@kt/shared';
import { Dialog, DialogContent } from '@/components/ui/dialog.tsx';
import { errorMessage } from '@/lib/api.ts';
import { notifyError, notifySuccess } from '@/lib/notify.ts';
import { useReport } from '../api/admin.ts';
import { m } from '@/paraglide/messages.js';
import { ReasonForm } from './reason-form.tsx';

/**
 * The 'Report' dialog. Its code (the dialog's, the form's, the admin API's) is fetched when its
 * 'Report' button is first pressed (report-link.tsx), not with the page; the button is not a
 * DialogTrigger, so closing hands the focus back to it here.
 */
export default function ReportDialog({
  targetType,
  targetId,
  open,
  onOpenChange,
  trigger,
}: {
  targetType: ReportTarget;
  targetId: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  trigger: RefObject<HTMLButtonElement | null>;
}) {
  const report = useReport();
  const send = (reason: string) =>
    report.mutate(
      { targetType, targetId, reason },
      {
        onSuccess: (r) => {
          notifySuccess(r.message);
          onOpenChange(false);
        },
        onError: (err) => notifyError(errorMessage(err, m.admin_report_failed())),
      },
    );
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        title={{ job: m.admin_report_job, profile: m.admin_report_profile, message: m.admin_report_message }[
          targetType
        ]()}
        description={m.admin_report_description()}
        returnFocus={trigger}
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
