import { useCallback, useEffect, useState, type ComponentType } from 'react';

/**
 * A component whose code is fetched when first wanted, kept out of the first load (issue 19).
 * Unlike React.lazy it never suspends nor throws: until the code is here (or when fetching it
 * fails, offline say) the component is `undefined` and the caller shows what it showed before;
 * `load()` tries again. The module promise is cached by the browser once it succeeds.
 */
export function useOnDemand<P extends object>(
  load: () => Promise<ComponentType<P>>,
  { now = false, idle = false }: { now?: boolean; idle?: boolean } = {},
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
  // `idle`: fetch the code once the page has loaded and the browser is idle, without showing it, so
  // that it opens later also when the link has dropped since (the phone menu on a first visit).
  useEffect(() => {
    if (!idle) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const warm = () => void load().catch(() => undefined);
    const whenIdle = () => {
      if ('requestIdleCallback' in window) window.requestIdleCallback(warm, { timeout: 3000 });
      else timer = setTimeout(warm, 200);
    };
    if (document.readyState === 'complete') whenIdle();
    else window.addEventListener('load', whenIdle, { once: true });
    return () => {
      window.removeEventListener('load', whenIdle);
      if (timer) clearTimeout(timer);
    };
  }, [idle, load]);
  return { Component, load: fetchIt };
}
