import type { ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes } from 'react-router';
import { toast, Toaster } from 'sonner';
import { render } from '@testing-library/react';
import { SessionProvider } from '@/lib/session.tsx';
import { stubApi, type StubAnswer, type StubReply } from '@/test/stub-api.ts';

type Answer = StubReply | Promise<StubReply>;
export type Routes = Record<string, Answer | ((init: RequestInit) => Answer)>;

/** The auth screens' shorthand over `stubApi`: a computed answer receives the request's init. */
export function mockApi(routes: Routes) {
  const adapted: Record<string, StubAnswer> = {};
  for (const [key, route] of Object.entries(routes)) {
    adapted[key] = typeof route === 'function' ? (call) => route(call.init) : route;
  }
  return stubApi(adapted);
}

export const signedOut = { 'GET /api/auth/me': { status: 401, body: { success: false, message: 'No' } } };

export const sampleUser = {
  _id: '7d4a2c58-1f1e-4a55-9c1b-5b2f3c4d5e6f',
  firstName: 'Amina',
  lastName: 'Baig',
  email: 'amina.baig.from.hunza.valley@example.org',
  role: 'freelancer' as const,
  profileImage: null,
  location: null,
  createdAt: '2025-01-01T00:00:00.000Z',
  profileCompleted: false,
  isAdmin: false,
  isMediator: false,
  emailVerified: true,
  twoFactorEnabled: false,
};

/** Renders inside the app's providers, at `path`, with a stand-in home page at `/`. */
export function renderApp(ui: ReactNode, path = '/auth') {
  toast.dismiss(); // notices live in a module-wide store: start each test without the last one's
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <SessionProvider>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route path="/" element={<p>Home page</p>} />
            <Route path="*" element={ui} />
          </Routes>
        </MemoryRouter>
        <Toaster />
      </SessionProvider>
    </QueryClientProvider>,
  );
}
