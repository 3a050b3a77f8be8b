import type { ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes } from 'react-router';
import { toast, Toaster } from 'sonner';
import { render } from '@testing-library/react';
import { vi } from 'vitest';
import { SessionProvider } from '@/lib/session.tsx';

type Answer = { status: number; body?: unknown } | 'network' | Promise<{ status: number; body?: unknown }>;
export type Routes = Record<string, Answer | ((init: RequestInit) => Answer)>;

/** Replaces fetch with answers keyed by "METHOD /path"; records every request's JSON body. */
export function mockApi(routes: Routes) {
  const calls: { key: string; body: unknown }[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input));
    const key = `${init.method ?? 'GET'} ${url.pathname}`;
    calls.push({ key, body: init.body ? JSON.parse(String(init.body)) : undefined });
    const route = routes[key];
    let answer = typeof route === 'function' ? route(init) : route;
    answer ??= { status: 404, body: { success: false, message: 'Not found' } };
    if (answer === 'network') throw new TypeError('Failed to fetch');
    const { status, body } = await answer;
    return new Response(body === undefined ? '' : JSON.stringify(body), {
      status,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { calls, fetchMock };
}

/** A promise to answer a call with later, to look at the busy state in between. */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
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
