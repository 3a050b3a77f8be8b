import { useRef, useState } from 'react';
import { Flag } from 'lucide-react';
import type { ReportTarget } from '@kt/shared';
import { useOnDemand } from '@/lib/on-demand.ts';
import { useSession } from '@/lib/session.tsx';
import { m } from '@/paraglide/messages.js';

/** The dialog's code, fetched on the first press of 'Report' (or once the page is idle). */
const loadReportDialog = () => import('./report-dialog.tsx').then((mod) => mod.default);

/**
 * 'Report' on a job, a profile or a message: any signed-in user tells the admins what is wrong.
 * The button is drawn at once; the dialog's code comes on demand (report-dialog.tsx): a press before
 * it has arrived opens the dialog (once) when it does.
 */
export function ReportLink({ targetType, targetId }: { targetType: ReportTarget; targetId: string }) {
  const { user } = useSession();
  const [open, setOpen] = useState(false);
  const trigger = useRef<HTMLButtonElement>(null);
  const { Component: ReportDialog, load } = useOnDemand(loadReportDialog, { idle: !!user });
  if (!user) return null;
  return (
    <>
      <button
        ref={trigger}
        type="button"
        aria-haspopup="dialog"
        aria-expanded={open}
        data-state={open ? 'open' : 'closed'}
        className="inline-flex items-center gap-1 text-xs text-muted-foreground underline-offset-2 hover:text-destructive hover:underline"
        onPointerDown={load}
        onClick={() => {
          load();
          setOpen(true);
        }}
      >
        <Flag className="h-3 w-3" aria-hidden="true" /> {m.admin_report()}
      </button>
      {ReportDialog && (
        <ReportDialog
          targetType={targetType}
          targetId={targetId}
          open={open}
          onOpenChange={setOpen}
          trigger={trigger}
        />
      )}
    </>
  );
}
