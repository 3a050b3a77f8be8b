import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { Toaster } from 'sonner';
import { RealtimeProvider } from '@/lib/realtime.tsx';
import { SessionProvider } from '@/lib/session.tsx';
import { AppLayout } from './layout/app-layout.tsx';
import { RouteError } from './route-error.tsx';
import { pageRoutes } from './routes.ts';

const queryClient = new QueryClient({
  defaultOptions: {
    queries: { staleTime: 30_000, retry: 1, refetchOnWindowFocus: false },
  },
});

const router = createBrowserRouter([
  { path: '/', Component: AppLayout, errorElement: <RouteError />, children: pageRoutes },
]);

export function App() {
  return (
    <QueryClientProvider client={queryClient}>
      <SessionProvider>
        <RealtimeProvider>
          <RouterProvider router={router} />
        </RealtimeProvider>
        <Toaster richColors position="top-right" closeButton />
      </SessionProvider>
    </QueryClientProvider>
  );
}
