import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PayoutMethodDto, WalletReply, WithdrawalDto } from '@kt/shared';
import { stubApi } from '@/test/stub-api.ts';
import { WithdrawForm } from './withdraw-form.tsx';

const method: PayoutMethodDto = {
  _id: '6a1b1f7e-1f0c-4c3e-9a4e-333333333333',
  rail: 'bank',
  account: '•••• 6702',
  holderName: 'Ayesha Khan',
  usableAt: '2026-01-01T00:00:00.000Z',
  usable: true,
  createdAt: '2026-01-01T00:00:00.000Z',
};
const rate = {
  _id: '6a1b1f7e-1f0c-4c3e-9a4e-444444444444',
  base: 'USD' as const,
  quote: 'PKR' as const,
  rate: '278.45',
  rateMicros: 278_450_000,
  source: 'HBL board rate',
  asOf: '2026-11-28T04:00:00.000Z',
};
const wallet = (fx: WalletReply['withdrawal']['fx']): WalletReply => ({
  success: true,
  wallet: {
    currency: 'USD',
    pending: 0,
    available: 50_000,
    withdrawing: 0,
    inEscrow: 0,
    totalEarned: 50_000,
    totalSpent: 0,
  },
  upcoming: [],
  currencies: ['USD'],
  withdrawal: {
    min: 1_000,
    reviewAbove: null,
    feeBasisPoints: { jazzcash: 0, easypaisa: 0, bank: 100 },
    arrival: 'Usually within one working day',
    fx,
  },
  sandbox: false,
});

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const renderForm = (w: WalletReply) =>
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <WithdrawForm wallet={w} methods={[method]} />
    </QueryClientProvider>,
  );

describe('WithdrawForm: dollars paid in rupees', () => {
  it('shows the rupee amount, the rate, its source and date before confirming, and sends the rate it showed', async () => {
    const withdrawal: WithdrawalDto = {
      _id: 'w1',
      amount: 10_001,
      fee: 100,
      net: 9_901,
      currency: 'USD',
      status: 'processing',
      payoutMethod: { _id: method._id, rail: 'bank', account: method.account },
      failureReason: null,
      createdAt: '2026-11-28T05:00:00.000Z',
      queuedAt: null,
      sentAt: null,
      settledAt: null,
      fx: { amount: 2_756_933, currency: 'PKR', rate: '278.45', source: rate.source, asOf: rate.asOf },
    };
    const { calls } = stubApi({
      'POST /api/wallet/withdrawals': {
        status: 201,
        body: { success: true, message: 'Withdrawal requested', withdrawal },
      },
    });
    renderForm(wallet({ rate, usable: true, maxAgeHours: 36 }));
    const ui = userEvent.setup();
    await ui.type(screen.getByLabelText('Amount (USD)'), '100.01');
    await ui.click(screen.getByRole('button', { name: 'Review withdrawal' }));
    const confirm = screen.getByText('Confirm your withdrawal').parentElement!;
    // $100.01 less 1 % ($1.00) = $99.01 × 278.45 = Rs 27,569.3345 → Rs 27,569.33.
    expect(within(confirm).getByText('You receive in rupees')).toBeInTheDocument();
    expect(within(confirm).getByTestId('fx-rupees')).toHaveTextContent('Rs 27,569.33');
    expect(within(confirm).getByTestId('fx-rate')).toHaveTextContent(
      /^Rs 278\.45 per \$1 \(HBL board rate, 28 Nov 2026, \d{1,2}:\d{2}/,
    );
    await ui.click(screen.getByRole('button', { name: 'Confirm withdrawal' }));
    await screen.findByRole('button', { name: 'Review withdrawal' });
    const sent = calls.filter((c) => c.key === 'POST /api/wallet/withdrawals');
    expect(sent).toHaveLength(1);
    expect(sent[0]!.body).toEqual({
      amount: 10_001,
      currency: 'USD',
      payoutMethodId: method._id,
      fxRateId: rate._id,
    });
  });

  it('blocks a dollar withdrawal with a clear message while the rate is stale or missing', async () => {
    const { calls } = stubApi({});
    for (const fx of [
      { rate, usable: false, maxAgeHours: 36 },
      { rate: null, usable: false, maxAgeHours: 36 },
    ]) {
      const { unmount } = renderForm(wallet(fx));
      expect(screen.getByTestId('fx-paused')).toHaveTextContent(
        "Dollar withdrawals to rupee accounts are paused: today's dollar to rupee rate has not been set yet. Please try again later.",
      );
      expect(screen.getByRole('button', { name: 'Review withdrawal' })).toBeDisabled();
      unmount();
    }
    expect(calls).toHaveLength(0);
  });

  it('shows no rupee line when no conversion is needed', async () => {
    stubApi({});
    renderForm(wallet(null));
    const ui = userEvent.setup();
    await ui.type(screen.getByLabelText('Amount (USD)'), '50');
    await ui.click(screen.getByRole('button', { name: 'Review withdrawal' }));
    expect(screen.queryByTestId('fx-rupees')).not.toBeInTheDocument();
    expect(screen.queryByTestId('fx-paused')).not.toBeInTheDocument();
  });
});
