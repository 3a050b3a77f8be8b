import './lib/csp-nonce.ts';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { render } from 'preact';
import { hydrate } from '@tanstack/react-query';
import { matchRoutes } from 'react-router';
import { App, appRoutes, createQueryClient, prepareRouter } from './app/app.tsx';
import type { PageHandle } from './app/routes.ts';
import { captureDrawn } from './lib/deferred-takeover.tsx';
import { noteEarlyInput } from './lib/early-input.ts';
import 'sonner/dist/styles.css';
import './index.css';

const root = document.getElementById('root')!;
const queryClient = createQueryClient();
const state = document.getElementById('kt-state');
const drawn = state !== null && import.meta.env.VITE_WEB_REACT !== 'true';
const app = (
  <StrictMode>
    <App queryClient={queryClient} drawn={drawn} />
  </StrictMode>
);

const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));

/**
 * A page the server drew (src/ssr) comes with the data it was drawn from and is drawn again over
 * itself once its page's code is here (public/start.js fetches it when the visitor first does
 * something on the page): Preact's render reuses the server's elements, so nothing moves or
 * flashes, and what the visitor did meanwhile is handed over (early-input.ts). (`WEB_REACT` builds,
 * which use React, start afresh.)
 */
async function start() {
  if (!state || !drawn) {
    createRoot(root).render(app);
    // Once the page has loaded.
    if (document.readyState === 'complete') startWorker();
    else window.addEventListener('load', startWorker, { once: true });
    return;
  }
  // Each step below in a task of its own: running the app's modules, loading the drawn page's
  // data, making the router and the first render each hold a slow phone for a few tens of ms.
  await nextTask();
  try {
    hydrate(queryClient, JSON.parse(state.textContent ?? '{}'));
    const matches = matchRoutes(appRoutes, window.location) ?? [];
    await (matches[matches.length - 1]?.route.handle as PageHandle | undefined)?.preload();
  } catch (err) {
    console.warn('Starting from the server-drawn page failed:', err);
  }
  state.remove();
  await nextTask();
  prepareRouter(true);
  await nextTask();
  captureDrawn(root);
  const handOver = noteEarlyInput();
  render(app, root);
  // After the parts of the page the app takes over later (each queued a task in that render) and
  // the effects of their first render (run after the next frame).
  await nextTask();
  await afterNextFrame();
  handOver();
  startWorker();
}

/** A task after the next frame (or after 200 ms in a tab that paints none). */
const afterNextFrame = () =>
  new Promise<void>((resolve) => {
    const done = () => setTimeout(() => setTimeout(resolve, 0), 0);
    const timer = setTimeout(done, 200);
    requestAnimationFrame(() => {
      clearTimeout(timer);
      done();
    });
  });
void start();

/** The service worker (issue 19): its code is a separate, later download. */
function startWorker() {
  if (import.meta.env.PROD && 'serviceWorker' in navigator) {
    void import('./pwa/register.ts').then((m) => m.registerServiceWorker());
  }
}
