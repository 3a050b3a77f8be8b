import { and, eq } from 'drizzle-orm';
import { platformFee, say, type Currency } from '@kt/shared';
import type { Tx } from '../../db/client.ts';
import { contracts, ledgerAccounts, ledgerTransfers, milestones, payments } from '../../db/schema.ts';
import { transfer } from '../ledger/ledger.ts';
import { record, type ContractRow } from './activity.ts';
import type { ContractsDeps } from './deps.ts';

export type MilestoneRow = typeof milestones.$inferSelect;

const money = (c: ContractRow, amount: number) => ({ money: amount, currency: c.currency as Currency });

/**
 * Moves a confirmed payment from the provider's clearing account into the contract's escrow and
 * marks the milestone funded. The transfer key `milestone:<id>:fund` makes a second confirmation a
 * no-op (false): escrow never holds the same milestone twice.
 */
export async function confirmFunding(
  tx: Tx,
  contract: ContractRow,
  m: MilestoneRow,
  payment: { method: string; reference: string | null },
  actorId: string | null,
): Promise<boolean> {
  if (m.status !== 'pending' && m.status !== 'funding') return false;
  const currency = contract.currency as Currency;
  const moved = await transfer(
    tx,
    {
      key: `milestone:${m.id}:fund`,
      from: { kind: 'clearing', provider: payment.method, currency },
      to: { kind: 'escrow', contractId: contract.id, currency },
      amount: m.amount,
      currency,
      kind: 'fund',
      contractId: contract.id,
      milestoneId: m.id,
    },
    { ifNew: true },
  );
  if (!moved) return false;
  await tx
    .update(milestones)
    .set({
      status: 'funded',
      fundingReference: payment.reference,
      fundedAt: new Date(),
      updatedAt: new Date(),
    })
    .where(eq(milestones.id, m.id));
  await record(tx, contract, {
    kind: 'milestone_funded',
    actorId,
    milestoneId: m.id,
    words: say('activity.milestone_funded', { milestone: m.title, amount: money(contract, m.amount) }),
    type: 'payment',
    notice: 'milestone_funded',
  });
  return true;
}

/**
 * The provider that took a milestone's money (its succeeded payment), where a refund goes back to.
 * Milestones funded before payments were recorded came from the sandbox.
 */
export async function fundingProvider(tx: Tx, milestoneId: string): Promise<string> {
  const [p] = await tx
    .select({ method: payments.method })
    .from(payments)
    .where(and(eq(payments.milestoneId, milestoneId), eq(payments.status, 'succeeded')))
    .limit(1);
  return p?.method ?? 'sandbox';
}

/**
 * Where money the client gets back goes: through the provider that took it when it refunds (and the
 * sandbox, which moves no real money), else to the client's wallet balance, withdrawable like a
 * freelancer's (JazzCash has no refund API).
 */
export async function refundTo(deps: ContractsDeps, tx: Tx, contract: ContractRow, m: MilestoneRow) {
  const method = await fundingProvider(tx, m.id);
  const currency = contract.currency as Currency;
  if (method === 'sandbox' || deps.payments.get(method)?.refunds) {
    return { kind: 'world' as const, provider: method, currency };
  }
  return { kind: 'available' as const, userId: contract.clientId, currency };
}

/**
 * A refund that went to a real provider's world account (Stripe) must also reach the payer's card:
 * the `payments.milestone-refund` job asks the provider after this transaction commits.
 */
async function refundThroughProvider(deps: ContractsDeps, tx: Tx, m: MilestoneRow) {
  const method = await fundingProvider(tx, m.id);
  const provider = deps.payments.get(method);
  if (method !== 'sandbox' && provider?.refunds && provider.real) {
    await deps.queue.schedule(tx, 'payments.milestone-refund', { milestoneId: m.id });
  }
}

/**
 * Pays `amount` of a milestone's escrow to the freelancer: the whole amount to the freelancer's
 * pending balance (`milestone:<id>:release`), then the platform fee (rounded half up, see
 * platformFee) from there to the platform (`…:fee`): the fee is taken from the freelancer's side, as
 * the offer says, so it is a line of its own in their wallet and statement (issue 32). The rest
 * becomes available after FUNDS_HOLD. Unique keys: at most once per milestone.
 */
