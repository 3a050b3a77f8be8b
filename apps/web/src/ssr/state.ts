import type { DehydratedState } from '@tanstack/react-query';

/**
 * What a page the server rendered carries in `<script id="kt-state" type="application/json">`: the
 * queries it was rendered from, and whom it was rendered for. `guest`: no session cookie came with
 * the request, the page is drawn signed out; `unknown`: a cookie came, the page is drawn as anyone
 * signed out sees it but with the session still to be checked (the navigation waits for it), and
 * what depends on who is asking arrives once the browser has asked.
 */
export type DrawnState = {
  queries: DehydratedState;
  session: 'guest' | 'unknown';
  /**
   * The API address each drawn query's data came from as it was received (query hash → path and
   * query string), for the queries read offline (cache-rules.ts): the browser's service worker keeps
   * them as if the browser had fetched them, so a page first seen drawn also reads offline.
   */
  sources?: Record<string, string>;
};
