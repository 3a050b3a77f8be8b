import { useId, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { Input, Label, Textarea } from '@/components/ui/input.tsx';
import { m } from '@/paraglide/messages.js';

type Props = {
  label: string;
  submitLabel: string;
  /** 'text' gives a textarea; 'amount' a decimal input. */
  kind: 'text' | 'amount';
  initial?: string;
  busy: boolean;
  onSubmit: (value: string) => void;
  onCancel: () => void;
};

/** The one field a step asks for (a message, a reason, an amount), shown under the milestone. */
export function StepForm({ label, submitLabel, kind, initial = '', busy, onSubmit, onCancel }: Props) {
  const id = useId();
  const [value, setValue] = useState(initial);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (value.trim()) onSubmit(value.trim());
  };
  return (
    <form onSubmit={submit} className="flex flex-col gap-2 rounded-md border bg-muted/40 p-3">
      <Label htmlFor={id}>{label}</Label>
      {kind === 'text' ? (
        <Textarea id={id} rows={3} value={value} onChange={(e) => setValue(e.target.value)} autoFocus />
      ) : (
        <Input
          id={id}
          dir="ltr"
          inputMode="decimal"
          value={value}
          onChange={(e) => setValue(e.target.value)}
          autoFocus
        />
      )}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" size="sm" disabled={busy || !value.trim()}>
          {submitLabel}
        </Button>
        <Button type="button" size="sm" variant="ghost" onClick={onCancel}>
          {m.contracts_cancel()}
        </Button>
      </div>
    </form>
  );
}
