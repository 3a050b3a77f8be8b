import { WifiOff } from 'lucide-react';
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
      <Heading className="text-2xl font-bold">{offline ? 'You are offline' : 'Connection problem'}</Heading>
      <p className="text-muted-foreground">
        {offline
          ? 'This page could not be loaded because the connection is down. Check your connection and retry.'
          : 'This page could not be loaded over the network. Check your connection and retry.'}
      </p>
      <Button type="button" onClick={onRetry}>
        Retry
      </Button>
    </div>
  );
}
