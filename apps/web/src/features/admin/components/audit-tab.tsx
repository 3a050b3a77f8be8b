import { Button } from '@/components/ui/button.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { useAudit } from '../api/admin.ts';

/** The audit log: who did what to what, when and why; newest first, 50 at a time. */
export function AuditTab() {
  const audit = useAudit();
  if (audit.isPending) return <Spinner label="Loading the audit log..." className="py-10" />;
  if (audit.isError)
    return (
      <p role="alert" className="text-destructive">
        Could not load the audit log. Please try again.
      </p>
    );
  const entries = audit.data.pages.flatMap((p) => p.entries);
  if (entries.length === 0) return <p className="text-muted-foreground">No admin actions yet.</p>;
  return (
    <div className="flex flex-col gap-3">
      <ol className="divide-y rounded-lg border" aria-label="Audit log">
        {entries.map((e) => (
          <li key={e._id} className="flex flex-col gap-0.5 p-3 text-sm">
            <p>
              <strong>{e.action}</strong> on {e.targetType}{' '}
              <span className="break-all font-mono text-xs">{e.targetId}</span>
            </p>
            <p className="text-muted-foreground">
              by {e.actor.name}, {new Date(e.createdAt).toLocaleString('en-GB', { timeZone: 'UTC' })} UTC
            </p>
            {e.reason && <p className="break-words">Why: {e.reason}</p>}
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
          {audit.isFetchingNextPage ? 'Loading...' : 'Load more'}
        </Button>
      )}
    </div>
  );
}
