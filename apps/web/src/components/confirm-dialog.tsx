import { useState, type ReactNode } from 'react';
import { m } from '@/paraglide/messages.js';
import { Button } from '@/components/ui/button.tsx';
import { Dialog, DialogClose, DialogContent } from '@/components/ui/dialog.tsx';

/**
 * A button that asks before it acts: the trigger opens a dialog whose confirm button runs
 * `onConfirm` (the dialog closes when it settles). Escape or Cancel changes nothing.
 */
export function ConfirmButton({
  trigger,
  title,
  description,
  confirmLabel,
  onConfirm,
  busy,
}: {
  /** The trigger button itself, e.g. `<Button size="sm">Accept</Button>`. */
  trigger: (open: () => void) => ReactNode;
  title: ReactNode;
  description: ReactNode;
  confirmLabel: string;
  onConfirm: () => Promise<unknown>;
  busy?: boolean;
}) {
  const [open, setOpen] = useState(false);
  return (
    <>
      {trigger(() => setOpen(true))}
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title={title}
        description={description}
        confirmLabel={confirmLabel}
        onConfirm={onConfirm}
        busy={busy}
      />
    </>
  );
}

/**
 * The question itself, opened by its owner: a modal dialog (focus moves into it and stays, Escape
 * or Cancel closes it and changes nothing) whose confirm button runs `onConfirm` and closes when it
 * settles. Money steps name the amount and what happens in `title` and `description` (issue 34).
 */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel,
  onConfirm,
  busy,
  children,
  confirmDisabled,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description: ReactNode;
  confirmLabel: string;
  onConfirm: () => Promise<unknown>;
  busy?: boolean;
  /** More of the question between the description and the buttons (the fund dialog's methods). */
  children?: ReactNode;
  /** The confirm button cannot be used (nothing to confirm with). */
  confirmDisabled?: boolean;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent title={title} description={description}>
        {children}
        <div className="mt-5 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <DialogClose asChild>
            <Button variant="outline">{m.common_cancel()}</Button>
          </DialogClose>
          <Button
            disabled={busy || confirmDisabled}
            onClick={() => {
              void onConfirm().finally(() => onOpenChange(false));
            }}
          >
            {confirmLabel}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
