import 'fake-indexeddb/auto';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ContractDto, MilestoneDto, PaymentMethodDto, PaymentReply } from '@kt/shared';
import { SessionProvider } from '@/lib/session.tsx';
import { stubApi, type StubRoutes } from '@/test/stub-api.ts';
import type { StepReply } from '../api/contracts.ts';
import { MilestoneCard } from './milestone-card.tsx';

/**
 * The fund dialog and the "Awaiting payment" state (issue 31): the methods of the contract's
 * currency with the amount, any card fee and the provider's name on the button; the checkout form
 * posted to the provider; resume, cancel, and a new checkout once the old one expired.
 */
const C = '0b7e6a2c-5d1f-4c3e-9a4e-000000000001';
const M1 = 'a1b2c3d4-1111-4c3e-9a4e-000000000011';
const P1 = 'e5f6a7b8-5555-4c3e-9a4e-000000000055';

const SANDBOX: PaymentMethodDto = { method: 'sandbox', name: 'Sandbox', real: false, feeBasisPoints: 0 };
const JAZZCASH: PaymentMethodDto = { method: 'jazzcash', name: 'JazzCash', real: true, feeBasisPoints: 0 };
const CARD: PaymentMethodDto = { method: 'stripe', name: 'Card (Stripe)', real: true, feeBasisPoints: 300 };

