import { useEffect, useState, type ReactNode } from 'react';

/** What the server drew inside each DeferredTakeover, read before the app's first render. */
const drawn = new Map<string, string>();

/** Called by main.tsx on a page the server drew, before the app renders over it. */
export function captureDrawn(root: ParentNode) {
  for (const el of root.querySelectorAll<HTMLElement>('[data-deferred]')) {
    drawn.set(el.dataset.deferred!, el.innerHTML);
  }
}

/**
 * A part of a page the server drew (decision 028) that the app takes over in a task of its own,
 * after the first render: that render then stays short on a slow phone (a job card is about 20 ms
 * of one), and the part, already on screen as the server drew it, is kept as it is until then.
 * Everywhere else (the server, any page the browser draws itself) the children render at once.
 * `id` must name the same part on the server and in the browser.
 */
export function DeferredTakeover({ id, children }: { id: string; children: ReactNode }) {
  const [html, setHtml] = useState(() => drawn.get(id));
  useEffect(() => {
    if (html === undefined) return;
    drawn.delete(id);
    const timer = setTimeout(() => setHtml(undefined), 0);
    return () => clearTimeout(timer);
    // Only the first render can hold what the server drew.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return html === undefined ? (
    <div data-deferred={id} style={{ display: 'contents' }}>
      {children}
    </div>
  ) : (
    <div data-deferred={id} style={{ display: 'contents' }} dangerouslySetInnerHTML={{ __html: html }} />
  );
}
