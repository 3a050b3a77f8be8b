import { useSyncExternalStore } from 'react';

const subscribe = (onChange: () => void) => {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
};

/** Whether the browser believes it is online (navigator.onLine), kept live by its events. */
export function useOnline(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => typeof navigator === 'undefined' || navigator.onLine,
    () => true,
  );
}

/** A failure of the link rather than of the server: a lost chunk, a fetch that never got an answer. */
export function isNetworkFailure(error: unknown): boolean {
  if (typeof navigator !== 'undefined' && navigator.onLine === false) return true;
  if (error && typeof error === 'object' && 'isNetwork' in error && error.isNetwork === true) return true;
  const message = error instanceof Error ? error.message : String(error ?? '');
  return /dynamically imported module|Importing a module script failed|error loading dynamically imported|Failed to fetch|NetworkError|Load failed|ChunkLoadError|Loading chunk/i.test(
    message,
  );
}
