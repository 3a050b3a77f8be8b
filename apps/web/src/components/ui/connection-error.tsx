import { WifiOff } from 'lucide-react';
import { m } from '@/paraglide/messages.js';
import { Button } from './button.tsx';

/**
 * The honest error when the link is down (issue 21): said in place of the page, inside the layout,
 * with a Retry. `offline` is whether the browser knows it is offline.
 */
export function ConnectionError({
  offline,
  onRetry,
  embedded = false,
}: {
  offline: boolean;
  onRetry: () => void;
  /** Inside a page that has its own h1: the heading is an h2. */
  embedded?: boolean;
}) {
  const Heading = embedded ? 'h2' : 'h1';
  return (
    <div
      role="alert"
      className="mx-auto flex min-h-[40vh] max-w-md flex-col items-center justify-center gap-3 px-4 text-center"
    >
      <WifiOff className="h-10 w-10 text-muted-foreground" aria-hidden="true" />
      <Heading className="text-2xl font-bold">
        {offline ? m.common_offline_title() : m.common_connection_problem()}
      </Heading>
      <p className="text-muted-foreground">{offline ? m.common_offline_text() : m.common_network_text()}</p>
      <Button type="button" onClick={onRetry}>
        {m.common_retry()}
      </Button>
    </div>
  );
}
