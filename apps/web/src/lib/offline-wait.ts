import { useContext, useEffect, useState, useSyncExternalStore } from 'react';
import { QueryClientContext, type QueryClient } from '@tanstack/react-query';
import { useOnline } from './online.ts';

/** How long a wait may last offline before it is called what it is: the cache answers in far less. */
export const OFFLINE_WAIT_MS = 1000;

/** Whether a read on screen asked, failed for the link, and now waits for it with nothing kept. */
const waitingWithNothing = (client: QueryClient | undefined) =>
  !!client
    ?.getQueryCache()
    .findAll({ type: 'active', fetchStatus: 'paused' })
    .some((q) => q.state.data === undefined);

const noSubscription = () => () => {};

/**
 * True when a loading state can never end while offline (issue 34): the browser is offline, the
 * wait has lasted OFFLINE_WAIT_MS, and a read on screen is paused for the link with nothing kept on
 * this device (the service worker had no copy: a screen never visited online). React Query resumes
 * paused reads when the link comes back, so the screen then loads by itself.
 */
export function useOfflineDeadEnd(): boolean {
  const online = useOnline();
  const client = useContext(QueryClientContext);
  const [waited, setWaited] = useState(false);
  useEffect(() => {
    if (online) {
      setWaited(false);
      return;
    }
    const timer = setTimeout(() => setWaited(true), OFFLINE_WAIT_MS);
    return () => clearTimeout(timer);
  }, [online]);
  const paused = useSyncExternalStore(
    client ? (onChange) => client.getQueryCache().subscribe(onChange) : noSubscription,
    () => waitingWithNothing(client),
    () => false,
  );
  return !online && waited && paused;
}

/** Asks again once for what is missing (the service worker may have a copy by now, or the link be back). */
export function retryMissing(client: QueryClient | undefined) {
  void client?.refetchQueries({ type: 'active', predicate: (q) => q.state.data === undefined });
}
