import './lib/csp-nonce.ts';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { hydrate, onlineManager } from '@tanstack/react-query';
import { matchRoutes } from 'react-router';
import { App, appRoutes, createQueryClient } from './app/app.tsx';
import { pressAgain } from './lib/held-presses.ts';
import { drawnForGuest, hydrated } from './lib/hydration.tsx';
import type { PageHandle } from './app/routes.ts';
import type { DrawnState } from './ssr/state.ts';
import { keepDrawnReplies } from './pwa/keep-drawn.ts';
import 'sonner/dist/styles.css';
import './index.css';

const root = document.getElementById('root')!;
// React Query hears the browser's online and offline events but starts believing it is online: a
// page opened while offline would retry its reads until they fail instead of waiting for the link
// (and the Spinner saying so, issue 34).
onlineManager.setOnline(navigator.onLine);
const queryClient = createQueryClient();
const stateElement = document.getElementById('kt-state');

/**
 * A page the server rendered (src/ssr, docs/decisions/031-server-rendering.md) comes with the data it
 * was rendered from, and React hydrates it as soon as the code is here: the elements stay (focus, a
 * caret, what was typed), and React handles what the visitor presses or types meanwhile. The
 * hydration is a transition, so React yields to the visitor between small slices of it; the parts of
 * the page in their own boundary (`Part`) are hydrated after the rest, or first when used.
 * Every other page is rendered here.
 */
async function start() {
  if (!stateElement) {
    createRoot(root).render(
      <StrictMode>
        <App queryClient={queryClient} />
      </StrictMode>,
    );
    whenLoaded(startWorker);
    return;
  }
  let session: DrawnState['session'] = 'guest';
  try {
    const state = JSON.parse(stateElement.textContent ?? '{}') as DrawnState;
    session = state.session;
    drawnForGuest(session === 'guest');
    hydrate(queryClient, state.queries);
    keepDrawnReplies(state);
    // The page's own code, before hydrating: a lazy page would otherwise hydrate in a second pass.
    const matches = matchRoutes(appRoutes, window.location) ?? [];
    await (matches[matches.length - 1]?.route.handle as PageHandle | undefined)?.preload();
  } catch (err) {
    console.warn('Starting from the server-rendered page failed:', err);
  }
  stateElement.remove();
  inlineDrawnStyles();
  startTransition(() => {
    hydrateRoot(
      root,
      <StrictMode>
        <App queryClient={queryClient} drawn={session} />
      </StrictMode>,
    );
  });
  pressAgain();
  // The worker's code (and the notice it may show) waits for the hydration, not only for the load:
  // on a slow phone the load event comes first, and its code then competed with React's.
  void hydrated.then(() => whenLoaded(startWorker));
}
void start();

/**
 * The policy refuses `style` attributes in HTML, so the server wrote each as a rule of its nonced
 * style sheet (`[data-kt-style="3"]{…}`, src/ssr/styles.ts). Set from script (which the policy
 * allows), they are the elements' own styles again before React hydrates them, as React expects.
 */
function inlineDrawnStyles() {
  const sheet = document.getElementById('kt-styles') as HTMLStyleElement | null;
  const rules = new Map<string, string>();
  for (const rule of sheet?.sheet?.cssRules ?? []) {
    const id = /^\[data-kt-style="(\d+)"\]$/.exec((rule as CSSStyleRule).selectorText)?.[1];
    if (id !== undefined) rules.set(id, (rule as CSSStyleRule).style.cssText);
  }
  for (const el of root.querySelectorAll<HTMLElement>('[data-kt-style]')) {
    el.style.cssText = rules.get(el.dataset.ktStyle!) ?? '';
    el.removeAttribute('data-kt-style');
  }
  sheet?.remove();
}

function whenLoaded(run: () => void) {
  if (document.readyState === 'complete') run();
  else window.addEventListener('load', run, { once: true });
}

/** The service worker (issue 19): its code is a separate, later download. */
function startWorker() {
  if (import.meta.env.PROD && 'serviceWorker' in navigator) {
    void import('./pwa/register.ts').then((m) => m.registerServiceWorker());
  }
}
