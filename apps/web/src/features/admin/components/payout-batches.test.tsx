import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PayoutBatchDetailDto, PayoutBatchDto } from '@kt/shared';
import { stubApi, type StubReply } from '@/test/stub-api.ts';
import { FxRatePanel } from './fx-rate.tsx';
import { PayoutBatches } from './payout-batches.tsx';

const reply = (body: unknown, status = 200): StubReply => ({ status, body });
const open: PayoutBatchDto = {
  _id: '6a1b1f7e-1f0c-4c3e-9a4e-555555555555',
  number: 7,
  rail: 'bank',
  currency: 'PKR',
  status: 'open',
  count: 2,
  total: 3_251_933,
  paid: 0,
  failed: 0,
  createdAt: '2026-11-28T05:00:00.000Z',
  sentAt: null,
  settledAt: null,
  cancelledAt: null,
};
const sent: PayoutBatchDto = { ...open, status: 'sent', sentAt: '2026-11-28T06:00:00.000Z' };
const detail = (b: PayoutBatchDto): PayoutBatchDetailDto => ({ ...b, items: [] });

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const renderIt = (ui: React.ReactNode) =>
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      {ui}
    </QueryClientProvider>,
  );

describe('Console → Payout batches', () => {
  it('creates a batch on the chosen rail, offers its file, marks it sent, then records a results file', async () => {
    const stub = stubApi({
      'GET /api/admin/payout-batches': [
        reply({ success: true, batches: [] }),
        reply({ success: true, batches: [open] }),
        reply({ success: true, batches: [sent] }),
        reply({ success: true, batches: [{ ...sent, status: 'settled', paid: 1, failed: 1 }] }),
      ],
      'POST /api/admin/payout-batches': reply(
        { success: true, message: 'Batch 7', batch: detail(open) },
        201,
      ),
      [`POST /api/admin/payout-batches/${open._id}/sent`]: reply({ success: true, batch: detail(sent) }),
      [`POST /api/admin/payout-batches/${open._id}/results`]: reply({
        success: true,
        message: '2 settled',
        batch: detail({ ...sent, status: 'settled' }),
        settled: ['KT00007-001', 'KT00007-002'],
        unchanged: [],
        unknown: ['KT99999-001'],
      }),
    });
    renderIt(<PayoutBatches />);
    const ui = userEvent.setup();
    expect(await screen.findByText('No payout batches yet.')).toBeInTheDocument();
    await ui.selectOptions(screen.getByLabelText('Rail'), 'bank');
    await ui.click(screen.getByRole('button', { name: 'Create batch' }));
    const row = await screen.findByRole('listitem', { name: 'Batch 7' });
    expect(within(row).getByText(/2 withdrawal\(s\), Rs 32,519\.33/)).toBeInTheDocument();
    expect(within(row).getByRole('link', { name: 'Download file' })).toHaveAttribute(
      'href',
      expect.stringMatching(new RegExp(`/api/admin/payout-batches/${open._id}/file$`)),
    );
    expect(stub.calls.find((c) => c.key === 'POST /api/admin/payout-batches')!.body).toEqual({
      rail: 'bank',
    });

    await ui.click(within(row).getByRole('button', { name: 'Mark as sent' }));
    expect(await within(row).findByText('Sent to the bank')).toBeInTheDocument();
    const csv =
      'reference,status,bank_reference,reason\r\nKT00007-001,paid,FT1,\r\nKT00007-002,failed,,Closed\r\n';
    // jsdom's File has no text() (browsers have had it since 2019): give it the browser's answer.
    const file = Object.assign(new File([csv], 'results.csv', { type: 'text/csv' }), {
      text: () => Promise.resolve(csv),
    });
    await ui.upload(within(row).getByLabelText('Upload results file'), file);
    await vi.waitFor(() =>
      expect(stub.calls.map((c) => c.key)).toContain(`POST /api/admin/payout-batches/${open._id}/results`),
    );
    expect(await within(row).findByRole('status')).toHaveTextContent(
      'Results recorded: 2 settled, 0 already settled, unknown references: 1 (KT99999-001)',
    );
    const posted = stub.calls.find((c) => c.key.endsWith('/results'))!;
    expect(posted.body).toBe(csv);
    expect(new Headers(posted.init.headers).get('content-type')).toMatch(/^text\/csv/);
  });

  it('says so when the batches cannot be loaded', async () => {
    stubApi({ 'GET /api/admin/payout-batches': reply({ success: false, message: 'boom' }, 500) });
    renderIt(<PayoutBatches />);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Could not load payout batches. Please try again.',
    );
  });
});

describe('Console → Exchange rate', () => {
  it('shows the current rate with its source, flags a stale one, and sets a new one', async () => {
    const rate = {
      _id: '6a1b1f7e-1f0c-4c3e-9a4e-444444444444',
      base: 'USD' as const,
      quote: 'PKR' as const,
      rate: '278.45',
      rateMicros: 278_450_000,
      source: 'HBL board rate',
      asOf: '2026-11-26T04:00:00.000Z',
    };
    const fresh = {
      ...rate,
      _id: '6a1b1f7e-1f0c-4c3e-9a4e-666666666666',
      rate: '280.10',
      rateMicros: 280_100_000,
      source: 'SBP',
    };
    const stub = stubApi({
      'GET /api/admin/fx-rates': [
        reply({
          success: true,
          provider: 'manual',
          maxAgeHours: 36,
          current: { rate, usable: false, maxAgeHours: 36 },
          rates: [{ ...rate, enteredBy: 'Sana Operator' }],
        }),
        reply({
          success: true,
          provider: 'manual',
          maxAgeHours: 36,
          current: { rate: fresh, usable: true, maxAgeHours: 36 },
          rates: [{ ...fresh, enteredBy: 'Sana Operator' }],
        }),
      ],
      'POST /api/admin/fx-rates': reply(
        { success: true, message: 'Rate set: Rs 280.10 per $1', rate: fresh },
        201,
      ),
    });
    renderIt(<FxRatePanel />);
    const current = await screen.findByTestId('fx-current');
    expect(current).toHaveTextContent(/^Rs 278\.45 per \$1 · HBL board rate · set 26 Nov 2026/);
    expect(current).toHaveTextContent('Older than 36 hours: dollar withdrawals to rupee accounts are paused');
    const ui = userEvent.setup();
    await ui.type(screen.getByLabelText('Rupees per dollar'), '280.10');
    await ui.type(screen.getByLabelText('Source'), 'SBP');
    await ui.click(screen.getByRole('button', { name: "Set today's rate" }));
    expect(await screen.findByText(/^Rs 280\.10 per \$1 · SBP/)).toBeInTheDocument();
    expect(screen.queryByText(/Older than 36 hours/)).not.toBeInTheDocument();
    expect(stub.calls.find((c) => c.key === 'POST /api/admin/fx-rates')!.body).toEqual({
      rate: '280.10',
      source: 'SBP',
    });
  });
});
