import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { Toaster } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { OutageDto, UserDto } from '@kt/shared';
import { SessionProvider } from '@/lib/session.tsx';
import { stubApi, type StubCall } from '@/test/stub-api.ts';
import AdminPage from '../pages/admin-page.tsx';

const staff: UserDto = {
  _id: 's1',
  firstName: 'Rashid',
  lastName: 'Programme',
  email: 'rashid@example.org',
  role: 'client',
  profileImage: null,
  location: null,
  createdAt: '2025-01-01T00:00:00.000Z',
  profileCompleted: false,
  isAdmin: false,
  isMediator: false,
  isProgramme: true,
  emailVerified: true,
  twoFactorEnabled: true,
};
const ongoing: OutageDto = {
  _id: '6a1b1f7e-1f0c-4c3e-9a4e-555555555555',
  districts: ['Skardu', 'Shigar'],
  startsAt: '2026-11-27T06:00:00.000Z',
  endsAt: null,
  reason: 'Mobile data suspended',
  resumedAt: null,
  createdAt: '2026-11-27T06:05:00.000Z',
};

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

function renderConsole(list: OutageDto[]) {
  const { calls } = stubApi({
    'GET /api/auth/me': { status: 200, body: { success: true, user: staff } },
    'GET /api/admin/credentials': { status: 200, body: { success: true, credentials: [] } },
    'GET /api/admin/outages': { status: 200, body: { success: true, outages: list } },
    'POST /api/admin/outages': (call: StubCall) => ({
      status: 201,
      body: { success: true, message: 'Outage declared', outage: { ...ongoing, ...(call.body as object) } },
    }),
    [`POST /api/admin/outages/${ongoing._id}/end`]: {
      status: 200,
      body: {
        success: true,
        message: 'Outage ended',
        outage: { ...ongoing, endsAt: '2026-11-28T06:00:00.000Z', resumedAt: '2026-11-28T06:00:00.000Z' },
      },
    },
  });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter([{ path: '/admin', Component: AdminPage }], {
    initialEntries: ['/admin'],
  });
  render(
    <QueryClientProvider client={client}>
      <SessionProvider>
        <RouterProvider router={router} />
        <Toaster />
      </SessionProvider>
    </QueryClientProvider>,
  );
  return calls;
}

describe('the outages screen', () => {
  it('checks the form, then declares an outage for the chosen districts', async () => {
    const calls = renderConsole([]);
    await userEvent.click(await screen.findByRole('tab', { name: 'Outages' }));
    expect(await screen.findByText('No outages declared yet.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Declare outage' }));
    expect(screen.getByText('Choose at least one district')).toBeInTheDocument();
    expect(screen.getByText('Reason must be at least 5 characters')).toBeInTheDocument();
    expect(calls.some((c) => c.key === 'POST /api/admin/outages')).toBe(false);

    await userEvent.click(screen.getByRole('checkbox', { name: 'Hunza' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Gilgit' }));
    await userEvent.type(screen.getByLabelText('Reason'), 'Mobile data suspended');
    await userEvent.click(screen.getByRole('button', { name: 'Declare outage' }));
    expect(await screen.findByText('Outage declared: deadlines are paused')).toBeInTheDocument();
    const post = calls.find((c) => c.key === 'POST /api/admin/outages')!;
    expect(post.body).toMatchObject({
      districts: ['Gilgit', 'Hunza'],
      endsAt: null,
      reason: 'Mobile data suspended',
    });
    expect(Date.now() - Date.parse((post.body as { startsAt: string }).startsAt)).toBeLessThan(120_000);
  });

  it('lists an ongoing outage and ends it', async () => {
    const calls = renderConsole([ongoing]);
    await userEvent.click(await screen.findByRole('tab', { name: 'Outages' }));
    expect(await screen.findByText('Skardu, Shigar')).toBeInTheDocument();
    expect(screen.getByText('Ongoing')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'End now: Skardu, Shigar' }));
    expect(await screen.findByText('Outage ended: deadlines moved by its length')).toBeInTheDocument();
    await waitFor(() =>
      expect(calls.some((c) => c.key === `POST /api/admin/outages/${ongoing._id}/end`)).toBe(true),
    );
  });
});
