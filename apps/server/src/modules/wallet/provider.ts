import { randomUUID } from 'node:crypto';
import type { Currency, PayoutRail } from '@kt/shared';

export type PayoutRequest = {
  /** Our withdrawal id: the provider's idempotency key, so a retried call never pays twice. */
  withdrawalId: string;
  /** What reaches the account (the withdrawal less our fee). */
  amount: number;
  fee: number;
  currency: Currency;
  rail: PayoutRail;
  account: string;
  holderName: string;
};

export type PayoutStatus =
  { status: 'paid'; reference: string } | { status: 'failed'; reason: string } | { status: 'pending' };

/**
 * How money leaves for JazzCash, Easypaisa or a bank (issue 16). `send` hands a payout over (it may
 * throw on a timeout: the job retries with the same withdrawal id), `status` asks how it went.
 * Real providers implement the same interface; tests replace it at this boundary.
 */
export interface PayoutProvider {
  readonly name: string;
  /**
   * `api`: the job hands each payout over (`send`, then `status`). `batch`: nothing is sent; the
   * operator gathers ready withdrawals into payout batches, pays them through the bank's portal
   * and records the results file (modules/payouts). An API rail later is another `api` provider.
   */
  readonly mode: 'api' | 'batch';
  /**
   * The currency the rail pays in, when it converts (manual: the bank portals pay rupees, so a dollar
   * withdrawal is converted at the day's rate, modules/fx); null: paid in the wallet's own currency.
   */
  readonly payoutCurrency: Currency | null;
  /** How long after `send` to ask for the status first. */
  readonly confirmAfterMs: number;
  send(req: PayoutRequest): Promise<{ reference: string }>;
  status(req: PayoutRequest): Promise<PayoutStatus>;
}

/**
 * The sandbox moves no money: it accepts every payout, confirms it SANDBOX_PAYOUT_DELAY later, and
 * fails a withdrawal whose amount ends in 13 cents so the failure path can be seen.
 */
export function sandboxPayouts(delayMs: number): PayoutProvider {
  const references = new Map<string, string>();
  return {
    name: 'sandbox',
    mode: 'api',
    payoutCurrency: null,
    confirmAfterMs: delayMs,
    send: async (req) => {
      const reference = references.get(req.withdrawalId) ?? `sandbox_payout_${randomUUID()}`;
      references.set(req.withdrawalId, reference);
      return { reference };
    },
    status: async (req) =>
      (req.amount + req.fee) % 100 === 13
        ? { status: 'failed', reason: 'The sandbox refuses amounts ending in 13 cents' }
        : {
            status: 'paid',
            reference: references.get(req.withdrawalId) ?? `sandbox_payout_${req.withdrawalId}`,
          },
  };
}

/**
 * PAYOUTS_PROVIDER=manual: payouts through the bank's bulk-transfer portal, run by an operator in
 * the console (payout batches). The queue never calls it.
 */
export function manualPayouts(): PayoutProvider {
  const refuse = () => Promise.reject(new Error('Manual payouts are paid in payout batches'));
  return {
    name: 'manual',
    mode: 'batch',
    payoutCurrency: 'PKR',
    confirmAfterMs: 0,
    send: refuse,
    status: refuse,
  };
}

export function payoutProvider(name: 'sandbox' | 'manual', delayMs: number): PayoutProvider {
  switch (name) {
    case 'sandbox':
      return sandboxPayouts(delayMs);
    case 'manual':
      return manualPayouts();
  }
}
