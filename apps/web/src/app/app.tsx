import { lazy, Suspense, useEffect, type ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { BrowserRouter, useRoutes, type RouteObject } from 'react-router';
import { MessagesRealtime } from '@/features/messages/realtime.ts';
import { isNetworkFailure } from '@/lib/online.ts';
import { settleHydrated } from '@/lib/hydration.tsx';
import { useMounted } from '@/lib/use-mounted.ts';
import { Toaster } from '@/lib/toaster.tsx';
import { RealtimeProvider } from '@/lib/realtime.tsx';
import { SessionProvider } from '@/lib/session.tsx';
import { LocaleProvider, useLocale, type Locale } from '@/lib/i18n/locale.tsx';
import { m } from '@/paraglide/messages.js';
import { AppLayout } from './layout/app-layout.tsx';
import { ErrorBoundary } from './error-boundary.tsx';
import { RouteError } from './route-error.tsx';
import { pageRoutes } from './routes.ts';
import type { DrawnState } from '@/ssr/state.ts';

/** Sends the offline outbox (issue 19); its code (IndexedDB) loads after the first render. */
const OutboxRunner = lazy(() => import('./outbox-runner.tsx').then((m) => ({ default: m.OutboxRunner })));

/**
 * When the browser last came back online. A call sent just before may fail just after: seen by the
 * query as failing online, it would stop there and the page would never load by itself.
 */
let backOnlineAt = 0;
if (typeof window !== 'undefined') window.addEventListener('online', () => (backOnlineAt = Date.now()));
const JUST_BACK_MS = 10_000;

/**
 * Offline, a read that failed for the link is asked again once the link is back (paused until
 * then); so is one that failed for the link in the seconds after it came back.
 */
const waitsForLink = (error: unknown) =>
  typeof navigator !== 'undefined' &&
  isNetworkFailure(error) &&
  (navigator.onLine === false || Date.now() - backOnlineAt < JUST_BACK_MS);

/**
 * Offline, a read that failed for the link waits for it (paused, then asked again when the browser
 * is back online) whatever the query's own retry says (issue 34): a screen whose `retry: 0` made it
 * fail at once showed its generic error instead of saying it was offline, and never loaded by
 * itself. Its Spinner says what the wait is (components/ui/spinner.tsx).
 */
function waitForTheLink(client: QueryClient): QueryClient {
  const defaults = client.defaultQueryOptions.bind(client);
  client.defaultQueryOptions = ((options: Parameters<typeof defaults>[0]) => {
    if (options._defaulted) return defaults(options);
    const defaulted = defaults(options);
    const own = defaulted.retry;
    defaulted.retry = (failures: number, error: unknown) => {
      if (waitsForLink(error)) return true;
      if (typeof own === 'function') return own(failures, error);
      return own === true || (typeof own === 'number' && failures < own);
    };
    return defaulted;
  }) as typeof client.defaultQueryOptions;
  return client;
}

/** One per page load in the browser; one per request on the server (src/ssr). */
export function createQueryClient() {
  return waitForTheLink(
    new QueryClient({
      defaultOptions: {
        // offlineFirst: a read offline still asks once, so the service worker can answer from its
        // cache; a lost link is retried a few times (paused while offline), since the first call
        // after the link comes back may still fail.
        queries: {
          staleTime: 30_000,
          retry: (failures, error) => failures < (isNetworkFailure(error) ? 3 : 1),
          refetchOnWindowFocus: false,
          networkMode: 'offlineFirst',
        },
      },
    }),
  );
}

/** Every page inside the layout (navigation, footer). */
export const appRoutes: RouteObject[] = [{ path: '/', Component: AppLayout, children: pageRoutes }];

function Matched() {
  return useRoutes(appRoutes);
}

/**
 * The page the address names, in React Router's declarative mode (its data router, with loaders and
 * actions this app does not use, was a fifth of the code fetched before hydration). A page that fails
 * (a chunk lost offline, say) shows its error inside the layout, which keeps the navigation
 * (AppLayout's boundary); only a failure of the layout itself reaches RouteError.
 */
export function AppRoutes() {
  return (
    <ErrorBoundary fallback={(error) => <RouteError error={error} />}>
      <Matched />
    </ErrorBoundary>
  );
}

/**
 * `drawn`: the server rendered the page (src/ssr) for a guest or for someone whose session is still
 * to be checked; the app hydrates it starting as it was rendered.
 */
export function App({ queryClient, drawn }: { queryClient: QueryClient; drawn?: DrawnState['session'] }) {
  return (
    <AppFrame
      queryClient={queryClient}
      signedOut={drawn === 'guest'}
      router={(locale) => (
        <BrowserRouter>
          <AppRoutes key={locale} />
        </BrowserRouter>
      )}
    >
      {drawn && <HydratedMark />}
      {drawn === 'unknown' && <AskAgainAsVisitor queryClient={queryClient} />}
    </AppFrame>
  );
}

/**
 * A page drawn for someone whose session was still to be checked carries what anyone signed out
 * sees: once hydrated, its queries are asked again with the visitor's own session, so what depends
 * on who they are (their own job, applied state) arrives, and the replies are kept for reading
 * offline as any page the browser fetched itself.
 */
function AskAgainAsVisitor({ queryClient }: { queryClient: QueryClient }) {
  useEffect(() => {
    void queryClient.invalidateQueries();
  }, [queryClient]);
  return null;
}

/** The performance mark `kt-hydrated` once React has hydrated the page (read by bench/lib/visit.ts). */
export function HydratedMark() {
  useEffect(() => {
    performance.mark('kt-hydrated');
    settleHydrated();
  }, []);
  return null;
}

/**
 * Everything around the router, shared by the browser and the server's rendering (src/ssr), which
 * hands in its own router. `signedOut`: a page the server rendered for a guest (no session cookie)
 * and its hydration start signed out. `children`: after the router, rendering nothing.
 */
export function AppFrame({
  queryClient,
  router,
  signedOut = false,
  children,
}: {
  queryClient: QueryClient;
  router: (locale: Locale) => ReactNode;
  signedOut?: boolean;
  children?: ReactNode;
}) {
  return (
    <LocaleProvider>
      <Providers queryClient={queryClient} router={router} signedOut={signedOut} />
      {children}
    </LocaleProvider>
  );
}

/**
 * The outbox's runner from the second render on (its own component: what the server renders has no
 * outbox, and only this, not the whole app, renders again once hydrated).
 */
function LaterOutboxRunner() {
  const mounted = useMounted();
  return mounted ? (
    <Suspense fallback={null}>
      <OutboxRunner />
    </Suspense>
  ) : null;
}

/** The routes are keyed by the language, so a switch re-renders every page in the new one. */
function Providers({
  queryClient,
  router,
  signedOut,
}: {
  queryClient: QueryClient;
  router: (locale: Locale) => ReactNode;
  signedOut: boolean;
}) {
  const { locale, dir } = useLocale();
  return (
    <QueryClientProvider client={queryClient}>
      <SessionProvider signedOut={signedOut}>
        <RealtimeProvider>
          <MessagesRealtime />
          <LaterOutboxRunner />
          {router(locale)}
        </RealtimeProvider>
        {/* On phones, toasts sit below the sticky header so its menu button stays usable. */}
        <Toaster
          richColors
          dir={dir}
          containerAriaLabel={m.nav_notifications()}
          position={dir === 'rtl' ? 'top-left' : 'top-right'}
          closeButton
          mobileOffset={{ top: 64, left: 8, right: 8 }}
        />
      </SessionProvider>
    </QueryClientProvider>
  );
}
