import { createContext, useContext, useLayoutEffect, useRef, type ReactNode } from 'react';
import { dropIsland, renderIsland } from './islands.ts';

/**
 * What the server drew inside each outermost DeferredTakeover, taken out of the page by
 * captureDrawn just before the app's first render and put back, unchanged, by the part itself.
 */
const drawn = new Map<string, DocumentFragment>();

/**
 * Called by main.tsx on a page the server drew, in the same task as (and just before) the app's
 * first render over it: no frame is painted between, so nothing flickers. A part inside another
 * part goes with the outer one.
 */
export function captureDrawn(root: ParentNode) {
  for (const el of root.querySelectorAll<HTMLElement>('[data-deferred]')) {
    if (el.parentElement?.closest('[data-deferred]')) continue;
    const part = document.createDocumentFragment();
    part.append(...el.childNodes);
    drawn.set(el.dataset.deferred!, part);
  }
}

/** True inside a part while the app takes it over, and after: what it renders was drawn. */
const DrawnPart = createContext(false);

/**
 * True in a part the app took over from the server's elements: a component whose state in the
 * browser would start other than as drawn (shown once scrolled to, the slide showing) starts as
 * the page shows it.
 */
export const useDrawnPart = () => useContext(DrawnPart);

/** Whether the server drew the part `id` on this page and the app has yet to take it over. */
export const isDrawn = (id: string) => drawn.has(id);

type Island = {
  part?: DocumentFragment;
  el?: HTMLElement;
  live: boolean;
  timer?: ReturnType<typeof setTimeout>;
  stop?: () => void;
  children: ReactNode;
  context: unknown;
};

/**
 * A part of a page the server drew (decision 028) that the app takes over in a task of its own,
 * after its first render: that render stays short on a slow phone. The part is its own Preact root
 * inside the page, rendered over the server's elements, which are kept (nothing is drawn or laid
 * out twice); the contexts of the page (router, queries, language) are handed to it as a portal
 * does.
 * Everywhere else (the server, any page the browser draws itself) the children render at once.
 * `when` (a media query): a part shown only on some screens (the side navigation on large ones)
 * is taken over once the query matches, not before; until then it stays as drawn, out of sight.
 * `id` must name the same part on the server and in the browser. (`contents` is a class, not a style
 * attribute: the server turns style attributes into rules, which the first render would swap back.)
 *
 * `context` is what Preact passes a function component second: every context provided above it.
 */
export function DeferredTakeover(
  { id, when, children }: { id: string; when?: string; children: ReactNode },
  context?: unknown,
) {
  const ref = useRef<HTMLDivElement>(null);
  const island = useRef<Island | null | undefined>(undefined);
  if (island.current === undefined) {
    const part = drawn.get(id);
    drawn.delete(id);
    island.current = part ? { part, live: false, children, context } : null;
  }
  const own = island.current;
  if (own) {
    own.children = <DrawnPart.Provider value={true}>{children}</DrawnPart.Provider>;
    own.context = context;
  }
  useLayoutEffect(() => {
    if (!own) return;
    const el = (own.el = ref.current!);
    if (own.part) {
      el.append(own.part);
      own.part = undefined;
      const takeOver = () => {
        own.timer = setTimeout(() => {
          own.live = true;
          renderIsland(el, own.children, own.context);
        }, 0);
      };
      const media = when ? window.matchMedia(when) : undefined;
      if (!media || media.matches) takeOver();
      else {
        media.addEventListener('change', takeOver, { once: true });
        own.stop = () => media.removeEventListener('change', takeOver);
      }
    } else if (own.live) {
      renderIsland(el, own.children, own.context);
    }
  });
  useLayoutEffect(
    () => () => {
      if (!own) return;
      clearTimeout(own.timer);
      own.stop?.();
      if (own.live && own.el) dropIsland(own.el);
    },
    [own],
  );
  return own ? (
    <div ref={ref} data-deferred={id} className="contents" />
  ) : (
    <div data-deferred={id} className="contents">
      {children}
    </div>
  );
}
