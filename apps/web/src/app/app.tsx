import { lazy, Suspense, type ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createBrowserRouter, RouterProvider, type RouteObject } from 'react-router';
import { Toaster } from 'sonner';
import { MessagesRealtime } from '@/features/messages/realtime.ts';
import { isNetworkFailure } from '@/lib/online.ts';
import { useMounted } from '@/lib/use-mounted.ts';
import { RealtimeProvider } from '@/lib/realtime.tsx';
import { SessionProvider } from '@/lib/session.tsx';
import { LocaleProvider, useLocale, type Locale } from '@/lib/i18n/locale.tsx';
import { m } from '@/paraglide/messages.js';
import { AppLayout } from './layout/app-layout.tsx';
import { PageError } from './page-error.tsx';
import { RouteError } from './route-error.tsx';
import { pageRoutes } from './routes.ts';

/** Sends the offline outbox (issue 19); its code (IndexedDB) loads after the first render. */
const OutboxRunner = lazy(() => import('./outbox-runner.tsx').then((m) => ({ default: m.OutboxRunner })));

/** One per page load in the browser; one per request on the server (src/ssr). */
export function createQueryClient() {
  return new QueryClient({
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
  });
}

/**
 * A page that fails (a chunk lost offline, say) shows its error inside the layout, which keeps the
 * navigation; only a failure of the layout itself reaches RouteError.
 */
export const appRoutes: RouteObject[] = [
  {
    path: '/',
    Component: AppLayout,
    errorElement: <RouteError />,
    children: [{ errorElement: <PageError />, children: pageRoutes }],
  },
];

let browserRouter: ReturnType<typeof createBrowserRouter> | undefined;

/**
 * The browser's router, made ahead of the first render (main.tsx does so in a task of its own on a
 * page the server drew: a slow phone spends milliseconds ranking the routes).
 */
export function prepareRouter(drawn: boolean) {
  return (browserRouter ??= createBrowserRouter(
    appRoutes,
    drawn ? { hydrationData: { loaderData: {} } } : undefined,
  ));
}

/**
 * `drawn`: the server drew the page (src/ssr). The router then starts as if hydrated, which keeps
 * it from scrolling to the top on its first render: a reader may have scrolled the drawn page.
 */
export function App({ queryClient, drawn = false }: { queryClient: QueryClient; drawn?: boolean }) {
  const router = prepareRouter(drawn);
  return (
    <AppFrame
      queryClient={queryClient}
      signedOut={drawn}
      router={(locale) => <RouterProvider key={locale} router={router} />}
    />
  );
}

/**
 * Everything around the router, shared by the browser and the server's first render (src/ssr),
 * which hands in its own router. `signedOut`: a page drawn by the server (for someone without a
 * session) and its takeover start signed out.
 */
export function AppFrame({
  queryClient,
  router,
  signedOut = false,
}: {
  queryClient: QueryClient;
  router: (locale: Locale) => ReactNode;
  signedOut?: boolean;
}) {
  return (
    <LocaleProvider>
      <Providers queryClient={queryClient} router={router} signedOut={signedOut} />
    </LocaleProvider>
  );
}

/**
 * The outbox's runner from the second render on (its own component: the first render over a page
 * the server drew must not suspend, and only this, not the whole app, renders again then).
 */
function LaterOutboxRunner() {
  const mounted = useMounted();
  return mounted ? (
    <Suspense fallback={null}>
      <OutboxRunner />
    </Suspense>
  ) : null;
}

/** The router is keyed by the language, so a switch re-renders every page in the new one. */
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
