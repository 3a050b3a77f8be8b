import { useState } from 'react';
import { PAYOUT_RAILS, formatMoney, type PayoutBatchDto, type PayoutRail } from '@kt/shared';
import { Button, buttonClass } from '@/components/ui/button.tsx';
import { Label, Select } from '@/components/ui/input.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { API_BASE, errorMessage } from '@/lib/api.ts';
import { ltr } from '@/lib/i18n/format.ts';
import { notifyError, notifySuccess } from '@/lib/notify.ts';
import { m } from '@/paraglide/messages.js';
import { railLabel } from '@/lib/i18n/rails.ts';
import { usePayoutBatchAction, usePayoutBatches, usePayoutResults } from '../api/admin.ts';
import { localTime } from '../format.ts';

const onError = (err: unknown) => notifyError(errorMessage(err, m.admin_something_wrong()));

const STATUS: Record<PayoutBatchDto['status'], () => string> = {
  open: m.admin_batch_status_open,
  sent: m.admin_batch_status_sent,
  settled: m.admin_batch_status_settled,
  cancelled: m.admin_batch_status_cancelled,
};

function BatchRow({ b }: { b: PayoutBatchDto }) {
  const act = usePayoutBatchAction();
  const results = usePayoutResults();
  const [outcome, setOutcome] = useState<string>();
  const upload = async (file: File | undefined) => {
    if (!file) return;
    try {
      const r = await results.mutateAsync({ id: b._id, csv: await file.text() });
      setOutcome(
        m.admin_batch_results({
          settled: String(r.settled.length),
          unchanged: String(r.unchanged.length),
          unknown: r.unknown.length === 0 ? '0' : `${r.unknown.length} (${r.unknown.join(', ')})`,
        }),
      );
    } catch (err) {
      onError(err);
    }
  };
  return (
    <li
      className="flex flex-col gap-2 p-3 text-sm"
      aria-label={m.admin_batch_label({ number: String(b.number) })}
    >
      <p>
        <strong>{m.admin_batch_label({ number: String(b.number) })}</strong> · {railLabel(b.rail)} ·{' '}
        <span data-testid={`batch-status-${b.number}`}>{STATUS[b.status]()}</span>
      </p>
      <p className="text-muted-foreground">
        {m.admin_batch_summary({
          count: String(b.count),
          total: ltr(formatMoney(b.total, b.currency)),
          paid: String(b.paid),
          failed: String(b.failed),
        })}{' '}
        · {localTime(b.createdAt)}
      </p>
      <div className="flex flex-wrap items-center gap-2">
        {b.status !== 'cancelled' && (
          <a
            className={buttonClass('outline', 'sm')}
            href={`${API_BASE}/api/admin/payout-batches/${b._id}/file`}
            download
          >
            {m.admin_batch_download()}
          </a>
        )}
        {b.status === 'open' && (
          <>
            <Button
              size="sm"
              disabled={act.isPending}
              onClick={() =>
                act
                  .mutateAsync({ kind: 'sent', id: b._id })
                  .then((r) => notifySuccess(r.message ?? ''), onError)
              }
            >
              {m.admin_batch_mark_sent()}
            </Button>
            <Button
              size="sm"
              variant="outline"
              disabled={act.isPending}
              onClick={() =>
                act
                  .mutateAsync({ kind: 'cancel', id: b._id })
                  .then((r) => notifySuccess(r.message ?? ''), onError)
              }
            >
              {m.admin_batch_cancel()}
            </Button>
          </>
        )}
        {b.status === 'sent' && (
          <span className="flex items-center gap-2">
            <Label htmlFor={`results-${b._id}`}>{m.admin_batch_upload_results()}</Label>
            <input
              id={`results-${b._id}`}
              type="file"
              accept=".csv,text/csv"
              disabled={results.isPending}
              onChange={(e) => void upload(e.target.files?.[0])}
            />
          </span>
        )}
      </div>
      {outcome && (
        <p role="status" className="text-muted-foreground">
          {outcome}
        </p>
      )}
    </li>
  );
}

/** Money → Payout batches (PAYOUTS_PROVIDER=manual): gather, download, mark sent, record results. */
export function PayoutBatches() {
  const batches = usePayoutBatches();
  const act = usePayoutBatchAction();
  const [rail, setRail] = useState<PayoutRail>('bank');
  return (
    <section className="flex min-w-0 flex-col gap-3 lg:col-span-2" aria-labelledby="payout-batches-heading">
      <h2 id="payout-batches-heading" className="text-lg font-semibold">
        {m.admin_payout_batches()}
      </h2>
      <div className="flex flex-wrap items-end gap-2">
        <div className="flex flex-col gap-1.5">
          <Label htmlFor="batch-rail">{m.admin_batch_rail()}</Label>
          <Select id="batch-rail" value={rail} onChange={(e) => setRail(e.target.value as PayoutRail)}>
            {PAYOUT_RAILS.map((r) => (
              <option key={r} value={r}>
                {railLabel(r)}
              </option>
            ))}
          </Select>
        </div>
        <Button
          disabled={act.isPending}
          onClick={() =>
            act.mutateAsync({ kind: 'create', rail }).then((r) => notifySuccess(r.message ?? ''), onError)
          }
        >
          {m.admin_batch_create()}
        </Button>
      </div>
      {batches.isPending ? (
        <Spinner label={m.admin_batches_loading()} className="py-6" />
      ) : batches.isError ? (
        <p role="alert" className="text-destructive">
          {m.admin_batches_failed()}
        </p>
      ) : batches.data.batches.length === 0 ? (
        <p className="text-muted-foreground">{m.admin_batches_empty()}</p>
      ) : (
        <ul className="divide-y rounded-lg border" aria-label={m.admin_payout_batches()}>
          {batches.data.batches.map((b) => (
            <BatchRow key={b._id} b={b} />
          ))}
        </ul>
      )}
    </section>
  );
}
