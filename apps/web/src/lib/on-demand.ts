import { useCallback, useEffect, useState, type ComponentType } from 'react';

/**
 * A component whose code is fetched when first wanted, kept out of the first load (issue 19).
 * Unlike React.lazy it never suspends nor throws: until the code is here (or when fetching it
 * fails, offline say) the component is `undefined` and the caller shows what it showed before;
 * `load()` tries again. The module promise is cached by the browser once it succeeds.
 */
export function useOnDemand<P extends object>(
  load: () => Promise<ComponentType<P>>,
  { now = false }: { now?: boolean } = {},
) {
  const [Component, setComponent] = useState<ComponentType<P>>();
  const fetchIt = useCallback(() => {
    load().then(
      (c) => setComponent(() => c),
      (err: unknown) => console.warn('Could not load a part of the page:', err),
    );
  }, [load]);
  useEffect(() => {
    if (now && !Component) fetchIt();
  }, [now, Component, fetchIt]);
  return { Component, load: fetchIt };
}
