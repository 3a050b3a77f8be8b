import { randomUUID } from 'node:crypto';
import { CURRENCIES } from '@kt/shared';
import { notFound } from '../../lib/errors.ts';
import type { PaymentProvider } from './provider.ts';

/**
 * The default: confirms at once and moves no real money (every screen that shows money says so).
 * It is recorded as a payment like the others, so the ledger and the screens are the same.
 */
export const sandboxProvider: PaymentProvider = {
  method: 'sandbox',
  name: 'Sandbox',
  real: false,
  currencies: CURRENCIES,
  feeBasisPoints: 0,
  refunds: false,
  inquiryProvesPayment: true,
  startCheckout: async (input) => {
    const reference = `sandbox_${randomUUID()}`;
    return {
      reference,
      confirmed: {
        paymentId: input.paymentId,
        reference,
        outcome: 'succeeded',
        merchantOk: true,
        amount: input.amount,
        currency: input.currency,
        code: 'sandbox',
        message: 'Confirmed by the sandbox (no real money)',
      },
    };
  },
  verify: () => Promise.reject(notFound('The sandbox sends no notifications')),
  inquire: async (reference, input) => ({
    reference,
    outcome: 'succeeded',
    merchantOk: true,
    amount: input.amount,
    currency: input.currency,
    code: 'sandbox',
    message: 'The sandbox confirms every checkout',
  }),
};