async function payOut(deps: ContractsDeps, tx: Tx, contract: ContractRow, m: MilestoneRow, amount: number) {
  const currency = contract.currency as Currency;
  const { fee, net } = platformFee(amount, contract.feeBasisPoints);
  const pending = { kind: 'pending' as const, userId: contract.freelancerId, currency };
  const base = { currency, contractId: contract.id, milestoneId: m.id };
  await transfer(tx, {
    ...base,
    key: `milestone:${m.id}:release`,
    from: { kind: 'escrow', contractId: contract.id, currency },
    to: pending,
    amount,
    kind: 'release',
  });
  if (fee > 0) {
    await transfer(tx, {
      ...base,
      key: `milestone:${m.id}:fee`,
      from: pending,
      to: { kind: 'fees', currency },
      amount: fee,
      kind: 'fee',
    });
  }
  if (net > 0) {
    await deps.queue.schedule(
      tx,
      'ledger.funds-available',
      { milestoneId: m.id },
      deps.settings.fundsHoldMs > 0 ? { delayMs: deps.settings.fundsHoldMs } : {},
    );
  }
  return { fee, net };
}

/** Approval or auto-release: the whole escrowed amount to the freelancer. */
export async function release(
  deps: ContractsDeps,
  tx: Tx,
  contract: ContractRow,
  m: MilestoneRow,
  actorId: string | null,
) {
  const { fee, net } = await payOut(deps, tx, contract, m, m.amount);
  const now = new Date();
  await tx
    .update(milestones)
    .set({
      status: 'released',
      releasedAmount: m.amount,
      releasedAt: now,
      autoReleaseAt: null,
      updatedAt: now,
    })
    .where(eq(milestones.id, m.id));
  const receipt = {
    milestone: m.title,
    amount: money(contract, m.amount),
    fee: money(contract, fee),
    net: money(contract, net),
  };
  await record(tx, contract, {
    kind: actorId ? 'milestone_released' : 'milestone_auto_released',
    actorId,
    milestoneId: m.id,
    words: say(actorId ? 'activity.milestone_released' : 'activity.milestone_auto_released', receipt),
    type: 'payment',
    notice: actorId ? 'milestone_released' : 'milestone_auto_released',
    ...(actorId ? {} : { notify: [contract.clientId, contract.freelancerId] }),
  });
}

/**
 * Returns `amount` of the escrow to the client (through the provider it came from) and pays any rest
 * to the freelancer. Key `milestone:<id>:refund`: at most once per milestone.
 */
export async function refund(
  deps: ContractsDeps,
  tx: Tx,
  contract: ContractRow,
  m: MilestoneRow,
  amount: number,
  actorId: string | null,
) {
  const currency = contract.currency as Currency;
  await transfer(tx, {
    key: `milestone:${m.id}:refund`,
    from: { kind: 'escrow', contractId: contract.id, currency },
    to: await refundTo(deps, tx, contract, m),
    amount,
    currency,
    kind: 'refund',
    contractId: contract.id,
    milestoneId: m.id,
  });
  await refundThroughProvider(deps, tx, m);
  const rest = m.amount - amount;
  if (rest > 0) await payOut(deps, tx, contract, m, rest);
  const now = new Date();
  await tx
    .update(milestones)
    .set({
      status: 'refunded',
      refundedAmount: amount,
      releasedAmount: rest,
      refundedAt: now,
      releasedAt: rest > 0 ? now : null,
      autoReleaseAt: null,
      refundDueAt: null,
      updatedAt: now,
    })
    .where(eq(milestones.id, m.id));
  await record(tx, contract, {
    kind: actorId ? 'milestone_refunded' : 'milestone_auto_refunded',
    actorId,
    milestoneId: m.id,
    words: say(`activity.milestone_${actorId ? '' : 'auto_'}refunded${rest > 0 ? '_rest' : ''}`, {
      amount: money(contract, amount),
      milestone: m.title,
      rest: money(contract, rest),
    }),
    type: 'payment',
    notice: 'milestone_refunded',
    ...(actorId ? {} : { notify: [contract.clientId, contract.freelancerId] }),
  });
}

