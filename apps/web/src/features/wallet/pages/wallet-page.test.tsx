import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PayoutMethodDto, UserDto, WalletReply, WithdrawalDto } from '@kt/shared';
import { SessionProvider } from '@/lib/session.tsx';
import { stubApi, type StubCall, type StubReply, type StubRoutes } from '@/test/stub-api.ts';
import WalletPage from './wallet-page.tsx';

const user: UserDto = {
  _id: 'u1',
  firstName: 'Amina',
  lastName: 'Baig',
  email: 'amina@example.org',
  role: 'freelancer',
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

const wallet: WalletReply = {
  success: true,
  wallet: {
    currency: 'USD',
    pending: 9_500,
    available: 20_000,
    withdrawing: 0,
    inEscrow: 0,
    totalEarned: 29_500,
    totalSpent: 0,
  },
  upcoming: [{ amount: 9_500, availableAt: '2026-12-01T10:00:00.000Z' }],
  currencies: ['USD'],
  withdrawal: {
    min: 1_000,
    reviewAbove: null,
    feeBasisPoints: { jazzcash: 100, easypaisa: 100, bank: 0 },
    arrival: 'Sandbox: paid within a minute, no real money moves',
    fx: null,
  },
  sandbox: true,
};
const method: PayoutMethodDto = {
  _id: '6a1b1f7e-1f0c-4c3e-9a4e-111111111111',
  rail: 'jazzcash',
  account: '•••• 4567',
  holderName: 'Amina Baig',
  usableAt: '2026-01-01T00:00:00.000Z',
  usable: true,
  createdAt: '2026-01-01T00:00:00.000Z',
};

const reply = (body: unknown, status = 200): StubReply => ({ status, body });

let routes: StubRoutes;
let calls: StubCall[];
beforeEach(() => {
  routes = {
    'GET /api/auth/me': reply({ success: true, user }),
    'GET /api/wallet': reply(wallet),
    'GET /api/wallet/payout-methods': reply({ success: true, payoutMethods: [method] }),
    'GET /api/wallet/withdrawals': reply({ success: true, withdrawals: [] }),
    'GET /api/wallet/entries': reply({ success: true, entries: [], nextCursor: null }),
    'GET /api/wallet/escrow': reply({ success: true, contracts: [], receipts: [] }),
    'GET /api/wallet/statements': reply({ success: true, months: [] }),
  };
  calls = stubApi(routes).calls;
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

function renderPage() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter([{ path: '/wallet', Component: WalletPage }], {
    initialEntries: ['/wallet'],
  });
  render(
    <QueryClientProvider client={client}>
      <SessionProvider>
        <RouterProvider router={router} />
      </SessionProvider>
    </QueryClientProvider>,
  );
}

describe('WalletPage', () => {
  it('shows the balances, the day held money becomes available, and empty lists', async () => {
    renderPage();
    expect(screen.getByRole('status')).toHaveTextContent('Loading');
    expect(await screen.findByTestId('balance-Available')).toHaveTextContent('$200.00');
    expect(screen.getByTestId('balance-Pending')).toHaveTextContent('$95.00');
    expect(screen.getByText(/available on 1 Dec 2026/)).toBeInTheDocument();
    expect(await screen.findByText('No withdrawals yet.')).toBeInTheDocument();
    expect(await screen.findByText('No entries yet.')).toBeInTheDocument();
    // A sandbox moves this money (issue 31): the screen says so.
    expect(screen.getByRole('note')).toHaveTextContent(
      'Sandbox payments: no real money is charged or paid out.',
    );
  });

  it('shows no sandbox label when real providers move the money', async () => {
    routes['GET /api/wallet'] = reply({ ...wallet, sandbox: false });
    renderPage();
    expect(await screen.findByTestId('balance-Available')).toHaveTextContent('$200.00');
    expect(screen.queryByText(/Sandbox payments/)).not.toBeInTheDocument();
  });

  it('shows an error when the wallet cannot be loaded', async () => {
    routes['GET /api/wallet'] = reply({ success: false, message: 'boom' }, 500);
    renderPage();
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not load your wallet');
  });

  it('withdraws after a confirmation that shows the fee and what arrives, with an Idempotency-Key', async () => {
    const withdrawal: WithdrawalDto = {
      _id: 'w1',
      amount: 5_000,
      fee: 50,
      net: 4_950,
      currency: 'USD',
      status: 'processing',
      payoutMethod: { _id: method._id, rail: 'jazzcash', account: method.account },
      failureReason: null,
      createdAt: new Date().toISOString(),
      queuedAt: null,
      sentAt: null,
      settledAt: null,
      fx: null,
    };
    routes['POST /api/wallet/withdrawals'] = reply(
      { success: true, message: 'Withdrawal requested', withdrawal },
      201,
    );
    renderPage();
    const ui = userEvent.setup();
    const amount = await screen.findByLabelText('Amount (USD)');
    await ui.type(amount, '2000');
    await ui.click(screen.getByRole('button', { name: 'Review withdrawal' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('more than your available balance');
    await ui.clear(amount);
    await ui.type(amount, '50');
    await ui.click(screen.getByRole('button', { name: 'Review withdrawal' }));
    const confirm = screen.getByText('Confirm your withdrawal').parentElement!;
    expect(within(confirm).getByText('$0.50')).toBeInTheDocument();
    expect(within(confirm).getByText('$49.50')).toBeInTheDocument();
    expect(within(confirm).getByText(/Sandbox/)).toBeInTheDocument();
    await ui.click(screen.getByRole('button', { name: 'Confirm withdrawal' }));
    await screen.findByRole('button', { name: 'Review withdrawal' });
    const sent = calls.filter((c) => c.key === 'POST /api/wallet/withdrawals');
    expect(sent).toHaveLength(1);
    expect(sent[0]!.body).toEqual({ amount: 5_000, currency: 'USD', payoutMethodId: method._id });
    expect(new Headers(sent[0]!.init.headers).get('Idempotency-Key')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("lists the months' statements with their CSV, and a client's escrow per contract with receipts", async () => {
    routes['GET /api/wallet/statements'] = reply({
      success: true,
      months: [
        { month: '2026-11', label: 'November 2026' },
        { month: '2026-10', label: 'October 2026' },
      ],
    });
    routes['GET /api/wallet/escrow'] = reply({
      success: true,
      contracts: [
        {
          _id: 'c1',
          title: 'Booking website',
          currency: 'USD',
          inEscrow: 10_000,
          freelancerName: 'Ali Khan',
        },
      ],
      receipts: [
        {
          contractId: 'c1',
          contractTitle: 'Booking website',
          milestoneId: 'm1',
          milestoneTitle: 'Design',
          amount: 10_000,
          currency: 'USD',
          status: 'funded',
          fundedAt: '2026-11-02T10:00:00.000Z',
        },
      ],
    });
    renderPage();
    const statements = await screen.findByRole('list', { name: 'Monthly statements' });
    expect(within(statements).getByRole('link', { name: 'November 2026' })).toHaveAttribute(
      'href',
      '/wallet/statements/2026-11',
    );
    expect(within(statements).getByRole('link', { name: 'Download CSV for October 2026' })).toHaveAttribute(
      'href',
      '/api/wallet/statements/2026-10.csv',
    );
    const escrow = await screen.findByRole('list', { name: 'Escrow by contract' });
    expect(within(escrow).getByRole('link', { name: 'Booking website' })).toHaveAttribute(
      'href',
      '/projects/c1',
    );
    expect(within(escrow).getByText('$100.00')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Receipt for Design (Booking website)' })).toHaveAttribute(
      'href',
      '/projects/c1/receipts/m1',
    );
  });

  it('says when there is no statement yet and shows no escrow section to someone who never paid in', async () => {
    renderPage();
    expect(await screen.findByText(/No statements yet/)).toBeInTheDocument();
    expect(screen.queryByText('In escrow by contract')).not.toBeInTheDocument();
  });
});
