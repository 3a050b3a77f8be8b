import type { Config } from '../../config.ts';
import type { Queue } from '../../queue/queue.ts';
import { payoutProvider, type PayoutProvider } from './provider.ts';
import { fxProvider } from '../fx/provider.ts';
import type { FxSettings } from '../fx/rates.ts';

/** What the wallet services need besides the database. */
export type WalletDeps = {
  queue: Queue;
  settings: Config['wallet'];
  fundsHoldMs: number;
  provider: PayoutProvider;
  /** The USD→PKR rate for dollar withdrawals paid in rupees (issue 32). */
  fx: FxSettings;
};

declare module '../../queue/jobs.ts' {
  interface QueueJobs {
    /** Hands a withdrawal to the payout provider (retried on a timeout with the same id). */
    'withdrawal.send': { withdrawalId: string };
    /** Asks the provider how a sent withdrawal went; posts or voids it once it knows. */
    'withdrawal.confirm': { withdrawalId: string };
  }
}

export function walletDeps(app: { queue: Queue; config: Config }): WalletDeps {
  return {
    queue: app.queue,
    settings: app.config.wallet,
    fundsHoldMs: app.config.contracts.fundsHoldMs,
    provider: payoutProvider(app.config.wallet.provider, app.config.wallet.sandboxDelayMs),
    fx: { provider: fxProvider(app.config.wallet.fx.provider), maxAgeMs: app.config.wallet.fx.maxAgeMs },
  };
}
