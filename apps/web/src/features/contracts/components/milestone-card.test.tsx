import 'fake-indexeddb/auto';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import type { ContractDto, MilestoneDto } from '@kt/shared';
import { SessionProvider } from '@/lib/session.tsx';
import { stubApi } from '@/test/stub-api.ts';
import { MilestoneCard } from './milestone-card.tsx';

const M1 = 'a1b2c3d4-1111-4c3e-9a4e-000000000011';

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

const contract = {
  _id: '0b7e6a2c-5d1f-4c3e-9a4e-000000000001',
  title: 'Booking website',
  status: 'active',
  currency: 'USD',
  feePercent: 5,
  client: { _id: 'u1', firstName: 'Zara', lastName: 'Khan' },
  freelancer: { _id: 'u2', firstName: 'Amina', lastName: 'Baig' },
  milestones: [],
  paymentMethods: [{ method: 'sandbox', name: 'Sandbox', real: false, feeBasisPoints: 0 }],
} as unknown as ContractDto;

function show(viewer: 'client' | 'freelancer', m: MilestoneDto) {
  stubApi({ 'GET /api/auth/me': { status: 401, body: { success: false, message: 'Not signed in' } } });
  const run = vi.fn(async () => null);
  render(
    <QueryClientProvider client={new QueryClient()}>
      <SessionProvider>
        <RouterProvider
          router={createMemoryRouter([
            {
              path: '/',
              Component: () => (
                <MilestoneCard contract={contract} milestone={m} viewer={viewer} busy={false} run={run} />
              ),
            },
          ])}
        />
      </SessionProvider>
    </QueryClientProvider>,
  );
  return run;
}

describe('MilestoneCard: money never moves on one click (issue 34)', () => {
  it('asks before funding, naming the amount; Cancel changes nothing', async () => {
    const run = show('client', milestone({ status: 'pending' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Fund $500.00' }));
    const dialog = screen.getByRole('dialog', { name: 'Fund $500.00?' });
    expect(dialog).toHaveTextContent('$500.00 moves from you into escrow');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(run).not.toHaveBeenCalled();

    await userEvent.click(screen.getByRole('button', { name: 'Fund $500.00' }));
    // One method configured: no choice, its name on the button, and the sandbox says it is play money.
    expect(within(screen.getByRole('dialog')).queryByRole('radio')).not.toBeInTheDocument();
    expect(screen.getByRole('dialog')).toHaveTextContent('Sandbox: moves no real money');
    await userEvent.click(
      within(screen.getByRole('dialog')).getByRole('button', { name: 'Pay $500.00 with Sandbox' }),
    );
    expect(run).toHaveBeenCalledExactlyOnceWith({
      path: `/api/milestones/${M1}/fund`,
      body: { method: 'sandbox' },
    });
  });

  it('asks before approving, with what the freelancer receives after the fee; Escape changes nothing', async () => {
    const run = show('client', milestone({ status: 'submitted' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Approve and pay' }));
    const dialog = screen.getByRole('dialog', { name: 'Approve and pay $500.00?' });
    expect(dialog).toHaveTextContent('the freelancer receives $475.00 after the $25.00 platform fee');
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(run).not.toHaveBeenCalled();

    await userEvent.click(screen.getByRole('button', { name: 'Approve and pay' }));
    await userEvent.click(
      within(screen.getByRole('dialog')).getByRole('button', { name: 'Approve and pay' }),
    );
    expect(run).toHaveBeenCalledExactlyOnceWith({ path: `/api/milestones/${M1}/approve` });
  });

  it("asks before a freelancer's partial refund, naming the refund and the rest paid out", async () => {
    const run = show(
      'freelancer',
      milestone({
        status: 'refund_requested',
        refundReason: 'Late',
        refundRequestedAt: '2026-03-02T09:00:00Z',
      }),
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Refund' }));
    const field = screen.getByLabelText(/Amount to refund/);
    await userEvent.clear(field);
    await userEvent.type(field, '200');
    await userEvent.click(screen.getByRole('button', { name: 'Refund' }));
    const dialog = screen.getByRole('dialog', { name: 'Refund $200.00 to the client?' });
    expect(dialog).toHaveTextContent(
      '$200.00 goes back from escrow to the client and the rest, $300.00, is paid to you.',
    );
    expect(run).not.toHaveBeenCalled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Refund $200.00' }));
    expect(run).toHaveBeenCalledExactlyOnceWith({
      path: `/api/milestones/${M1}/refund`,
      body: { amount: 20_000 },
    });
  });
});

describe('MilestoneCard: where a refund went (issue 31)', () => {
  it('says a refund went back through the provider the client paid with, to each side in its words', async () => {
    const refunded = milestone({ status: 'refunded', refundedAmount: 50_000, refundedTo: 'provider' });
    show('client', refunded);
    expect(
      await screen.findByText('$500.00 refunded, returned to the card or account you paid with.'),
    ).toBeInTheDocument();
  });

  it("says a refund went to the client's wallet balance, to the freelancer", async () => {
    show('freelancer', milestone({ status: 'refunded', refundedAmount: 50_000, refundedTo: 'wallet' }));
    expect(
      await screen.findByText('$500.00 refunded, added to the client’s wallet balance.'),
    ).toBeInTheDocument();
  });
});
