import { useId, useState, type FormEvent } from 'react';
import { formatMoney, fromMinorUnits, toMinorUnits, type Currency, type SplitInput } from '@kt/shared';
import { Button } from '@/components/ui/button.tsx';
import { FieldError, Input, Label, Textarea } from '@/components/ui/input.tsx';
import { m } from '@/paraglide/messages.js';
import { ltr } from './format.ts';

type Props = {
  /** What is in escrow: both parts add up to it. */
  amount: number;
  currency: Currency;
  /** The split the form starts from. */
  initial?: SplitInput;
  /** A text field above the amounts (the reason or the reasoning); its label. */
  textLabel?: string;
  submitLabel: string;
  busy: boolean;
  onSubmit: (split: SplitInput, text: string) => void;
  onCancel?: () => void;
};

/**
 * A split of the escrowed amount: typing one part fills in the other, so they always add up; the
 * amounts are decimals in the contract's currency, sent as minor units.
 */
export function SplitForm({
  amount,
  currency,
  initial,
  textLabel,
  submitLabel,
  busy,
  onSubmit,
  onCancel,
}: Props) {
  const id = useId();
  const start = initial ?? { toFreelancer: amount, toClient: 0 };
  const [freelancer, setFreelancer] = useState(fromMinorUnits(start.toFreelancer, currency));
  const [client, setClient] = useState(fromMinorUnits(start.toClient, currency));
  const [text, setText] = useState('');
  const [error, setError] = useState<string>();
  const other = (value: string) => {
    const n = toMinorUnits(value, currency);
    return n !== undefined && n <= amount ? fromMinorUnits(amount - n, currency) : undefined;
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const toFreelancer = toMinorUnits(freelancer, currency);
    const toClient = toMinorUnits(client, currency);
    if (toFreelancer === undefined || toClient === undefined) return setError(m.disputes_enter_amounts());
    if (toFreelancer + toClient !== amount) {
      return setError(m.disputes_must_add_up({ amount: ltr(formatMoney(amount, currency)) }));
    }
    if (textLabel && !text.trim()) return setError(m.disputes_required({ label: textLabel }));
    setError(undefined);
    onSubmit({ toFreelancer, toClient }, text.trim());
  };
  return (
    <form onSubmit={submit} className="flex flex-col gap-3 rounded-md border bg-muted/40 p-3" noValidate>
      {textLabel && (
        <div className="flex flex-col gap-1">
          <Label htmlFor={`${id}-text`}>{textLabel}</Label>
          <Textarea id={`${id}-text`} rows={3} value={text} onChange={(e) => setText(e.target.value)} />
        </div>
      )}
      <div className="grid gap-3 sm:grid-cols-2">
        <div className="flex flex-col gap-1">
          <Label htmlFor={`${id}-f`}>{m.disputes_to_freelancer({ currency })}</Label>
          <Input
            id={`${id}-f`}
            dir="ltr"
            inputMode="decimal"
            value={freelancer}
            onChange={(e) => {
              setFreelancer(e.target.value);
              const rest = other(e.target.value);
              if (rest !== undefined) setClient(rest);
            }}
          />
        </div>
        <div className="flex flex-col gap-1">
          <Label htmlFor={`${id}-c`}>{m.disputes_to_client({ currency })}</Label>
          <Input
            id={`${id}-c`}
            dir="ltr"
            inputMode="decimal"
            value={client}
            onChange={(e) => {
              setClient(e.target.value);
              const rest = other(e.target.value);
              if (rest !== undefined) setFreelancer(rest);
            }}
          />
        </div>
      </div>
      <p className="text-xs text-muted-foreground">
        {m.disputes_together({ amount: ltr(formatMoney(amount, currency)) })}
      </p>
      <FieldError message={error} />
      <div className="flex flex-wrap gap-2">
        <Button type="submit" size="sm" disabled={busy}>
          {submitLabel}
        </Button>
        {onCancel && (
          <Button type="button" size="sm" variant="ghost" onClick={onCancel}>
            {m.disputes_cancel()}
          </Button>
        )}
      </div>
    </form>
  );
}
