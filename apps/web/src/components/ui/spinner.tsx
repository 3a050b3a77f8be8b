import { useContext } from 'react';
import { QueryClientContext } from '@tanstack/react-query';
import { Loader2, WifiOff } from 'lucide-react';
import { cn } from '@/lib/cn.ts';
import { retryMissing, useOfflineDeadEnd } from '@/lib/offline-wait.ts';
import { m } from '@/paraglide/messages.js';
import { Button } from './button.tsx';

/**
 * A loading state. Offline, a wait that cannot end (nothing of it kept on this device) says so
 * instead of spinning, with a Retry; it loads by itself once the link is back (issue 34).
 */
export function Spinner({ className, label }: { className?: string; label?: string }) {
  const deadEnd = useOfflineDeadEnd();
  const client = useContext(QueryClientContext);
  if (deadEnd) {
    return (
      <div
        role="alert"
        data-offline-dead-end=""
        className={cn(
          'mx-auto flex max-w-md flex-col items-center justify-center gap-3 px-4 text-center',
          className,
        )}
      >
        <WifiOff className="h-8 w-8 text-muted-foreground" aria-hidden="true" />
        <p>{m.common_offline_not_saved()}</p>
        <Button type="button" variant="outline" onClick={() => retryMissing(client)}>
          {m.common_retry()}
        </Button>
      </div>
    );
  }
  return (
    <div
      role="status"
      className={cn('flex items-center justify-center gap-2 text-muted-foreground', className)}
    >
      <Loader2 className="h-5 w-5 animate-spin" aria-hidden="true" />
      {label ? <span>{label}</span> : <span className="sr-only">{m.common_loading_short()}</span>}
    </div>
  );
}
