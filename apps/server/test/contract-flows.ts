/**
 * Contracts moved through their life by many clients at once against running servers, recording
 * every acknowledged step (process tests: backups, crashes). No test framework here.
 */
import { randomUUID } from 'node:crypto';
import { LIFE, lifeStep, type Contract, type LifeStep, type LiveUser } from './live-client.ts';

export type Pair = { client: LiveUser; freelancer: LiveUser; payoutMethodId?: string };

/** One step the server acknowledged (2xx), and when. */
export type Acked = {
  contract: Contract;
  step: LifeStep;
  at: number;
  reply: Record<string, unknown>;
  pair: Pair;
};

export type FlowOptions = {
  /** The steps each contract goes through (from `offer`). */
  steps: readonly LifeStep[];
  amount: (n: number) => number;
  /** Which node the `n`th request goes to (the pair's users re-pointed), e.g. alternating. */
  route?: (pair: Pair, n: number) => Pair;
  /** Stops starting new contracts once this returns true. */
  stop: () => boolean;
  /**
   * Until when a step that got no answer (connection refused or cut) or a 5xx is sent again with
   * the same key; default 30 s after the step began, 0 for never.
   */
  retryUntil?: number;
  /** Called for each request that got no answer. */
  onNoAnswer?: () => void;
};

/**
 * Loops contracts for one pair until `stop()`: each step is sent with its own Idempotency-Key and,
 * when the connection fails or the answer is a 5xx (a node dying), sent again with the same key,
 * to the next node, as a client would. Returns what was acknowledged.
 */
export async function runPair(pair: Pair, options: FlowOptions, acked: Acked[], errors: string[]) {
  let n = 0;
  let calls = Math.floor(Math.random() * 2);
  while (!options.stop()) {
    const contract: Partial<Contract> = {};
    for (const step of options.steps) {
      const key = randomUUID();
      const deadline = options.retryUntil ?? Date.now() + 30_000;
      for (;;) {
        const parties = options.route ? options.route(pair, calls++) : pair;
        let reply;
        try {
          reply = await lifeStep(step, parties, contract, options.amount(n), key);
        } catch (err) {
          reply = { status: 0, body: { message: (err as Error).message } };
          options.onNoAnswer?.();
        }
        if (reply.status >= 200 && reply.status < 300) {
          acked.push({ contract: contract as Contract, step, at: Date.now(), reply: reply.body, pair });
          break;
        }
        const retriable =
          reply.status === 0 ||
          reply.status >= 500 ||
          // the released money is not available yet (the funds-available job runs after approve)
          (step === 'withdraw' &&
            reply.status === 409 &&
            /available|balance|enough/i.test(String(reply.body.message)));
        if (!retriable || Date.now() > deadline) {
          errors.push(`${step}: ${reply.status} ${reply.body.message}`);
          return;
        }
        await new Promise((r) => setTimeout(r, 100));
      }
    }
    n += 1;
  }
}

export { LIFE };
export const STATUS_RANK: Record<string, number> = { funded: 2, submitted: 3, released: 4 };
/** How far a step takes a contract: offer 0, accept 1, fund 2, submit 3, approve 4. */
export const STEP_RANK: Record<LifeStep, number> = {
  offer: 0,
  accept: 1,
  fund: 2,
  submit: 3,
  approve: 4,
  withdraw: 5,
};
