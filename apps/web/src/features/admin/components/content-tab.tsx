import { useState } from 'react';
import { Link } from 'react-router';
import type { ReportDto } from '@kt/shared';
import { Badge } from '@/components/ui/badge.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { errorMessage } from '@/lib/api.ts';
import { notifyError, notifySuccess } from '@/lib/notify.ts';
import { useContactInbox, useReports, useResolveReport, useSetHidden } from '../api/admin.ts';
import { ReasonForm } from './reason-form.tsx';

const when = (iso: string) => new Date(iso).toLocaleString('en-GB', { timeZone: 'UTC' }) + ' UTC';
const onError = (err: unknown) => notifyError(errorMessage(err, 'Something went wrong. Please try again.'));

function ReportRow({ report }: { report: ReportDto }) {
  const resolve = useResolveReport();
  const hide = useSetHidden();
  const [hiding, setHiding] = useState(false);
  const hideable = report.targetType !== 'message';
  return (
    <li className="flex flex-col gap-2 p-3">
      <div className="flex flex-wrap items-center gap-2">
        <Badge variant="outline">{report.targetType}</Badge>
        {report.target.hidden && <Badge variant="destructive">hidden</Badge>}
        {report.target.link ? (
          <Link to={report.target.link} className="min-w-0 break-words font-medium underline">
            {report.target.summary}
          </Link>
        ) : (
          <span className="min-w-0 break-words font-medium">“{report.target.summary}”</span>
        )}
      </div>
      <p className="text-sm">
        <span className="text-muted-foreground">
          {report.reporter.name}, {when(report.createdAt)}:
        </span>{' '}
        {report.reason}
      </p>
      <div className="flex flex-wrap gap-2">
        {hideable && !report.target.hidden && (
          <Button size="sm" variant="destructive" onClick={() => setHiding(!hiding)} aria-expanded={hiding}>
            Hide {report.targetType}
          </Button>
        )}
        {hideable && report.target.hidden && (
          <Button
            size="sm"
            variant="outline"
            disabled={hide.isPending}
            onClick={() =>
              hide
                .mutateAsync({
                  type: report.targetType as 'job' | 'profile',
                  id: report.targetId,
                  reason: null,
                })
                .then((r) => notifySuccess(r.message), onError)
            }
          >
            Restore {report.targetType}
          </Button>
        )}
        <Button
          size="sm"
          variant="outline"
          disabled={resolve.isPending}
          onClick={() =>
            resolve
              .mutateAsync({ id: report._id, outcome: 'dismissed' })
              .then((r) => notifySuccess(r.message), onError)
          }
        >
          Dismiss
        </Button>
        {!hideable && (
          <Button
            size="sm"
            variant="outline"
            disabled={resolve.isPending}
            onClick={() =>
              resolve
                .mutateAsync({ id: report._id, outcome: 'actioned' })
                .then((r) => notifySuccess(r.message), onError)
            }
          >
            Mark handled
          </Button>
        )}
      </div>
      {hiding && (
        <ReasonForm
          label={`Why hide this ${report.targetType}? (its owner sees this)`}
          submit="Hide"
          busy={hide.isPending}
          onSubmit={(reason) =>
            hide
              .mutateAsync({ type: report.targetType as 'job' | 'profile', id: report.targetId, reason })
              .then((r) => {
                notifySuccess(r.message);
                setHiding(false);
              }, onError)
          }
        />
      )}
    </li>
  );
}

/** Content: the open reports (hide, restore, dismiss) and the contact form's messages. */
export function ContentTab() {
  const reports = useReports();
  const inbox = useContactInbox();
  const messages = inbox.data?.pages.flatMap((p) => p.messages) ?? [];
  return (
    <div className="grid gap-8 lg:grid-cols-2">
      <section className="flex min-w-0 flex-col gap-3" aria-labelledby="reports-heading">
        <h2 id="reports-heading" className="text-lg font-semibold">
          Reports
        </h2>
        {reports.isPending ? (
          <Spinner label="Loading reports..." className="py-10" />
        ) : reports.isError ? (
          <p role="alert" className="text-destructive">
            Could not load reports. Please try again.
          </p>
        ) : reports.data.reports.length === 0 ? (
          <p className="text-muted-foreground">No open reports.</p>
        ) : (
          <ul className="divide-y rounded-lg border">
            {reports.data.reports.map((r) => (
              <ReportRow key={r._id} report={r} />
            ))}
          </ul>
        )}
      </section>
      <section className="flex min-w-0 flex-col gap-3" aria-labelledby="inbox-heading">
        <h2 id="inbox-heading" className="text-lg font-semibold">
          Contact messages
        </h2>
        {inbox.isPending ? (
          <Spinner label="Loading messages..." className="py-10" />
        ) : inbox.isError ? (
          <p role="alert" className="text-destructive">
            Could not load messages. Please try again.
          </p>
        ) : messages.length === 0 ? (
          <p className="text-muted-foreground">No messages yet.</p>
        ) : (
          <>
            <ul className="divide-y rounded-lg border">
              {messages.map((m) => (
                <li key={m._id} className="flex flex-col gap-1 p-3 text-sm">
                  <p className="font-medium break-words">{m.subject}</p>
                  <p className="text-muted-foreground break-all">
                    {m.name} &lt;{m.email}&gt;, {when(m.createdAt)}
                  </p>
                  <p className="whitespace-pre-line break-words">{m.message}</p>
                </li>
              ))}
            </ul>
            {inbox.hasNextPage && (
              <Button
                variant="outline"
                onClick={() => inbox.fetchNextPage()}
                disabled={inbox.isFetchingNextPage}
              >
                {inbox.isFetchingNextPage ? 'Loading...' : 'Load more'}
              </Button>
            )}
          </>
        )}
      </section>
    </div>
  );
}
