import 'fake-indexeddb/auto';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ContractDto, MilestoneDto } from '@kt/shared';
import { listEntries, removeEntry } from '@/lib/outbox/store.ts';
import { SessionProvider } from '@/lib/session.tsx';
import { stubApi } from '@/test/stub-api.ts';
import { MilestoneCard } from '../components/milestone-card.tsx';
import ReceiptPage from './receipt-page.tsx';

const me = {
  _id: 'u1',
  firstName: 'Zara',
  lastName: 'Khan',
  email: 'zara@example.org',
  role: 'client' as const,
  profileImage: null,
  location: null,
  createdAt: '2025-01-01T00:00:00.000Z',
  profileCompleted: false,
  isAdmin: false,
  isMediator: false,
  emailVerified: true,
  twoFactorEnabled: false,
};

const C = '0b7e6a2c-5d1f-4c3e-9a4e-000000000001';
const M1 = 'a1b2c3d4-1111-4c3e-9a4e-000000000011';
const M2 = 'b2c3d4e5-2222-4c3e-9a4e-000000000022';
const M3 = 'c3d4e5f6-3333-4c3e-9a4e-000000000033';
const M4 = 'd4e5f6a7-4444-4c3e-9a4e-000000000044';

const milestone = (over: Partial<MilestoneDto>): MilestoneDto => ({
  _id: M1,
  position: 1,
  title: 'Design',
  amount: 50_000,
  currency: 'USD',
  fee: 2_500,
  net: 47_500,
  dueDate: null,
  status: 'pending',
  submission: null,
  refundReason: null,
  changeRequest: null,
  refundedAmount: 0,
  releasedAmount: 0,
  fundedAt: null,
  submittedAt: null,
  autoReleaseAt: null,
  refundRequestedAt: null,
  refundDueAt: null,
  releasedAt: null,
  refundedAt: null,
  createdAt: '2026-03-01T09:00:00.000Z',
  awaitingPayment: null,
  refundedTo: null,
  ...over,
});

const contract: ContractDto = {
  _id: C,
  title: 'Booking website',
  status: 'active',
  currency: 'USD',
  feePercent: 5,
  client: { _id: 'u1', firstName: 'Zara', lastName: 'Khan' },
  freelancer: { _id: 'u2', firstName: 'Amina', lastName: 'Baig' },
  jobId: null,
  applicationId: null,
  total: 110_000,
  offerExpiresAt: null,
  createdAt: '2026-03-01T09:00:00.000Z',
  updatedAt: '2026-03-10T09:00:00.000Z',
  description: 'A booking site for a guest house in Hunza.',
  acceptedAt: '2026-03-01T10:00:00.000Z',
  endedAt: null,
  paymentsProvider: 'sandbox',
  paymentMethods: [{ method: 'sandbox', name: 'Sandbox', real: false, feeBasisPoints: 0 }],
  totals: { funded: 100_000, inEscrow: 20_000, released: 57_000, refunded: 23_000, fees: 2_850 },
  activity: [],
  milestones: [
    milestone({
      status: 'released',
      fundedAt: '2026-03-02T10:00:00.000Z',
      releasedAt: '2026-03-05T10:00:00.000Z',
      releasedAmount: 50_000,
    }),
    milestone({
      _id: M2,
      position: 2,
      title: 'Build',
      amount: 30_000,
      fee: 1_500,
      net: 28_500,
      status: 'refunded',
      fundedAt: '2026-03-03T10:00:00.000Z',
      refundedAt: '2026-03-08T10:00:00.000Z',
      refundedAmount: 23_000,
      releasedAmount: 7_000,
    }),
    milestone({
      _id: M3,
      position: 3,
      title: 'Launch',
      amount: 20_000,
      fee: 1_000,
      net: 19_000,
      status: 'funded',
      fundedAt: '2026-03-09T10:00:00.000Z',
    }),
    milestone({ _id: M4, position: 4, title: 'Support', amount: 10_000, fee: 500, net: 9_500 }),
  ],
};

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

function renderAt(path: string) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter(
    [
      { path: '/projects/:id/receipts/:milestoneId', Component: ReceiptPage },
      { path: '/projects/:id', Component: () => <p>contract page</p> },
      { path: '/projects', Component: () => <p>projects page</p> },
    ],
    { initialEntries: [path] },
  );
  render(
    <QueryClientProvider client={client}>
      <SessionProvider>
        <RouterProvider router={router} />
      </SessionProvider>
    </QueryClientProvider>,
  );
}

const signedIn = (contractReply: { status: number; body: unknown }) =>
  stubApi({
    'GET /api/auth/me': { status: 200, body: { success: true, user: me } },
    [`GET /api/contracts/${C}`]: contractReply,
  });
const found = { status: 200, body: { success: true, contract } };

const item = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling;
const row = (label: string | RegExp) => screen.getByRole('rowheader', { name: label }).closest('tr')!;