/**
 * Settles a disputed milestone's escrow in the caller's transaction: `toClient` back to the client
 * (through the provider it came from, key `milestone:<id>:refund`) and `toFreelancer` paid out as a
 * release (fee to the platform, the rest pending for the freelancer). The two must add up to the
 * milestone's amount, all of which is in escrow. The milestone ends `released` (all to the
 * freelancer), `refunded` (all to the client) or `split`. Returns the fee taken and the status.
 */
export async function settleSplit(
  deps: ContractsDeps,
  tx: Tx,
  contract: ContractRow,
  m: MilestoneRow,
  split: { toFreelancer: number; toClient: number },
) {
  const { toFreelancer, toClient } = split;
  if (
    !Number.isSafeInteger(toFreelancer) ||
    !Number.isSafeInteger(toClient) ||
    toFreelancer < 0 ||
    toClient < 0 ||
    toFreelancer + toClient !== m.amount
  ) {
    throw new RangeError(`A split must add up to ${m.amount}`);
  }
  const currency = contract.currency as Currency;
  if (toClient > 0) {
    await transfer(tx, {
      key: `milestone:${m.id}:refund`,
      from: { kind: 'escrow', contractId: contract.id, currency },
      to: await refundTo(deps, tx, contract, m),
      amount: toClient,
      currency,
      kind: 'refund',
      contractId: contract.id,
      milestoneId: m.id,
    });
    await refundThroughProvider(deps, tx, m);
  }
  const { fee, net } =
    toFreelancer > 0 ? await payOut(deps, tx, contract, m, toFreelancer) : { fee: 0, net: 0 };
  const status = toClient === 0 ? 'released' : toFreelancer === 0 ? 'refunded' : 'split';
  const now = new Date();
  await tx
    .update(milestones)
    .set({
      status,
      releasedAmount: toFreelancer,
      refundedAmount: toClient,
      releasedAt: toFreelancer > 0 ? now : null,
      refundedAt: toClient > 0 ? now : null,
      autoReleaseAt: null,
      refundDueAt: null,
      updatedAt: now,
    })
    .where(eq(milestones.id, m.id));
  return { fee, net, status } as const;
}

/**
 * After FUNDS_HOLD: the freelancer's released money, less the platform fee taken from their pending
 * balance, moves from pending to available, once. (Releases from before issue 32 paid the net and
 * took the fee from escrow; they move the release as it is.)
 */
export async function makeAvailable(tx: Tx, milestoneId: string) {
  const [released] = await tx
    .select({ transfer: ledgerTransfers, contract: contracts })
    .from(ledgerTransfers)
    .innerJoin(contracts, eq(contracts.id, ledgerTransfers.contractId))
    .where(and(eq(ledgerTransfers.milestoneId, milestoneId), eq(ledgerTransfers.kind, 'release')));
  if (!released) return;
  const currency = released.contract.currency as Currency;
  const userId = released.contract.freelancerId;
  const [fee] = await tx
    .select({ amount: ledgerTransfers.amount })
    .from(ledgerTransfers)
    .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerTransfers.debitAccountId))
    .where(
      and(
        eq(ledgerTransfers.milestoneId, milestoneId),
        eq(ledgerTransfers.kind, 'fee'),
        eq(ledgerAccounts.kind, 'pending'),
      ),
    );
  const net = released.transfer.amount - (fee?.amount ?? 0);
  if (net <= 0) return;
  await transfer(
    tx,
    {
      key: `milestone:${milestoneId}:available`,
      from: { kind: 'pending', userId, currency },
      to: { kind: 'available', userId, currency },
      amount: net,
      currency,
      kind: 'available',
      contractId: released.contract.id,
      milestoneId,
    },
    { ifNew: true },
  );
}
