import { useId, useState, type InputHTMLAttributes, type ReactNode } from 'react';
import { Pencil, Plus } from 'lucide-react';
import { Button } from '@/components/ui/button.tsx';
import { Input, Label } from '@/components/ui/input.tsx';
import { cn } from '@/lib/cn.ts';
import { useOwnerEdit } from '../api/use-owner-edit.ts';
import { m } from '@/paraglide/messages.js';

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

/**
 * A panel's form: its fields, then the edit's alert and Save / Cancel. On submit `save` runs and the
 * panel closes when it resolves true (nothing sent, or the edit failed, keeps it open).
 */
export function PanelForm({
  edit,
  close,
  save,
  className = 'gap-2',
  children,
}: {
  edit: { pending: boolean; error: string | null };
  close: () => void;
  save: () => Promise<boolean>;
  /** The gap between the fields. */
  className?: string;
  children: ReactNode;
}) {
  return (
    <form
      className={cn('flex flex-col', className)}
      onSubmit={async (e) => {
        e.preventDefault();
        if (await save()) close();
      }}
    >
      {children}
      <PanelAlert message={edit.error} />
      <PanelActions pending={edit.pending} close={close} />
    </form>
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
  saveLabel = m.profedit_save(),
}: {
  pending: boolean;
  close: () => void;
  saveLabel?: string;
}) {
  return (
    <div className="flex gap-2">
      <Button type="submit" size="sm" disabled={pending}>
        {pending ? m.profedit_saving() : saveLabel}
      </Button>
      <Button type="button" size="sm" variant="ghost" onClick={close}>
        {m.common_cancel()}
      </Button>
    </div>
  );
}

/**
 * An owner panel holding one labelled input. On Save the trimmed text goes through `parse`; nothing
 * is sent when it gives null, else the edit runs and the panel closes once saved. Closing puts the
 * input back to `initial`.
 */
export function TextFieldPanel<T>({
  label,
  kind,
  initial = '',
  inputId,
  inputLabel,
  inputProps,
  parse,
  call,
  fallback,
}: {
  label: string;
  kind?: 'add' | 'edit';
  initial?: string;
  inputId: string;
  inputLabel: string;
  inputProps?: Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'value' | 'onChange'>;
  parse: (text: string) => T | null;
  call: (arg: T) => Promise<{ success: boolean; message?: string }>;
  /** The alert when the edit fails without a message of its own: 'Failed to add language'. */
  fallback: string;
}) {
  const [value, setValue] = useState(initial);
  const edit = useOwnerEdit(call, fallback);
  return (
    <OwnerPanel
      label={label}
      kind={kind}
      onClose={() => {
        setValue(initial);
        edit.clearError();
      }}
    >
      {(close) => (
        <PanelForm
          edit={edit}
          close={close}
          save={async () => {
            const arg = parse(value.trim());
            return arg !== null && (await edit.run(arg));
          }}
        >
          <Label htmlFor={inputId}>{inputLabel}</Label>
          <Input {...inputProps} id={inputId} value={value} onChange={(e) => setValue(e.target.value)} />
        </PanelForm>
      )}
    </OwnerPanel>
  );
}
