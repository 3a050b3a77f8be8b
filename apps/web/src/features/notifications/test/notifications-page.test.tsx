import { afterEach, describe, expect, it, vi } from 'vitest';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { configure, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  NOTIFICATION_TYPES,
  type NotificationDto,
  type NotificationListReply,
  type NotificationPreferencesReply,
  type UserDto,
} from '@kt/shared';
import { SessionProvider } from '@/lib/session.tsx';
import { stubApi, type StubCall, type StubReply, type StubRoutes } from '@/test/stub-api.ts';
import NotificationsPage from '../pages/notifications-page.tsx';

// A shared two-core machine under load can take seconds to first paint.
configure({ asyncUtilTimeout: 10_000 });

const me: UserDto = {
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
  isProgramme: false,
  emailVerified: true,
  twoFactorEnabled: false,
};

const item = (i: number, read = false): NotificationDto => ({
  _id: `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
  type: 'proposal',
  title: `Proposal ${i}`,
  body: `Body ${i}`,
  link: `/my-jobs/job-${i}`,
  readAt: read ? '2026-01-01T00:00:00.000Z' : null,
  createdAt: new Date().toISOString(),
});

const list = (
  notifications: NotificationDto[],
  unreadCount: number,
  nextCursor: string | null = null,
): StubReply => ({
  status: 200,
  body: { success: true, notifications, unreadCount, nextCursor } satisfies NotificationListReply,
});

const prefs: NotificationPreferencesReply = {
  success: true,
  preferences: NOTIFICATION_TYPES.map((type) => ({ type, inApp: true, email: true })),
};

/** Stubs the API for a signed-in user with these e-mail preferences, plus `routes`; returns the calls. */
function mockApi(routes: StubRoutes) {
  return stubApi({
    'GET /api/auth/me': { status: 200, body: { success: true, user: me } },
    'GET /api/notifications/preferences': { status: 200, body: prefs },
    ...routes,
  }).calls;
}

/** The calls made so far, as "METHOD /path?query". */
const seen = (calls: StubCall[]) => calls.map((c) => `${c.key}${c.url.search}`);

function Where() {
  return <p>at {useLocation().pathname}</p>;
}

function renderPage() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <SessionProvider>
        <MemoryRouter initialEntries={['/notifications']}>
          <Routes>
            <Route path="/notifications" element={<NotificationsPage />} />
            <Route path="*" element={<Where />} />
          </Routes>
        </MemoryRouter>
      </SessionProvider>
    </QueryClientProvider>,
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('notifications page', { timeout: 20_000 }, () => {
  it('lists real notifications with the unread count, and opens one marking it read', async () => {
    const items = [item(2), item(1, true)];
    const calls = mockApi({
      'GET /api/notifications': list(items, 1),
      [`PUT /api/notifications/${items[0]!._id}/read`]: {
        status: 200,
        body: {
          success: true,
          notification: { ...items[0]!, readAt: new Date().toISOString() },
          unreadCount: 0,
        },
      },
    });
    renderPage();
    expect(await screen.findByRole('button', { name: /Proposal 2/ })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Unread (1)' })).toBeInTheDocument();
    expect(screen.getByTestId('unread-badge')).toHaveTextContent('1 unread');
    expect(screen.getByRole('button', { name: 'Mark all as read' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /Proposal 2/ }));
    expect(await screen.findByText('at /my-jobs/job-2')).toBeInTheDocument();
    await waitFor(() => expect(seen(calls)).toContain(`PUT /api/notifications/${items[0]!._id}/read`));
  });

  it('shows No notifications and no Mark all button when there are none', async () => {
    mockApi({ 'GET /api/notifications': list([], 0) });
    renderPage();
    expect(await screen.findByText('No notifications')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Unread (0)' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Mark all as read' })).not.toBeInTheDocument();
  });

  it('shows an error with Try again when the list fails', async () => {
    let fail = true;
    mockApi({
      'GET /api/notifications': ({ url }) => {
        if (url.searchParams.get('unread') === 'true') return list([], 0);
        return fail ? { status: 500, body: { success: false, message: 'boom' } } : list([item(7)], 0);
      },
    });
    renderPage();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Could not load your notifications.');
    fail = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('button', { name: /Proposal 7/ })).toBeInTheDocument();
  });

  it('loads the next page with the cursor', async () => {
    const calls = mockApi({
      'GET /api/notifications': ({ url }) =>
        url.searchParams.get('cursor') ? list([item(1)], 2) : list([item(2)], 2, item(2)._id),
    });
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Load more' }));
    expect(await screen.findByRole('button', { name: /Proposal 1/ })).toBeInTheDocument();
    expect(seen(calls)).toContain(`GET /api/notifications?cursor=${item(2)._id}`);
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('turns e-mail for a type off', async () => {
    const calls = mockApi({
      'GET /api/notifications': list([], 0),
      'PUT /api/notifications/preferences': {
        status: 200,
        body: {
          ...prefs,
          preferences: prefs.preferences.map((p) => (p.type === 'proposal' ? { ...p, email: false } : p)),
        },
      },
    });
    renderPage();
    const box = await screen.findByRole('checkbox', { name: 'Proposals' });
    expect(box).toBeChecked();
    await userEvent.click(box);
    await waitFor(() => expect(screen.getByRole('checkbox', { name: 'Proposals' })).not.toBeChecked());
    expect(seen(calls)).toContain('PUT /api/notifications/preferences');
  });
});
