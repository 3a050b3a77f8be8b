import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { Toaster } from 'sonner';
import { MessagesRealtime } from '@/features/messages/realtime.ts';
import { RealtimeProvider } from '@/lib/realtime.tsx';
import { SessionProvider } from '@/lib/session.tsx';
import { LocaleProvider, useLocale } from '@/lib/i18n/locale.tsx';
import { m } from '@/paraglide/messages.js';
import { AppLayout } from './layout/app-layout.tsx';
import { PageError } from './page-error.tsx';
import { RouteError } from './route-error.tsx';
import { pageRoutes } from './routes.ts';

const queryClient = new QueryClient({
  defaultOptions: {
    queries: { staleTime: 30_000, retry: 1, refetchOnWindowFocus: false },
  },
});

/**
 * A page that fails (a chunk lost offline, say) shows its error inside the layout, which keeps the
 * navigation; only a failure of the layout itself reaches RouteError.
 */
const router = createBrowserRouter([
  {
    path: '/',
    Component: AppLayout,
    errorElement: <RouteError />,
    children: [{ errorElement: <PageError />, children: pageRoutes }],
  },
]);

export function App() {
  return (
    <LocaleProvider>
      <Providers />
    </LocaleProvider>
  );
}

/** The router is keyed by the language, so a switch re-renders every page in the new one. */
function Providers() {
  const { locale, dir } = useLocale();
  return (
    <QueryClientProvider client={queryClient}>
      <SessionProvider>
        <RealtimeProvider>
          <MessagesRealtime />
          <RouterProvider key={locale} router={router} />
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
