import { useState, type FormEvent, type InputHTMLAttributes, type ReactNode } from 'react';
import { Loader2 } from 'lucide-react';
import { Button } from '@/components/ui/button.tsx';
import { Input, Label } from '@/components/ui/input.tsx';
import { cn } from '@/lib/cn.ts';
import { notifyError, notifySuccess } from '@/lib/notify.ts';
import type { AuthResult } from '@/lib/session.tsx';

/** A form field's text, '' when it is missing. */
export const text = (data: FormData, name: string) => String(data.get(name) ?? '');

/**
 * The submit of an auth form: ignored while one is under way; sends the form's data, then toasts the
 * server's message (success, then `onSuccess`; or 'Error').
 */
export function useAuthSubmit(
  send: (data: FormData) => Promise<AuthResult>,
  onSuccess: (result: AuthResult) => void,
) {
  const [busy, setBusy] = useState(false);
  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const data = new FormData(event.currentTarget);
    setBusy(true);
    const result = await send(data);
    setBusy(false);
    if (result.success) {
      if (!result.twoFactorRequired) notifySuccess(result.message);
      onSuccess(result);
    } else {
      notifyError(result.message);
    }
  };
  return { busy, onSubmit };
}

/** A required, labelled input; `children` follow it (a hint). */
export function AuthField({
  id,
  label,
  fieldClassName,
  children,
  ...input
}: InputHTMLAttributes<HTMLInputElement> & {
  id: string;
  label: string;
  fieldClassName?: string;
  children?: ReactNode;
}) {
  return (
    <div className={cn('flex flex-col gap-2', fieldClassName)}>
      <Label htmlFor={id}>{label}</Label>
      <Input id={id} {...input} required />
      {children}
    </div>
  );
}

/** The form's wide submit button, with a spinner and `busyLabel` while sending. */
export function AuthSubmit({
  busy,
  label,
  busyLabel,
  className,
}: {
  busy: boolean;
  label: string;
  busyLabel: string;
  className?: string;
}) {
  return (
    <Button type="submit" size="lg" className={cn(className, 'w-full')} disabled={busy} aria-busy={busy}>
      {busy && <Loader2 className="h-4 w-4 animate-spin" aria-hidden="true" />}
      {busy ? busyLabel : label}
    </Button>
  );
}
