import { h, render, type ComponentChildren } from 'preact';

/**
 * The Preact roots of DeferredTakeover's parts (decision 028). Written against Preact itself: the
 * app ships Preact (decision 027); unit tests that render with React never reach these.
 */

/** Hands the page's contexts to a part rendered as a root of its own, as Preact's portals do. */
function Contexts(
  this: { getChildContext?: () => unknown },
  props: { context: unknown; children?: ComponentChildren },
) {
  this.getChildContext = () => props.context;
  return props.children;
}

/**
 * Renders a part into its element: the first time over the server's elements, which Preact keeps
 * and brings up to date (the controls drawn disabled until the app runs are enabled, ids the
 * browser gives differently are set), later over its own last render.
 */
export function renderIsland(el: HTMLElement, children: unknown, context: unknown) {
  render(h(Contexts, { context }, children as ComponentChildren), el);
}

/** The part leaves the page: its components are unmounted. */
export function dropIsland(el: HTMLElement) {
  render(null, el);
}
