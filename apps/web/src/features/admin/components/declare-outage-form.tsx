import { useState, type FormEvent } from 'react';
import { DISTRICTS, type District } from '@kt/shared';
import { Button } from '@/components/ui/button.tsx';
import { FieldError, Input, Label } from '@/components/ui/input.tsx';
import { errorMessage } from '@/lib/api.ts';
import { districtText } from '@/lib/districts.ts';
import { notifySuccess } from '@/lib/notify.ts';
import { m } from '@/paraglide/messages.js';
import { useDeclareOutage } from '../api/outages.ts';

type Errors = Partial<Record<'districts' | 'startsAt' | 'endsAt' | 'reason' | 'form', string>>;

/** "2026-11-28T14:05" in the browser's zone, for a datetime-local field. */
const localNow = () => {
  const d = new Date();
  d.setSeconds(0, 0);
  return new Date(d.getTime() - d.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
};

/** Declare an outage: the districts, when it started, when it ends (if known) and why. */
export function DeclareOutageForm() {
  const [districts, setDistricts] = useState<District[]>([]);
  const [startsAt, setStartsAt] = useState(localNow);
  const [endsAt, setEndsAt] = useState('');
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const declare = useDeclareOutage();

  const toggle = (d: District, on: boolean) =>
    setDistricts((list) => (on ? [...list, d] : list.filter((x) => x !== d)));

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const next: Errors = {};
    if (districts.length === 0) next.districts = m.outages_districts_required();
    if (!startsAt) next.startsAt = m.outages_start_required();
    if (startsAt && endsAt && new Date(endsAt) <= new Date(startsAt))
      next.endsAt = m.outages_end_after_start();
    if (reason.trim().length < 5) next.reason = m.outages_reason_required();
    setErrors(next);
    if (Object.keys(next).length > 0) return;
    declare.mutate(
      {
        districts: DISTRICTS.filter((d) => districts.includes(d)),
        startsAt: new Date(startsAt).toISOString(),
        endsAt: endsAt ? new Date(endsAt).toISOString() : null,
        reason: reason.trim(),
      },
      {
        onSuccess: () => {
          notifySuccess(m.outages_declared());
          setDistricts([]);
          setStartsAt(localNow());
          setEndsAt('');
          setReason('');
        },
        onError: (err) => setErrors({ form: errorMessage(err, m.outages_declare_failed()) }),
      },
    );
  };

  return (
    <section className="flex flex-col gap-4 rounded-lg border p-4" aria-labelledby="declare-outage">
      <h2 id="declare-outage" className="text-lg font-semibold">
        {m.outages_declare_title()}
      </h2>
      <p className="text-sm text-muted-foreground">{m.outages_declare_help()}</p>
      <form onSubmit={submit} className="grid gap-4 sm:grid-cols-2" noValidate>
        <fieldset className="flex flex-col gap-2 sm:col-span-2" aria-invalid={!!errors.districts}>
          <legend className="mb-1 text-sm font-medium">{m.outages_districts()}</legend>
          <div className="grid grid-cols-2 gap-2 sm:grid-cols-4">
            {DISTRICTS.map((d) => (
              <label key={d} className="flex items-center gap-2 text-sm">
                <input
                  type="checkbox"
                  checked={districts.includes(d)}
                  onChange={(e) => toggle(d, e.target.checked)}
                />
                {districtText(d)}
              </label>
            ))}
          </div>
          <FieldError message={errors.districts} />
        </fieldset>
        <div className="grid gap-1">
          <Label htmlFor="outage-start">{m.outages_start()}</Label>
          <Input
            id="outage-start"
            type="datetime-local"
            value={startsAt}
            onChange={(e) => setStartsAt(e.target.value)}
            aria-invalid={!!errors.startsAt}
          />
          <FieldError message={errors.startsAt} />
        </div>
        <div className="grid gap-1">
          <Label htmlFor="outage-end">{m.outages_end_at()}</Label>
          <Input
            id="outage-end"
            type="datetime-local"
            value={endsAt}
            onChange={(e) => setEndsAt(e.target.value)}
            aria-invalid={!!errors.endsAt}
          />
          <FieldError message={errors.endsAt} />
        </div>
        <div className="grid gap-1 sm:col-span-2">
          <Label htmlFor="outage-reason">{m.outages_reason()}</Label>
          <Input
            id="outage-reason"
            value={reason}
            maxLength={500}
            onChange={(e) => setReason(e.target.value)}
            aria-invalid={!!errors.reason}
          />
          <FieldError message={errors.reason} />
        </div>
        <div className="flex flex-col gap-2 sm:col-span-2">
          <FieldError message={errors.form} />
          <Button type="submit" disabled={declare.isPending} className="self-start">
            {declare.isPending ? m.outages_declaring() : m.outages_declare()}
          </Button>
        </div>
      </form>
    </section>
  );
}
