import { useEffect, useState } from 'react';

/**
 * False in the server's first render of a page (src/ssr) and in the browser's first render over
 * it; true from the next one. What would suspend (a chunk fetched on demand) or only makes sense in
 * a browser waits for it: a first render that suspended would not take over the server's elements.
 */
export function useMounted(): boolean {
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  return mounted;
}