const milestone = (over: Partial<MilestoneDto> = {}): MilestoneDto => ({
  _id: M1,
  position: 1,
  title: 'Design',
  amount: 250_000,
  currency: 'PKR',
  fee: 12_500,
  net: 237_500,
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

const contractWith = (m: MilestoneDto, methods: PaymentMethodDto[]): ContractDto => ({
  _id: C,
  title: 'Booking website',
  status: 'active',
  currency: 'PKR',
  feePercent: 5,
  client: { _id: 'u1', firstName: 'Zara', lastName: 'Khan' },
  freelancer: { _id: 'u2', firstName: 'Amina', lastName: 'Baig' },
  jobId: null,
  applicationId: null,
  total: m.amount,
  offerExpiresAt: null,
  createdAt: '2026-03-01T09:00:00.000Z',
  updatedAt: '2026-03-01T09:00:00.000Z',
  description: 'A booking site.',
  acceptedAt: '2026-03-01T10:00:00.000Z',
  endedAt: null,
  paymentsProvider: methods[0]?.method ?? 'sandbox',
  paymentMethods: methods,
  totals: { funded: 0, inEscrow: 0, released: 0, refunded: 0, fees: 0 },
  activity: [],
  milestones: [m],
});

const FORM = {
  action: 'https://jazzcash.test/CustomerPortal/transactionmanagement/merchantform/',
  fields: {
    pp_Version: '1.1',
    pp_Amount: '250000',
    pp_TxnRefNo: 'KT0123456789ABCDEF01',
    pp_SecureHash: 'AB12',
  },
};

/** Forms the page posted (jsdom does not navigate): their action, method and hidden fields. */
let posted: { action: string; method: string; fields: Record<string, string> }[];
beforeEach(() => {
  posted = [];
  vi.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(function (this: HTMLFormElement) {
    const fields: Record<string, string> = {};
    for (const input of this.querySelectorAll('input')) {
      expect(input.type).toBe('hidden');
      fields[input.name] = input.value;
    }
    posted.push({ action: this.action, method: this.method, fields });
  });
});
afterEach(() => vi.restoreAllMocks());

function show(
  m: MilestoneDto,
  methods: PaymentMethodDto[],
  reply: StepReply | null = null,
  routes: StubRoutes = {},
  viewer: 'client' | 'freelancer' = 'client',
) {
  stubApi({
    'GET /api/auth/me': { status: 401, body: { success: false, message: 'Not signed in' } },
    ...routes,
  });
  const run = vi.fn(async () => reply);
  const contract = contractWith(m, methods);
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

const paymentReplyOf = (m: MilestoneDto, next?: PaymentReply['next']): PaymentReply => ({
  success: true,
  message: 'Checkout started: complete the payment on the provider’s page',
  payment: {
    id: P1,
    milestoneId: M1,
    method: 'jazzcash',
    status: 'awaiting_payment',
    amount: m.amount,
    currency: 'PKR',
    expiresAt: '2099-01-01T00:00:00.000Z',
    createdAt: '2026-03-02T09:00:00.000Z',
  },
  ...(next ? { next } : {}),
  contract: contractWith(m, [SANDBOX, JAZZCASH]),
});

describe('FundDialog: the methods of the currency, the amount, the provider on the button', () => {
  it('offers each method with its card fee; the chosen one names the total and the provider', async () => {
    const run = show(milestone(), [SANDBOX, JAZZCASH, CARD]);
    await userEvent.click(await screen.findByRole('button', { name: 'Fund Rs 2,500.00' }));
    const dialog = screen.getByRole('dialog', { name: 'Fund Rs 2,500.00?' });
    expect(dialog).toHaveTextContent('Rs 2,500.00 moves from you into escrow');
    const radios = within(dialog).getAllByRole('radio');
    expect(radios.map((r) => r.closest('label')?.textContent)).toEqual([
      'SandboxSandbox: moves no real money',
      'JazzCash',
      'Card (Stripe)plus a card fee of Rs 75.00',
    ]);
    // The first is chosen until the client picks another.
    expect(within(dialog).getByRole('radio', { name: /Sandbox/ })).toBeChecked();
    expect(within(dialog).getByRole('button', { name: 'Pay Rs 2,500.00 with Sandbox' })).toBeEnabled();

    await userEvent.click(within(dialog).getByRole('radio', { name: /Card/ }));
    expect(within(dialog).getByRole('button', { name: 'Pay Rs 2,575.00 with Card (Stripe)' })).toBeEnabled();
    expect(dialog).toHaveTextContent('Rs 2,500.00 plus a card fee of Rs 75.00');
    expect(dialog).toHaveTextContent('You finish the payment on Card (Stripe)’s page');

    await userEvent.click(within(dialog).getByRole('radio', { name: /JazzCash/ }));
    expect(dialog).not.toHaveTextContent('Rs 2,500.00 plus a card fee');
    expect(run).not.toHaveBeenCalled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Pay Rs 2,500.00 with JazzCash' }));
    expect(run).toHaveBeenCalledExactlyOnceWith({
      path: `/api/milestones/${M1}/fund`,
      body: { method: 'jazzcash' },
    });
  });

  it("posts the provider's checkout form (a real form POST with hidden fields) once the server opened it", async () => {
    const m = milestone();
    const reply = paymentReplyOf(milestone({ status: 'funding' }), { form: FORM });
    const run = show(m, [SANDBOX, JAZZCASH], reply);
    await userEvent.click(await screen.findByRole('button', { name: 'Fund Rs 2,500.00' }));
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('radio', { name: /JazzCash/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Pay Rs 2,500.00 with JazzCash' }));
    expect(run).toHaveBeenCalledOnce();
    expect(posted).toEqual([{ action: FORM.action, method: 'post', fields: FORM.fields }]);
    expect(await screen.findByText('Taking you to JazzCash…')).toBeInTheDocument();
  });

  it('cannot fund when no method takes the currency', async () => {
    const run = show(milestone(), []);
    await userEvent.click(await screen.findByRole('button', { name: 'Fund Rs 2,500.00' }));
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).getByRole('alert')).toHaveTextContent('No payment method takes PKR payments yet.');
    expect(within(dialog).getByRole('button', { name: 'Fund Rs 2,500.00' })).toBeDisabled();
    expect(run).not.toHaveBeenCalled();
  });
});

describe('Awaiting payment: resume or cancel the open checkout', () => {
  const funding = (expiresAt: string) =>
    milestone({ status: 'funding', awaitingPayment: { id: P1, method: 'jazzcash', expiresAt } });

  it('resumes the same checkout (its form posted again) or cancels it; no new fund button meanwhile', async () => {
    const m = funding('2099-01-01T00:00:00.000Z');
    const run = show(m, [SANDBOX, JAZZCASH], null, {
      [`GET /api/payments/${P1}`]: { status: 200, body: paymentReplyOf(m, { form: FORM }) },
    });
    const card = await screen.findByRole('article');
    expect(within(card).getByText('Awaiting payment')).toBeInTheDocument();
    expect(within(card).getByRole('status')).toHaveTextContent(
      'Awaiting your payment with JazzCash. Finish it on JazzCash’s page before 1 Jan 2099',
    );
    expect(within(card).queryByRole('button', { name: /^Fund/ })).not.toBeInTheDocument();

    await userEvent.click(within(card).getByRole('button', { name: 'Resume payment' }));
    await vi.waitFor(() => expect(posted).toHaveLength(1));
    expect(posted[0]).toEqual({ action: FORM.action, method: 'post', fields: FORM.fields });
    expect(run).not.toHaveBeenCalled();
  });

  it('cancels the checkout through the server (the milestone goes back to pending there)', async () => {
    const run = show(funding('2099-01-01T00:00:00.000Z'), [SANDBOX, JAZZCASH]);
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel payment' }));
    expect(run).toHaveBeenCalledExactlyOnceWith({ path: `/api/payments/${P1}/cancel` });
    expect(posted).toEqual([]);
  });

  it('an expired checkout offers a new one: the old is given up, then the fund dialog asks again', async () => {
    const run = show(funding('2020-01-01T00:00:00.000Z'), [SANDBOX, JAZZCASH], {
      success: true,
      message: 'Payment cancelled',
      contract: contractWith(milestone(), [SANDBOX, JAZZCASH]),
    });
    const card = await screen.findByRole('article');
    expect(within(card).getByRole('status')).toHaveTextContent(
      'The JazzCash checkout expired before it was paid',
    );
    expect(within(card).queryByRole('button', { name: 'Resume payment' })).not.toBeInTheDocument();
    await userEvent.click(within(card).getByRole('button', { name: 'Start a new checkout' }));
    expect(run).toHaveBeenCalledExactlyOnceWith({ path: `/api/payments/${P1}/cancel` });
    expect(await screen.findByRole('dialog', { name: 'Fund Rs 2,500.00?' })).toBeInTheDocument();
  });

  it('the freelancer sees the state but neither resume nor cancel', async () => {
    show(funding('2099-01-01T00:00:00.000Z'), [SANDBOX, JAZZCASH], null, {}, 'freelancer');
    const card = await screen.findByRole('article');
    expect(within(card).getByText('Awaiting payment')).toBeInTheDocument();
    expect(within(card).queryByRole('button')).not.toBeInTheDocument();
  });
});

describe('Refund wording (issue 31)', () => {
  it('says when the refund went to the wallet balance instead of back through the provider', async () => {
    show(milestone({ status: 'refunded', refundedAmount: 250_000, refundedTo: 'wallet' }), [JAZZCASH]);
    expect(
      await screen.findByText('Rs 2,500.00 refunded, added to your wallet balance.'),
    ).toBeInTheDocument();
  });
});
