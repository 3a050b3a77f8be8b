import { useId, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { FieldError, Label, Textarea } from '@/components/ui/input.tsx';
import { m } from '@/paraglide/messages.js';

/** A reason (5 to 500 characters) and a submit button: suspensions, hiding, rejections, reports. */
export function ReasonForm({
  label,
  submit,
  busy,
  onSubmit,
  children,
}: {
  label: string;
  submit: string;
  busy: boolean;
  onSubmit: (reason: string) => void;
  children?: React.ReactNode;
}) {
  const id = useId();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string>();
  const send = (e: FormEvent) => {
    e.preventDefault();
    const r = reason.trim();
    if (r.length < 5) return setError(m.admin_reason_short());
    if (r.length > 500) return setError(m.admin_reason_long());
    setError(undefined);
    onSubmit(r);
  };
  return (
    <form onSubmit={send} className="flex flex-col gap-3" noValidate>
      <div className="grid gap-1">
        <Label htmlFor={id}>{label}</Label>
        <Textarea
          id={id}
          value={reason}
          onChange={(e) => setReason(e.target.value)}
          maxLength={500}
          aria-invalid={!!error}
          aria-describedby={error ? `${id}-error` : undefined}
        />
        <FieldError id={`${id}-error`} message={error} />
      </div>
      {children}
      <Button type="submit" disabled={busy} className="self-start">
        {busy ? m.admin_saving() : submit}
      </Button>
    </form>
  );
}
