import { useState, type FormEvent, type InputHTMLAttributes, type ReactNode } from 'react';
import { Loader2 } from 'lucide-react';
import { Button, type ButtonProps } from '@/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card.tsx';
import { Input, Label } from '@/components/ui/input.tsx';
import { errorMessage } from '@/lib/api.ts';
import { notifyError, notifySuccess } from '@/lib/notify.ts';
import { m } from '@/paraglide/messages.js';

/** One block of the Settings page. */
export function Section({
  title,
  description,
  children,
}: {
  title: string;
  description?: string;
  children: ReactNode;
}) {
  return (
    <Card>
      <CardHeader>
        <CardTitle level={2} className="text-lg">
          {title}
        </CardTitle>
        {description && <CardDescription className="[overflow-wrap:anywhere]">{description}</CardDescription>}
      </CardHeader>
      <CardContent>{children}</CardContent>
    </Card>
  );
}

/** A labelled input. */
export function Field({
  id,
  label,
  ...input
}: InputHTMLAttributes<HTMLInputElement> & { id: string; label: string }) {
  return (
    <div className="flex flex-col gap-2">
      <Label htmlFor={id}>{label}</Label>
      <Input id={id} {...input} />
    </div>
  );
}

/**
 * A form's submit: ignored while one is under way; toasts the server's message ('Success' or
 * 'Error'); `then` runs after a success (to reset the form or refresh data).
 */
export function useSubmit<T extends { message: string }>(
  send: (data: FormData) => Promise<T>,
  then?: (result: T, form: HTMLFormElement) => void | Promise<void>,
) {
  const [busy, setBusy] = useState(false);
  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const form = event.currentTarget;
    setBusy(true);
    try {
      const result = await send(new FormData(form));
      notifySuccess(result.message);
      await then?.(result, form);
    } catch (err) {
      notifyError(errorMessage(err, m.settings_generic_error()));
    } finally {
      setBusy(false);
    }
  };
  return { busy, onSubmit };
}

export function SubmitButton({ busy, children, ...props }: ButtonProps & { busy: boolean }) {
  return (
    <Button type="submit" disabled={busy} aria-busy={busy} className="self-start" {...props}>
      {busy && <Loader2 className="h-4 w-4 animate-spin" aria-hidden="true" />}
      {children}
    </Button>
  );
}

export const field = (data: FormData, name: string) => String(data.get(name) ?? '');
