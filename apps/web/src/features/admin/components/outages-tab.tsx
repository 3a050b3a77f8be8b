import type { OutageDto } from '@kt/shared';
import { Badge } from '@/components/ui/badge.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { errorMessage } from '@/lib/api.ts';
import { districtText } from '@/lib/districts.ts';
import { formatDateTime } from '@/lib/i18n/format.ts';
import { notifyError, notifySuccess } from '@/lib/notify.ts';
import { m } from '@/paraglide/messages.js';
import { getLocale } from '@/paraglide/runtime.js';
import { useEndOutage, useOutages } from '../api/outages.ts';
import { DeclareOutageForm } from './declare-outage-form.tsx';
import { UserText } from './user-text.tsx';

/** Outages (issue 36, part 3): declare one, see them, end an ongoing one (its deadlines then move). */
export function OutagesTab() {
  const list = useOutages();
  return (
    <div className="flex flex-col gap-6">
      <DeclareOutageForm />
      <section className="flex flex-col gap-3" aria-labelledby="declared-outages">
        <h2 id="declared-outages" className="text-lg font-semibold">
          {m.outages_list_title()}
        </h2>
        {list.isPending ? (
          <Spinner className="py-10" />
        ) : list.isError ? (
          <p role="alert" className="text-destructive">
            {errorMessage(list.error, m.outages_list_failed())}
          </p>
        ) : list.data.outages.length === 0 ? (
          <p className="text-muted-foreground">{m.outages_list_empty()}</p>
        ) : (
          <ul className="flex flex-col divide-y rounded-lg border">
            {list.data.outages.map((o) => (
              <OutageRow key={o._id} outage={o} />
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}

function OutageRow({ outage: o }: { outage: OutageDto }) {
  const end = useEndOutage();
  const names = o.districts.map(districtText).join(getLocale() === 'ur' ? '، ' : ', ');
  const state = o.resumedAt
    ? { label: m.outages_over(), variant: 'secondary' as const }
    : Date.parse(o.startsAt) > Date.now()
      ? { label: m.outages_upcoming(), variant: 'outline' as const }
      : { label: m.outages_ongoing(), variant: 'destructive' as const };
  const period = o.endsAt
    ? m.outages_period({ start: formatDateTime(o.startsAt), end: formatDateTime(o.endsAt) })
    : m.outages_period_open({ start: formatDateTime(o.startsAt) });
  return (
    <li className="flex flex-col gap-2 px-3 py-3 text-sm" aria-label={names} data-testid="outage-row">
      <div className="flex flex-wrap items-center gap-2">
        <span className="min-w-0 flex-1">
          <span className="block font-medium">{names}</span>
          <span className="block text-muted-foreground">{period}</span>
        </span>
        <Badge variant={state.variant}>{state.label}</Badge>
        {!o.resumedAt && (
          <Button
            variant="outline"
            size="sm"
            disabled={end.isPending}
            aria-label={`${m.outages_end_now()}: ${names}`}
            onClick={() =>
              end.mutate(o._id, {
                onSuccess: () => notifySuccess(m.outages_ended()),
                onError: (err) => notifyError(errorMessage(err, m.outages_end_failed())),
              })
            }
          >
            {m.outages_end_now()}
          </Button>
        )}
      </div>
      <p className="break-words">
        <UserText>{o.reason}</UserText>
      </p>
    </li>
  );
}
