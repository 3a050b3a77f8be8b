import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { StatementDto, UserDto } from '@kt/shared';
import { SessionProvider } from '@/lib/session.tsx';
import { stubApi, type StubCall, type StubReply, type StubRoutes } from '@/test/stub-api.ts';
import StatementPage from './statement-page.tsx';

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

const statement: StatementDto = {
  month: '2026-04',
  from: '2026-04-01T00:00:00.000Z',
  to: '2026-05-01T00:00:00.000Z',
  generatedAt: '2026-05-03T08:00:00.000Z',
  user: { name: 'Amina Baig', email: 'amina@example.org' },
  currencies: [
    {
      currency: 'USD',
      opening: 1_000,
      closing: 5_700,
      totals: {
        moneyIn: 9_500,
        moneyOut: 4_800,
        earned: 9_500,
        paidIn: 0,
        released: 0,
        fees: 50,
        refunded: 0,
        split: 0,
        withdrawn: 4_750,
      },
      entries: [
        {
          _id: '1',
          date: '2026-04-30T23:59:59.000Z',
          kind: 'release',
          description: 'Payment received for a milestone',
          contract: { _id: 'c1', title: 'Booking website' },
          milestone: { _id: 'm1', title: 'Design' },
          moneyIn: 9_500,
          moneyOut: 0,
          balance: 10_500,
        },
      ],
    },
  ],
};

const reply = (body: unknown, status = 200): StubReply => ({ status, body });
let routes: StubRoutes;
let calls: StubCall[];
beforeEach(() => {
  routes = {
    'GET /api/auth/me': reply({ success: true, user }),
    'GET /api/wallet/statements/2026-04': reply({ success: true, statement }),
  };
  calls = stubApi(routes).calls;
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

function renderAt(month: string) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter([{ path: '/wallet/statements/:month', Component: StatementPage }], {
    initialEntries: [`/wallet/statements/${month}`],
  });
  render(
    <QueryClientProvider client={client}>
      <SessionProvider>
        <RouterProvider router={router} />
      </SessionProvider>
    </QueryClientProvider>,
  );
}

describe('StatementPage', () => {
  it('shows the holder, the balances, each movement with its contract, the CSV link and prints', async () => {
    const print = vi.fn();
    vi.stubGlobal('print', print);
    renderAt('2026-04');
    expect(screen.getByRole('status')).toHaveTextContent('Loading');
    expect(await screen.findByRole('heading', { name: 'Statement for April 2026' })).toBeInTheDocument();
    expect(screen.getByText('1 Apr 2026 to 30 Apr 2026 (UTC)')).toBeInTheDocument();
    expect(screen.getByText('Amina Baig')).toBeInTheDocument();
    expect(screen.getByText('amina@example.org')).toBeInTheDocument();
    expect(screen.getByText('3 May 2026')).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Movements in USD' });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(4);
    expect(rows[1]).toHaveTextContent('Opening balance$10.00');
    expect(rows[2]).toHaveTextContent('30 Apr 2026');
    expect(rows[2]).toHaveTextContent('Booking website · Design');
    expect(rows[2]).toHaveTextContent('$95.00$105.00');
    expect(rows[3]).toHaveTextContent('Closing balance$57.00');
    const totals = screen.getByLabelText('USD totals');
    expect(totals).toHaveTextContent('Earned$95.00');
    expect(totals).toHaveTextContent('Fees$0.50');
    expect(totals).toHaveTextContent('Withdrawn$47.50');
    expect(screen.getByRole('link', { name: 'Download CSV' })).toHaveAttribute(
      'href',
      '/api/wallet/statements/2026-04.csv',
    );
    await userEvent.setup().click(screen.getByRole('button', { name: 'Print' }));
    expect(print).toHaveBeenCalledTimes(1);
  });

  it('refuses a month that is not a month without asking the server', async () => {
    renderAt('2026-13');
    expect(await screen.findByRole('alert')).toHaveTextContent('Month must be a month like 2026-04');
    expect(calls.some((c) => c.key.startsWith('GET /api/wallet/statements'))).toBe(false);
  });

  it("shows the server's words for a month that has not started", async () => {
    routes['GET /api/wallet/statements/2099-01'] = reply(
      { success: false, message: 'There is no statement for a month that has not started yet' },
      400,
    );
    renderAt('2099-01');
    expect(await screen.findByRole('alert')).toHaveTextContent('month that has not started yet');
    expect(screen.getByRole('link', { name: 'Back to Wallet' })).toHaveAttribute('href', '/wallet');
  });
});
