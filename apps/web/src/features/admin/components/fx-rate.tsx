import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { FieldError, Input, Label } from '@/components/ui/input.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { errorMessage } from '@/lib/api.ts';
import { ltr } from '@/lib/i18n/format.ts';
import { notifySuccess } from '@/lib/notify.ts';
import { m } from '@/paraglide/messages.js';
import { useFxRates, useSetFxRate } from '../api/admin.ts';
import { localTime } from '../format.ts';

/**
 * Money → Exchange rate (issue 32, FX_PROVIDER=manual): the day's USD→PKR rate that dollar
 * withdrawals paid in rupees are converted at; none, or a stale one, pauses them.
 */
export function FxRatePanel() {
  const rates = useFxRates();
  const set = useSetFxRate();
  const [rate, setRate] = useState('');
  const [source, setSource] = useState('');
  const [error, setError] = useState<string>();

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setError(undefined);
    set.mutate(
      { rate: rate.trim(), source: source.trim() },
      {
        onSuccess: (r) => {
          notifySuccess(r.message);
          setRate('');
        },
        onError: (err) => setError(errorMessage(err, m.admin_something_wrong())),
      },
    );
  };

  const current = rates.data?.current;
  return (
    <section className="flex min-w-0 flex-col gap-3 lg:col-span-2" aria-labelledby="fx-heading">
      <h2 id="fx-heading" className="text-lg font-semibold">
        {m.admin_fx_heading()}
      </h2>
      {rates.isPending ? (
        <Spinner label={m.admin_fx_loading()} className="py-4" />
      ) : rates.isError ? (
        <p role="alert" className="text-destructive">
          {m.admin_fx_failed()}
        </p>
      ) : !current?.rate ? (
        <p className="text-destructive" data-testid="fx-current">
          {m.admin_fx_none()}
        </p>
      ) : (
        <div data-testid="fx-current" className="grid gap-1 text-sm">
          <p className="font-medium">
            {m.admin_fx_current({
              rate: ltr(current.rate.rate),
              source: current.rate.source,
              date: localTime(current.rate.asOf),
            })}
          </p>
          {!current.usable && (
            <p className="text-destructive">{m.admin_fx_stale({ hours: String(current.maxAgeHours) })}</p>
          )}
        </div>
      )}
      <form onSubmit={submit} className="flex flex-wrap items-end gap-2" aria-label={m.admin_fx_set()}>
        <div className="flex flex-col gap-1.5">
          <Label htmlFor="fx-rate">{m.admin_fx_rate()}</Label>
          <Input
            id="fx-rate"
            dir="ltr"
            inputMode="decimal"
            placeholder="278.45"
            value={rate}
            onChange={(e) => setRate(e.target.value)}
            className="w-32"
          />
        </div>
        <div className="flex flex-col gap-1.5">
          <Label htmlFor="fx-source">{m.admin_fx_source()}</Label>
          <Input
            id="fx-source"
            placeholder={m.admin_fx_source_placeholder()}
            value={source}
            onChange={(e) => setSource(e.target.value)}
          />
        </div>
        <Button type="submit" disabled={set.isPending}>
          {set.isPending ? m.admin_fx_setting() : m.admin_fx_set()}
        </Button>
      </form>
      <FieldError message={error} />
    </section>
  );
}
