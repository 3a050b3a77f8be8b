import { useId, useState, type ReactNode } from 'react';
import { Pencil, Plus } from 'lucide-react';
import { Button } from '@/components/ui/button.tsx';
import { cn } from '@/lib/cn.ts';

/**
 * An owner's edit panel: its button toggles the panel open and closed; the form inside closes it
 * with Cancel or after a successful save (`close`). Closing resets the form (`onClose`).
 */
export function OwnerPanel({
  label,
  kind = 'add',
  onClose,
  children,
  className,
}: {
  label: string;
  kind?: 'add' | 'edit';
  onClose?: () => void;
  children: (close: () => void) => ReactNode;
  className?: string;
}) {
  const [open, setOpen] = useState(false);
  const id = useId();
  const close = () => {
    setOpen(false);
    onClose?.();
  };
  const Icon = kind === 'add' ? Plus : Pencil;
  return (
    <div className={cn('flex flex-col gap-3', className)}>
      <Button
        variant="outline"
        size="sm"
        className="self-start"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => (open ? close() : setOpen(true))}
      >
        <Icon className="h-4 w-4" aria-hidden="true" />
        {label}
      </Button>
      {open && (
        <div id={id} role="region" aria-label={label} className="rounded-md border bg-muted/40 p-3">
          {children(close)}
        </div>
      )}
    </div>
  );
}

/** The alert line of a failed owner edit (spec section 8). */
export function PanelAlert({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <p role="alert" className="rounded-md bg-destructive/10 px-3 py-2 text-sm text-destructive">
      {message}
    </p>
  );
}

export function PanelActions({
  pending,
  close,
  saveLabel = 'Save',
}: {
  pending: boolean;
  close: () => void;
  saveLabel?: string;
}) {
  return (
    <div className="flex gap-2">
      <Button type="submit" size="sm" disabled={pending}>
        {pending ? 'Saving...' : saveLabel}
      </Button>
      <Button type="button" size="sm" variant="ghost" onClick={close}>
        Cancel
      </Button>
    </div>
  );
}
