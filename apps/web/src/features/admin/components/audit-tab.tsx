import { Button } from '@/components/ui/button.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { m } from '@/paraglide/messages.js';
import { UserText } from './user-text.tsx';
import { getLocale } from '@/paraglide/runtime.js';
import { useAudit } from '../api/admin.ts';
import { actionLabel, targetLabel, when } from '../format.ts';

/** An action's name in the reader's language; one we have no words for stays as it is, marked English. */
function ActionName({ action }: { action: string }) {
  const label = actionLabel(action);
  const untranslated = getLocale() === 'ur' && label === action;
  return untranslated ? (
    <strong lang="en" dir="ltr">
      {label}
    </strong>
  ) : (
    <strong>{label}</strong>
  );
}

/** The audit log: who did what to what, when and why; newest first, 50 at a time. */
export function AuditTab() {
  const audit = useAudit();
  if (audit.isPending) return <Spinner label={m.admin_audit_loading()} className="py-10" />;
  if (audit.isError)
    return (
      <p role="alert" className="text-destructive">
        {m.admin_audit_failed()}
      </p>
    );
  const entries = audit.data.pages.flatMap((p) => p.entries);
  if (entries.length === 0) return <p className="text-muted-foreground">{m.admin_audit_empty()}</p>;
  return (
    <div className="flex flex-col gap-3">
      <ol className="divide-y rounded-lg border" aria-label={m.admin_audit_log()}>
        {entries.map((e) => (
          <li key={e._id} className="flex flex-col gap-0.5 p-3 text-sm">
            <p>
              <ActionName action={e.action} />
              {m.admin_audit_on({ type: targetLabel(e.targetType) })}{' '}
              <span className="break-all font-mono text-xs" dir="ltr" data-user-content>
                {e.targetId}
              </span>
            </p>
            <p className="text-muted-foreground">
              {m.admin_audit_by()}
              <UserText>{e.actor.name}</UserText>
              {m.admin_audit_by_end({ time: when(e.createdAt) })}
            </p>
            {e.reason && (
              <p className="break-words">
                {m.admin_audit_why()}
                <UserText>{e.reason}</UserText>
              </p>
            )}
          </li>
        ))}
      </ol>
      {audit.hasNextPage && (
        <Button
          variant="outline"
          className="self-start"
          onClick={() => audit.fetchNextPage()}
          disabled={audit.isFetchingNextPage}
        >
          {audit.isFetchingNextPage ? m.common_loading() : m.admin_load_more()}
        </Button>
      )}
    </div>
  );
}
