import type { Config } from '../../config.ts';
import type { Queue } from '../../queue/queue.ts';
import { paymentProviders, type PaymentProviders } from '../payments/registry.ts';

/** What the contract services need besides the database: timers, settings and the payment providers. */
export type ContractsDeps = {
  queue: Queue;
  settings: Config['contracts'];
  payments: PaymentProviders;
  checkoutExpiresMs: number;
};

declare module '../../queue/jobs.ts' {
  interface QueueJobs {
    'contract.offer-expire': { contractId: string };
    /** `at`: the milestone's autoReleaseAt when scheduled; a later submission supersedes the job. */
    'milestone.auto-release': { milestoneId: string; at: string };
    'milestone.refund-window': { milestoneId: string; at: string };
    'ledger.funds-available': { milestoneId: string };
  }
}

/** The deps of the running app. */
export function contractsDeps(app: { queue: Queue; config: Config }): ContractsDeps {
  return {
    queue: app.queue,
    settings: app.config.contracts,
    payments: paymentProviders(app.config.payments),
    checkoutExpiresMs: app.config.payments.checkoutExpiresMs,
  };
}
