import { useState } from 'react';
import { Link } from 'react-router';
import type { ReportDto } from '@kt/shared';
import { Badge } from '@/components/ui/badge.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { errorMessage } from '@/lib/api.ts';
import { notifyError, notifySuccess } from '@/lib/notify.ts';
import { m } from '@/paraglide/messages.js';
import { UserText } from './user-text.tsx';
import { useContactInbox, useReports, useResolveReport, useSetHidden } from '../api/admin.ts';
import { targetLabel, when } from '../format.ts';
import { ReasonForm } from './reason-form.tsx';

const onError = (err: unknown) => notifyError(errorMessage(err, m.admin_something_wrong()));

function ReportRow({ report }: { report: ReportDto }) {
  const resolve = useResolveReport();
  const hide = useSetHidden();
  const [hiding, setHiding] = useState(false);
  const hideable = report.targetType !== 'message';
  return (
    <li className="flex flex-col gap-2 p-3">
      <div className="flex flex-wrap items-center gap-2">
        <Badge variant="outline">{targetLabel(report.targetType)}</Badge>
        {report.target.hidden && <Badge variant="destructive">{m.admin_hidden()}</Badge>}
        {report.target.link ? (
          <Link
            to={report.target.link}
            className="min-w-0 break-words font-medium underline"
            data-user-content
          >
            {report.target.summary}
          </Link>
        ) : (
          <span className="min-w-0 break-words font-medium" data-user-content>
            “{report.target.summary}”
          </span>
        )}
      </div>
      <p className="text-sm">
        <span className="text-muted-foreground">
          <UserText>{report.reporter.name}</UserText>
          {m.admin_reported_at({ time: when(report.createdAt) })}
        </span>{' '}
        <UserText>{report.reason}</UserText>
      </p>
      <div className="flex flex-wrap gap-2">
        {hideable && !report.target.hidden && (
          <Button size="sm" variant="destructive" onClick={() => setHiding(!hiding)} aria-expanded={hiding}>
            {report.targetType === 'profile' ? m.admin_hide_profile() : m.admin_hide_job()}
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
            {report.targetType === 'profile' ? m.admin_restore_profile() : m.admin_restore_job()}
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
          {m.admin_dismiss()}
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
            {m.admin_mark_handled()}
          </Button>
        )}
      </div>
      {hiding && (
        <ReasonForm
          label={report.targetType === 'profile' ? m.admin_why_hide_profile() : m.admin_why_hide_job()}
          submit={m.admin_hide()}
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
          {m.admin_reports()}
        </h2>
        {reports.isPending ? (
          <Spinner label={m.admin_reports_loading()} className="py-10" />
        ) : reports.isError ? (
          <p role="alert" className="text-destructive">
            {m.admin_reports_failed()}
          </p>
        ) : reports.data.reports.length === 0 ? (
          <p className="text-muted-foreground">{m.admin_reports_empty()}</p>
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
          {m.admin_contact_messages()}
        </h2>
        {inbox.isPending ? (
          <Spinner label={m.admin_messages_loading()} className="py-10" />
        ) : inbox.isError ? (
          <p role="alert" className="text-destructive">
            {m.admin_messages_failed()}
          </p>
        ) : messages.length === 0 ? (
          <p className="text-muted-foreground">{m.admin_messages_empty()}</p>
        ) : (
          <>
            <ul className="divide-y rounded-lg border">
              {messages.map((msg) => (
                <li key={msg._id} className="flex flex-col gap-1 p-3 text-sm">
                  <p className="font-medium break-words" data-user-content>
                    {msg.subject}
                  </p>
                  <p className="text-muted-foreground break-all">
                    <UserText>{msg.name}</UserText> &lt;<UserText ltr>{msg.email}</UserText>&gt;
                    {m.admin_at_time({ time: when(msg.createdAt) })}
                  </p>
                  <p className="whitespace-pre-line break-words" data-user-content>
                    {msg.message}
                  </p>
                </li>
              ))}
            </ul>
            {inbox.hasNextPage && (
              <Button
                variant="outline"
                onClick={() => inbox.fetchNextPage()}
                disabled={inbox.isFetchingNextPage}
              >
                {inbox.isFetchingNextPage ? m.common_loading() : m.admin_load_more()}
              </Button>
            )}
          </>
        )}
      </section>
    </div>
  );
}
