import {
  Suspense,
  useCallback,
  useLayoutEffect,
  useRef,
  useSyncExternalStore,
  type ForwardedRef,
  type ReactNode,
  type RefObject,
} from 'react';

/**
 * Pages the server renders (src/ssr) are hydrated by React in the browser (main.tsx,
 * docs/decisions/031-server-rendering.md). What helps components render the same in both places.
 */

const never = () => () => undefined;

let markHydrated: () => void = () => {};
/** Settles once React has hydrated the page the server drew (never for a page rendered here). */
export const hydrated = new Promise<void>((resolve) => (markHydrated = resolve));
/** Called once by the app's HydratedMark. */
export const settleHydrated = () => markHydrated();

let forGuest = true;
/** main.tsx: whether the page was drawn for a guest (no session cookie) or for a session to check. */
export const drawnForGuest = (guest: boolean) => void (forGuest = guest);

/**
 * The code of a part hydrated after the page (`data-kt-later`): for a guest, asked for once the rest
 * is hydrated. For a session still to be checked, at once: the session's arrival re-renders the
 * whole page, and React would draw a part whose code is still missing again, empty, until it came.
 * On the server, at once (it draws the part with the page).
 */
export const afterHydration = <T,>(load: () => Promise<T>): Promise<T> =>
  forGuest && !import.meta.env.SSR ? hydrated.then(load) : load();

/**
 * True while React renders what the server sends: on the server and in the browser's hydration of
 * it; false in every other render (React renders again once hydrated where this changes). A component
 * whose browser state would start otherwise than as drawn (shown once scrolled to, say) starts from
 * it.
 */
export function useDrawn(): boolean {
  return useSyncExternalStore(
    never,
    () => false,
    () => true,
  );
}

/**
 * A part of a page that React may hydrate on its own (a Suspense boundary): after the rest of the
 * page, or first when the visitor presses or types in it (selective hydration). It renders nothing
 * else; nothing inside may suspend (the fallback is nothing).
 */
export function Part({ children }: { children: ReactNode }) {
  return <Suspense fallback={null}>{children}</Suspense>;
}

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

/**
 * What a visitor typed or chose in a field before React hydrated it stays in the element (React keeps
 * the element's value when it hydrates), but the component's state still holds what the server drew
 * (empty), and its next render would write that back. Once hydrated, a controlled field whose element
 * holds something else hands it to its `onChange` as typing does: the change goes through React's own
 * events, so every handler sees it. The field keeps the focus and the caret stays at the end.
 *
 * It is handed over a task later, not in the hydrating commit: when the visitor's own event is what
 * made React hydrate the field (selective hydration), React dispatches that event to it right after
 * the commit. Handed over in the commit as well, the field changed twice, and the second `onChange`
 * read the value React had already written back (a select whose change starts a navigation, which
 * renders later, showed "All" again and the page's address lost the choice). A task later, the
 * element holds what the state says unless nothing handled the visitor's input.
 */
export function useAdoptTyped(ref: RefObject<Field | null>, value: unknown) {
  const latest = useRef(value);
  useLayoutEffect(() => {
    latest.current = value;
  });
  useLayoutEffect(() => {
    if (value === undefined || value === null) return;
    const timer = setTimeout(() => {
      const el = ref.current;
      const now = latest.current;
      if (!el || now === undefined || now === null) return;
      if (el instanceof HTMLInputElement && (el.type === 'checkbox' || el.type === 'radio')) return;
      const shown = el.value;
      if (shown === String(now)) return;
      // React watches the element's `value` property: set through it, React believes the element holds
      // the state's value; set through the prototype's setter, the element shows what was typed.
      el.value = String(now);
      Object.getOwnPropertyDescriptor(Object.getPrototypeOf(el), 'value')!.set!.call(el, shown);
      el.dispatchEvent(new Event(el instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }));
    });
    return () => clearTimeout(timer);
    // Only after the first render: later ones write the state to the element, as React always does.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}

/**
 * A field's ref that also adopts what was typed before hydration (useAdoptTyped), merged with the ref
 * its caller passed (a form's `register`, say).
 */
export function useFieldRef<T extends Field>(outer: ForwardedRef<T>, value: unknown) {
  const own = useRef<T | null>(null);
  useAdoptTyped(own, value);
  return useCallback(
    (el: T | null) => {
      own.current = el;
      if (typeof outer === 'function') outer(el);
      else if (outer) outer.current = el;
    },
    [outer],
  );
}
