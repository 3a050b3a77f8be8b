import { afterEach, describe, expect, it, vi } from 'vitest';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { configure, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { NotificationDto } from '@kt/shared';
import { SessionProvider } from '@/lib/session.tsx';
import NotificationsPage from '../pages/notifications-page.tsx';

// A shared two-core machine under load can take seconds to first paint.
configure({ asyncUtilTimeout: 10_000 });

const me = {
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

type Handler = (url: URL, init: RequestInit) => { status: number; body?: unknown } | 'network';

/** Replaces fetch; `handler` answers every call, and every call is recorded. */
function mockFetch(handler: Handler) {
  const calls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
      const url = new URL(String(input));
      calls.push(`${init.method ?? 'GET'} ${url.pathname}${url.search}`);
      if (url.pathname === '/api/auth/me') {
        return Response.json({ success: true, user: me });
      }
      const answer = handler(url, init);
      if (answer === 'network') throw new TypeError('Failed to fetch');
      return new Response(JSON.stringify(answer.body ?? {}), {
        status: answer.status,
        headers: { 'Content-Type': 'application/json' },
      });
    }),
  );
  return calls;
}

const prefs = {
  success: true,
  preferences: ['message', 'proposal'].map((type) => ({ type, inApp: true, email: true })),
};

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
    const calls = mockFetch((url) => {
      if (url.pathname === '/api/notifications/preferences') return { status: 200, body: prefs };
      if (url.pathname.endsWith('/read')) return { status: 200, body: { success: true } };
      return {
        status: 200,
        body: { success: true, notifications: items, unreadCount: 1, nextCursor: null },
      };
    });
    renderPage();
    expect(await screen.findByRole('button', { name: /Proposal 2/ })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Unread (1)' })).toBeInTheDocument();
    expect(screen.getByTestId('unread-badge')).toHaveTextContent('1 unread');
    expect(screen.getByRole('button', { name: 'Mark all as read' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /Proposal 2/ }));
    expect(await screen.findByText('at /my-jobs/job-2')).toBeInTheDocument();
    await waitFor(() => expect(calls).toContain(`PUT /api/notifications/${items[0]!._id}/read`));
  });

  it('shows No notifications and no Mark all button when there are none', async () => {
    mockFetch((url) =>
      url.pathname === '/api/notifications/preferences'
        ? { status: 200, body: prefs }
        : { status: 200, body: { success: true, notifications: [], unreadCount: 0, nextCursor: null } },
    );
    renderPage();
    expect(await screen.findByText('No notifications')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Unread (0)' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Mark all as read' })).not.toBeInTheDocument();
  });

  it('shows an error with Try again when the list fails', async () => {
    let fail = true;
    mockFetch((url) => {
      if (url.pathname === '/api/notifications/preferences') return { status: 200, body: prefs };
      if (url.searchParams.get('unread') === 'true') {
        return { status: 200, body: { success: true, notifications: [], unreadCount: 0, nextCursor: null } };
      }
      return fail
        ? { status: 500, body: { success: false, message: 'boom' } }
        : {
            status: 200,
            body: { success: true, notifications: [item(7)], unreadCount: 0, nextCursor: null },
          };
    });
    renderPage();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Could not load your notifications.');
    fail = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('button', { name: /Proposal 7/ })).toBeInTheDocument();
  });

  it('loads the next page with the cursor', async () => {
    const calls = mockFetch((url) => {
      if (url.pathname === '/api/notifications/preferences') return { status: 200, body: prefs };
      const cursor = url.searchParams.get('cursor');
      return {
        status: 200,
        body: cursor
          ? { success: true, notifications: [item(1)], unreadCount: 2, nextCursor: null }
          : { success: true, notifications: [item(2)], unreadCount: 2, nextCursor: item(2)._id },
      };
    });
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Load more' }));
    expect(await screen.findByRole('button', { name: /Proposal 1/ })).toBeInTheDocument();
    expect(calls).toContain(`GET /api/notifications?cursor=${item(2)._id}`);
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('turns e-mail for a type off', async () => {
    const calls = mockFetch((url, init) => {
      if (url.pathname === '/api/notifications/preferences') {
        if (init.method === 'PUT') {
          return {
            status: 200,
            body: {
              ...prefs,
              preferences: [prefs.preferences[0], { ...prefs.preferences[1], email: false }],
            },
          };
        }
        return { status: 200, body: prefs };
      }
      return { status: 200, body: { success: true, notifications: [], unreadCount: 0, nextCursor: null } };
    });
    renderPage();
    const box = await screen.findByRole('checkbox', { name: 'Proposals' });
    expect(box).toBeChecked();
    await userEvent.click(box);
    await waitFor(() => expect(screen.getByRole('checkbox', { name: 'Proposals' })).not.toBeChecked());
    expect(calls).toContain('PUT /api/notifications/preferences');
  });
});
