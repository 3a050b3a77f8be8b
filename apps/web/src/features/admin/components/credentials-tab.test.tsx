import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { Toaster } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AdminCredentialDto, UserDto } from '@kt/shared';
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
const holder = {
  _id: '6a1b1f7e-1f0c-4c3e-9a4e-333333333333',
  firstName: 'Zainab',
  lastName: 'Hunzai',
  email: 'zainab@example.org',
  location: 'Skardu',
};
const issued: AdminCredentialDto = {
  id: '6a1b1f7e-1f0c-4c3e-9a4e-444444444444',
  holderId: holder._id,
  course: 'Web Development',
  hub: 'Skardu FLH',
  completedOn: '2026-10-15',
  issuedAt: '2026-11-27T10:00:00.000Z',
  revoked: false,
  revokedAt: null,
  revokedReason: null,
  url: 'https://talent.example.org/api/credentials/6a1b',
  holder,
};

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

function renderConsole(list: AdminCredentialDto[]) {
  const { calls } = stubApi({
    'GET /api/auth/me': { status: 200, body: { success: true, user: staff } },
    'GET /api/admin/credentials': { status: 200, body: { success: true, credentials: list } },
    'GET /api/admin/credentials/holders': { status: 200, body: { success: true, holders: [holder] } },
    'POST /api/admin/credentials': (call: StubCall) => ({
      status: 201,
      body: {
        success: true,
        message: 'Credential issued',
        credential: { ...issued, ...(call.body as object) },
      },
    }),
    [`POST /api/admin/credentials/${issued.id}/revoke`]: {
      status: 200,
      body: {
        success: true,
        message: 'Credential revoked',
        credential: { ...issued, revoked: true, revokedAt: '2026-11-28T00:00:00.000Z', revokedReason: 'x' },
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

describe('the credentials screen', () => {
  it('shows programme staff only the credentials screen and issues to the freelancer they pick', async () => {
    const calls = renderConsole([]);
    expect(await screen.findByRole('heading', { name: 'Programme console' })).toBeInTheDocument();
    expect(screen.queryByRole('tab', { name: 'Users' })).not.toBeInTheDocument();
    expect(await screen.findByText('No credentials issued yet.')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Issue credential' }));
    expect(screen.getByText('Choose the freelancer who completed the course')).toBeInTheDocument();
    expect(screen.getByText('Course is required')).toBeInTheDocument();
    expect(calls.some((c) => c.key === 'POST /api/admin/credentials')).toBe(false);

    await userEvent.type(screen.getByPlaceholderText('Search freelancers by name or e-mail'), 'hunzai');
    await userEvent.click(screen.getByRole('button', { name: 'Find' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Choose: Zainab Hunzai' }));
    expect(screen.getByTestId('chosen-holder')).toHaveTextContent('Zainab Hunzai');
    await userEvent.type(screen.getByLabelText('Course'), 'Web Development');
    await userEvent.type(screen.getByLabelText('Hub'), 'Skardu FLH');
    await userEvent.type(screen.getByLabelText('Completed on'), '2026-10-15');
    await userEvent.click(screen.getByRole('button', { name: 'Issue credential' }));

    await waitFor(() =>
      expect(calls.find((c) => c.key === 'POST /api/admin/credentials')?.body).toEqual({
        holderId: holder._id,
        course: 'Web Development',
        hub: 'Skardu FLH',
        completedOn: '2026-10-15',
      }),
    );
    expect(await screen.findByText('Credential issued')).toBeInTheDocument();
  });

  it('revokes with a reason of at least 5 characters', async () => {
    const calls = renderConsole([issued]);
    const row = await screen.findByRole('listitem', { name: 'Web Development, Skardu FLH' });
    expect(within(row).getByRole('link', { name: 'Verification page' })).toHaveAttribute(
      'href',
      `/credentials/${issued.id}`,
    );
    await userEvent.click(within(row).getByRole('button', { name: 'Revoke' }));
    await userEvent.type(within(row).getByLabelText('Why is it revoked?'), 'Not finished');
    await userEvent.click(within(row).getByRole('button', { name: 'Revoke credential' }));
    await waitFor(() =>
      expect(calls.find((c) => c.key.endsWith('/revoke'))?.body).toEqual({ reason: 'Not finished' }),
    );
    expect(await screen.findByText('Credential revoked')).toBeInTheDocument();
  });
});
