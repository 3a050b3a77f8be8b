import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AuditEntryDto, UserDto } from '@kt/shared';
import { SessionProvider } from '@/lib/session.tsx';
import { getLocale, overwriteGetLocale } from '@/paraglide/runtime.js';
import { stubApi, type StubReply, type StubRoutes } from '@/test/stub-api.ts';
import AdminPage from './admin-page.tsx';

/** The console in Urdu (issue 19): our words translated, what people wrote and unknown action names as they are. */

const admin: UserDto = {
  _id: 'a1',
  firstName: 'Sana',
  lastName: 'Operator',
  email: 'sana@example.org',
  role: 'client',
  profileImage: null,
  location: null,
  createdAt: '2025-01-01T00:00:00.000Z',
  profileCompleted: false,
  isAdmin: true,
  isMediator: false,
  isProgramme: false,
  emailVerified: true,
  twoFactorEnabled: false,
};
const reply = (body: unknown, status = 200): StubReply => ({ status, body });
const entry = (action: string, reason: string | null): AuditEntryDto => ({
  _id: action,
  actor: { _id: 'a1', name: 'Sana Operator' },
  action,
  targetType: 'user',
  targetId: '6a1b1f7e-1f0c-4c3e-9a4e-222222222222',
  reason,
  details: {},
  createdAt: '2026-11-20T10:00:00.000Z',
});
const AUDIT = {
  'GET /api/admin/users': reply({ success: true, users: [], total: 0, page: 1, pages: 1 }),
  'GET /api/admin/audit': reply({
    success: true,
    entries: [entry('user.suspend', 'Paying outside the platform'), entry('user.something-new', null)],
    nextCursor: null,
  }),
};

const original = getLocale;
let locale: 'en' | 'ur' = 'ur';
beforeEach(() => {
  locale = 'ur';
  overwriteGetLocale(() => locale);
});
afterEach(() => {
  overwriteGetLocale(original);
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

function renderPage(user: UserDto, routes: StubRoutes = {}) {
  stubApi({ 'GET /api/auth/me': reply({ success: true, user }), ...routes });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter([{ path: '/admin', Component: AdminPage }], {
    initialEntries: ['/admin'],
  });
  render(
    <QueryClientProvider client={client}>
      <SessionProvider>
        <RouterProvider router={router} />
      </SessionProvider>
    </QueryClientProvider>,
  );
}

describe('AdminPage in Urdu', () => {
  it('asks for two-factor first and names its tabs in Urdu', async () => {
    renderPage(admin, AUDIT);
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('ایڈمن');
    expect(screen.getByRole('alert')).toHaveTextContent(
      'ایڈمن کے اختیارات استعمال کرنے سے پہلے سیٹنگز میں دو مرحلہ تصدیق آن کریں۔',
    );
    for (const tab of ['صارفین', 'مواد', 'رقوم', 'تنازعات', 'آڈٹ'])
      expect(screen.getByRole('tab', { name: tab })).toBeInTheDocument();
  });

  it('shows audit actions in Urdu, an unknown one as it is (marked English), reasons as people wrote them', async () => {
    renderPage(admin, AUDIT);
    await userEvent.setup().click(await screen.findByRole('tab', { name: 'آڈٹ' }));
    const [known, unknown] = within(await screen.findByRole('list', { name: 'آڈٹ لاگ' })).getAllByRole(
      'listitem',
    );
    expect(known).toHaveTextContent('صارف معطل کیا، ہدف: صارف');
    expect(known).toHaveTextContent('Sana Operator کی جانب سے، 20 نومبر 2026، 10:00 (عالمی وقت)');
    expect(within(known!).getByText('Paying outside the platform')).toHaveAttribute('data-user-content');
    const raw = within(unknown!).getByText('user.something-new');
    expect(raw).toHaveAttribute('lang', 'en');
  });

  it('keeps the English audit entry exactly as before', async () => {
    locale = 'en';
    renderPage({ ...admin, twoFactorEnabled: true }, AUDIT);
    await userEvent.setup().click(await screen.findByRole('tab', { name: 'Audit' }));
    const [known] = within(await screen.findByRole('list', { name: 'Audit log' })).getAllByRole('listitem');
    expect(known).toHaveTextContent(
      'user.suspend on user 6a1b1f7e-1f0c-4c3e-9a4e-222222222222by Sana Operator, 20 Nov 2026, 10:00 UTCWhy: Paying outside the platform',
    );
  });
});