describe('ReceiptPage', () => {
  it('shows a released milestone: amount funded, the platform fee and what the freelancer received', async () => {
    signedIn(found);
    renderAt(`/projects/${C}/receipts/${M1}`);
    expect(await screen.findByRole('heading', { name: 'Receipt' })).toBeInTheDocument();
    expect(screen.getByText('Karakoram Talent')).toBeInTheDocument();
    expect(screen.getByText('KT-A1B2C3D4-1')).toBeInTheDocument();
    expect(screen.getAllByText('5 Mar 2026').length).toBeGreaterThan(0);
    expect(item('Contract')).toHaveTextContent('Booking website');
    expect(item('Client')).toHaveTextContent('Zara Khan');
    expect(item('Freelancer')).toHaveTextContent('Amina Baig');
    expect(item('Milestone')).toHaveTextContent('1. Design');
    expect(screen.getByRole('note')).toHaveTextContent('Sandbox payments');
    expect(within(row(/Funded into escrow/)).getByText('$500.00')).toBeInTheDocument();
    expect(within(row(/Platform fee \(5%\)/)).getByText('− $25.00')).toBeInTheDocument();
    expect(within(row('Freelancer received')).getByText('$475.00')).toBeInTheDocument();
    expect(screen.queryByText(/Refunded to the client/)).not.toBeInTheDocument();
  });

  it('shows a partial refund: the amount refunded, and the fee on the rest paid out', async () => {
    signedIn(found);
    renderAt(`/projects/${C}/receipts/${M2}`);
    await screen.findByRole('heading', { name: 'Receipt' });
    expect(screen.getByText('KT-B2C3D4E5-2')).toBeInTheDocument();
    expect(within(row(/Funded into escrow/)).getByText('$300.00')).toBeInTheDocument();
    expect(within(row(/Refunded to the client/)).getByText('$230.00')).toBeInTheDocument();
    expect(within(row(/Released to the freelancer/)).getByText('$70.00')).toBeInTheDocument();
    // 5 % of 70.00, as the server's platformFee computes it.
    expect(within(row(/Platform fee/)).getByText('− $3.50')).toBeInTheDocument();
    expect(within(row('Freelancer received')).getByText('$66.50')).toBeInTheDocument();
  });

  it('shows a funded milestone as held in escrow, and prints with the Print button', async () => {
    const print = vi.fn();
    vi.stubGlobal('print', print);
    signedIn(found);
    renderAt(`/projects/${C}/receipts/${M3}`);
    await screen.findByRole('heading', { name: 'Receipt' });
    expect(within(row('Held in escrow')).getByText('$200.00')).toBeInTheDocument();
    expect(screen.getByText(/The platform fee of 5% \(\$10\.00\)/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Print' }));
    expect(print).toHaveBeenCalledTimes(1);
  });

  it('has no receipt for a milestone that was never funded', async () => {
    signedIn(found);
    renderAt(`/projects/${C}/receipts/${M4}`);
    expect(await screen.findByRole('heading', { name: 'Receipt not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the contract' })).toHaveAttribute(
      'href',
      `/projects/${C}`,
    );
  });

  it("shows 'Contract not found' when the API refuses (not a party)", async () => {
    signedIn({ status: 404, body: { success: false, message: 'Contract not found' } });
    renderAt(`/projects/${C}/receipts/${M1}`);
    expect(await screen.findByRole('heading', { name: 'Contract not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to My Projects' })).toBeInTheDocument();
  });

  it('asks a guest to sign in', async () => {
    stubApi({ 'GET /api/auth/me': { status: 401, body: { success: false, message: 'Not signed in' } } });
    renderAt(`/projects/${C}/receipts/${M1}`);
    expect(await screen.findByText('Sign in to see this receipt.')).toBeInTheDocument();
  });
});

describe('MilestoneCard', () => {
  it('offline, keeps a submission note in the outbox, waiting to send, without calling the server', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const { calls } = stubApi({
      'GET /api/auth/me': {
        status: 200,
        body: { success: true, user: { ...me, _id: 'u2', role: 'freelancer' } },
      },
    });
    const run = vi.fn(async () => null);
    render(
      <QueryClientProvider client={new QueryClient()}>
        <SessionProvider>
          <RouterProvider
            router={createMemoryRouter([
              {
                path: '/',
                Component: () => (
                  <MilestoneCard
                    contract={contract}
                    milestone={milestone({ status: 'funded' })}
                    viewer="freelancer"
                    busy={false}
                    run={run}
                  />
                ),
              },
            ])}
          />
        </SessionProvider>
      </QueryClientProvider>,
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Submit work' }));
    await userEvent.type(screen.getByLabelText('Describe the work you are submitting'), 'Mock-ups attached');
    await userEvent.click(screen.getByRole('button', { name: 'Submit work' }));
    expect(await screen.findByText('Waiting to send: Mock-ups attached')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Submit work' })).not.toBeInTheDocument();
    expect(run).not.toHaveBeenCalled();
    expect(calls.map((c) => c.key)).toEqual(['GET /api/auth/me']);
    const [entry] = await listEntries('u2');
    expect(entry).toMatchObject({
      kind: 'milestone',
      contractId: C,
      milestoneId: M1,
      message: 'Mock-ups attached',
    });
    await removeEntry(entry!.id);
  });

  it('links a receipt once the milestone was funded, and not before', () => {
    const ms = contract.milestones;
    // A pending milestone's card offers the fund dialog, which asks the server through React Query.
    render(
      <QueryClientProvider client={new QueryClient()}>
        <RouterProvider
          router={createMemoryRouter([
            {
              path: '/',
              Component: () => (
                <>
                  {ms.map((m) => (
                    <MilestoneCard
                      key={m._id}
                      contract={contract}
                      milestone={m}
                      viewer="client"
                      busy={false}
                      run={async () => null}
                    />
                  ))}
                </>
              ),
            },
          ])}
        />
      </QueryClientProvider>,
    );
    expect(screen.getByRole('link', { name: 'Receipt for Design' })).toHaveAttribute(
      'href',
      `/projects/${C}/receipts/${M1}`,
    );
    expect(screen.getByRole('link', { name: 'Receipt for Build' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Receipt for Launch' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Receipt for Support' })).not.toBeInTheDocument();
    // After a partial refund the card shows the fee on the part paid out, as the receipt does.
    const build = screen.getByRole('article', { name: /Build/ });
    expect(build).toHaveTextContent('$300.00 · fee $3.50 · freelancer receives $66.50');
  });
});
