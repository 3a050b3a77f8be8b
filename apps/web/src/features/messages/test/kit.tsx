import type { ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes } from 'react-router';
import { Toaster } from 'sonner';
import { configure, render } from '@testing-library/react';
import { SessionProvider } from '@/lib/session.tsx';

// A shared two-core machine can be slow to first paint a lazily imported page.
configure({ asyncUtilTimeout: 5000 });

export const me = {
  _id: '11111111-1111-4111-8111-111111111111',
  firstName: 'Sana',
  lastName: 'Karim',
  email: 'sana@example.test',
  role: 'client',
  profileImage: null,
  location: null,
  createdAt: '2025-01-01T00:00:00.000Z',
  profileCompleted: false,
  isAdmin: false,
  isMediator: false,
  emailVerified: true,
  twoFactorEnabled: false,
};
export const them = { _id: '22222222-2222-4222-8222-222222222222', firstName: 'Ali', lastName: 'Hunzai' };
export const signedIn = { 'GET /api/auth/me': { status: 200, body: { success: true, user: me } } };

/** Renders a page at a path inside the app's providers (no realtime connection). */
export function renderAt(path: string, routePath: string, page: ReactNode) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <SessionProvider>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route path={routePath} element={page} />
            <Route path="*" element={<p>elsewhere</p>} />
          </Routes>
        </MemoryRouter>
        <Toaster />
      </SessionProvider>
    </QueryClientProvider>,
  );
}
