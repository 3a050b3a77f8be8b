import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AdminWithdrawalDto, UserDto } from '@kt/shared';
import { SessionProvider } from '@/lib/session.tsx';
import { stubApi, type StubReply, type StubRoutes } from '@/test/stub-api.ts';
import AdminPage from './admin-page.tsx';

const base: UserDto = {
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
  twoFactorEnabled: true,
};
const reply = (body: unknown, status = 200): StubReply => ({ status, body });
const withdrawal: AdminWithdrawalDto = {
  _id: '6a1b1f7e-1f0c-4c3e-9a4e-222222222222',
  amount: 8_000,
  fee: 80,
  net: 7_920,
  currency: 'USD',
  status: 'in_review',
  payoutMethod: { _id: 'm1', rail: 'jazzcash', account: '•••• 4321' },
  failureReason: null,
  createdAt: '2026-01-01T00:00:00.000Z',
  queuedAt: null,
  sentAt: null,
  settledAt: null,
  fx: null,
  user: { _id: 'u2', name: 'Imran Tester', email: 'imran@example.org' },
};

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

function renderPage(user: UserDto, routes: StubRoutes = {}) {
  const stub = stubApi({ 'GET /api/auth/me': reply({ success: true, user }), ...routes });
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
  return stub;
}

describe('AdminPage', () => {
  it('refuses anyone who is not an admin, plainly', async () => {
    renderPage({ ...base, isAdmin: false });
    expect(await screen.findByRole('alert')).toHaveTextContent('This page is for admins only.');
    expect(screen.queryByRole('tab')).not.toBeInTheDocument();
  });

  it('approves a withdrawal, shows the trial balance in green and that disputes are not available', async () => {
    const stub = renderPage(base, {
      'GET /api/admin/users': reply({ success: true, users: [], total: 0, page: 1, pages: 1 }),
      'GET /api/admin/withdrawals': [
        reply({ success: true, withdrawals: [withdrawal] }),
        reply({ success: true, withdrawals: [] }),
      ],
      'POST /api/admin/withdrawals/6a1b1f7e-1f0c-4c3e-9a4e-222222222222/approve': reply({
        success: true,
        message: 'Withdrawal approved',
        withdrawal: { ...withdrawal, status: 'processing' },
      }),
      'GET /api/admin/ledger': reply({
        success: true,
        currencies: [{ currency: 'USD', sum: 0, accounts: 7, transfers: 12, feesEarned: 580 }],
        ok: true,
        checks: [{ id: 'balance-equals-transfers', name: 'x', ok: true, detail: 'ok' }],
        paymentIssues: [],
      }),
      'GET /api/disputes': reply({ success: false, message: 'Not found' }, 404),
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('tab', { name: 'Money' }));
    const row = await screen.findByRole('listitem', { name: 'Withdrawal of $80.00 by Imran Tester' });
    await user.click(within(row).getByRole('button', { name: 'Approve' }));
    expect(await screen.findByText('No withdrawals are waiting.')).toBeInTheDocument();
    expect(stub.calls.some((c) => c.key.endsWith('/approve'))).toBe(true);
    const sum = screen.getByTestId('ledger-sum-USD');
    expect(sum).toHaveTextContent('0 (balanced)');
    expect(sum.className).toContain('text-green-700');
    expect(screen.getByText('$5.80')).toBeInTheDocument();
    expect(await screen.findByText('Disputes are not available')).toBeInTheDocument();
  });

  it('lists every dispute with its state in words, linked to the dispute page', async () => {
    const party = (id: string, firstName: string) => ({ _id: id, firstName, lastName: 'Tester' });
    renderPage(base, {
      'GET /api/admin/users': reply({ success: true, users: [], total: 0, page: 1, pages: 1 }),
      'GET /api/disputes': reply({
        success: true,
        disputes: [
          {
            _id: 'd1',
            state: 'mediation',
            settledBy: null,
            contractId: 'c1',
            contractTitle: 'Hotel booking site',
            milestoneId: 'm1',
            milestoneTitle: 'Design',
            amount: 12000,
            currency: 'USD',
            openedBy: 'f1',
            client: party('c1', 'Zara'),
            freelancer: party('f1', 'Imran'),
            mediator: party('m1', 'Sana'),
            reason: 'Work not delivered',
            proposal: { toFreelancer: 7200, toClient: 4800 },
            proposedBy: 'f1',
            respondBy: null,
            outcome: null,
            createdAt: '2026-11-20T10:00:00.000Z',
            updatedAt: '2026-11-21T10:00:00.000Z',
            settledAt: null,
          },
        ],
      }),
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('tab', { name: 'Disputes' }));
    const list = await screen.findByRole('list', { name: 'Disputes' });
    expect(within(list).getByRole('link', { name: 'Hotel booking site: Design' })).toHaveAttribute(
      'href',
      '/disputes/d1',
    );
    expect(within(list).getByText('Mediation')).toBeInTheDocument();
    expect(within(list).getByText('$120.00')).toBeInTheDocument();
    expect(within(list).getByText(/Mediator: Sana Tester/)).toBeInTheDocument();
  });

  it('shows an out-of-balance ledger in red', async () => {
    renderPage(base, {
      'GET /api/admin/users': reply({ success: true, users: [], total: 0, page: 1, pages: 1 }),
      'GET /api/admin/withdrawals': reply({ success: true, withdrawals: [] }),
      'GET /api/admin/ledger': reply({
        success: true,
        currencies: [{ currency: 'PKR', sum: 15, accounts: 3, transfers: 2, feesEarned: 0 }],
        ok: false,
        checks: [
          {
            id: 'balance-equals-transfers',
            name: 'each balance equals the sum of its transfers',
            ok: false,
            detail: 'fees:PKR: balance 15, transfers 0',
          },
        ],
        paymentIssues: [],
      }),
    });
    await userEvent.setup().click(await screen.findByRole('tab', { name: 'Money' }));
    const sum = await screen.findByTestId('ledger-sum-PKR');
    expect(sum).toHaveTextContent('15 (out of balance)');
    expect(sum.className).toContain('text-red-700');
    const check = screen.getByTestId('ledger-check-balance-equals-transfers');
    expect(check).toHaveTextContent('FAILED Each balance equals the sum of its transfers');
    expect(check).toHaveTextContent('fees:PKR: balance 15, transfers 0');
  });
});
