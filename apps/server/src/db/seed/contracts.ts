import { eq } from 'drizzle-orm';
import type { Tx } from '../client.ts';
import { contracts } from '../schema.ts';
import type { Actor } from '../../policies/policies.ts';
import type { ContractsDeps } from '../../modules/contracts/deps.ts';
import { answerOffer, createOffer, endContract, expireOffer } from '../../modules/contracts/service.ts';
import { milestoneAction } from '../../modules/contracts/milestones.ts';
import { paymentProviders } from '../../modules/payments/registry.ts';
import { openPayment, startCheckout } from '../../modules/payments/service.ts';
import { onContractEnded, submitReview } from '../../modules/reviews/service.ts';
import { openDispute, respond } from '../../modules/disputes/service.ts';

type Person = { id: string; role: 'client' | 'freelancer' };
const actor = (u: Person): Actor => ({ id: u.id, role: u.role, isAdmin: false, isMediator: false });
const DAY = 24 * 60 * 60 * 1000;

/**
 * Demo contracts in every state, made through the same services the API uses, so their ledger is
 * real. The seed runs before the job queue exists: its timers (auto-release, refund window, offer
 * expiry, funds hold) are not scheduled, and the dates on the page are what they would be.
 */
export async function seedContracts(tx: Tx, clients: Person[], freelancers: Person[]) {
  const deps: ContractsDeps = {
    queue: { schedule: async () => null } as unknown as ContractsDeps['queue'],
    settings: {
      offerExpiresMs: 7 * DAY,
      autoReleaseMs: 14 * DAY,
      refundWindowMs: 7 * DAY,
      fundsHoldMs: 5 * DAY,
      feeBasisPoints: 500,
    },
    payments: paymentProviders({
      providers: ['sandbox'],
      checkoutExpiresMs: DAY,
      reconcileEveryMs: DAY,
      providerTimeoutMs: 15_000,
      webhookSecret: undefined,
      jazzcash: { url: 'http://127.0.0.1' },
      stripe: {},
    }),
    checkoutExpiresMs: DAY,
  };
  /** Funds a milestone through the sandbox, as `POST /api/milestones/{id}/fund` does. */
  const fund = async (client: Actor, milestoneId: string) => {
    const p = await openPayment(deps, tx, client, milestoneId, 'sandbox');
    await startCheckout(deps, tx, p.id, { origin: '' });
  };
  const hire = async (
    n: number,
    title: string,
    milestones: [string, number][],
    currency: 'USD' | 'PKR' = 'USD',
  ) => {
    const client = clients[n % 3]!;
    const freelancer = freelancers[n % 5]!;
    const c = await createOffer(deps, tx, actor(client), {
      freelancerId: freelancer.id,
      title,
      description: `${title}. Scope, milestones and delivery as agreed in our messages.`,
      currency,
      milestones: milestones.map(([t, amount]) => ({ title: t, amount })),
    });
    const ids = (await tx.query.milestones.findMany({ where: (m, { eq: e }) => e(m.contractId, c.id) }))
      .sort((a, b) => a.position - b.position)
      .map((m) => m.id);
    const as = (who: 'client' | 'freelancer') => actor(who === 'client' ? client : freelancer);
    const step = (
      who: 'client' | 'freelancer',
      i: number,
      action: Parameters<typeof milestoneAction>[4] | { action: 'fund' },
    ) =>
      action.action === 'fund' ? fund(as(who), ids[i]!) : milestoneAction(deps, tx, as(who), ids[i]!, action);
    return { c, ids, as, step };
  };

  await hire(0, 'Tour booking website for a Hunza guesthouse', [
    ['Design and booking flow', 45_000],
    ['Payments and launch', 30_000],
  ]);
  const declined = await hire(1, 'Logo for a dried-apricot brand', [['Three logo concepts', 8_000]]);
  await answerOffer(deps, tx, declined.as('freelancer'), declined.c.id, 'decline');
  const withdrawn = await hire(
    2,
    'Translate a trekking guide to Urdu',
    [['Full translation', 1_500_000]],
    'PKR',
  );
  await answerOffer(deps, tx, withdrawn.as('client'), withdrawn.c.id, 'withdraw');
  const expired = await hire(3, 'Instagram content for a Skardu café', [['One month of posts', 12_000]]);
  await tx
    .update(contracts)
    .set({ offerExpiresAt: new Date(Date.now() - DAY) })
    .where(eq(contracts.id, expired.c.id));
  await expireOffer(tx, expired.c.id);

  // An active contract with a milestone in every state.
  const active = await hire(0, 'Inventory app for a Gilgit hardware shop', [
    ['Requirements and wireframes', 20_000],
    ['Stock screens', 35_000],
    ['Sales and reports', 35_000],
    ['Barcode scanning', 15_000],
    ['Training videos', 10_000],
    ['Data import', 12_000],
    ['Printer support', 5_000],
    ['Extra report', 7_500],
    ['Offline mode', 10_000],
    ['Receipt printing', 8_000],
  ]);
  await answerOffer(deps, tx, active.as('freelancer'), active.c.id, 'accept');
  for (const i of [0, 1, 2, 3, 4, 5]) await active.step('client', i, { action: 'fund' });
  await active.step('freelancer', 0, { action: 'submit', message: 'Wireframes attached as agreed.' });
  await active.step('client', 0, { action: 'approve' }); // released
  await active.step('freelancer', 1, { action: 'submit', message: 'Stock screens are on the test server.' }); // submitted
  await active.step('freelancer', 2, { action: 'submit', message: 'Reports first version.' });
  await active.step('client', 2, { action: 'request-changes', message: 'Please add a monthly total.' }); // changes requested
  await active.step('client', 3, { action: 'request-refund', reason: 'We decided against scanners.' }); // refund requested
  await active.step('client', 4, { action: 'request-refund', reason: 'Videos no longer needed.' });
  await active.step('freelancer', 4, { action: 'refund', amount: 6_000 }); // refunded (part), rest released
  // 5: funded · 6: pending · 7: cancelled
  await active.step('client', 7, { action: 'cancel' });
  // 8: disputed (awaiting the client's answer) · 9: split by agreement.
  const disputesDeps = { ...deps, responseWindowMs: 4 * DAY };
  const party = (who: 'client' | 'freelancer') => ({ ...active.as(who), twoFactorEnabled: false });
  for (const i of [8, 9]) await active.step('client', i, { action: 'fund' });
  await openDispute(disputesDeps, tx, party('freelancer'), active.ids[8]!, {
    reason: 'The offline mode was delivered and tested, but the client has stopped answering.',
    proposal: { toFreelancer: 10_000, toClient: 0 },
  });
  const split = await openDispute(disputesDeps, tx, party('client'), active.ids[9]!, {
    reason: 'Only the thermal printer works; the A4 layout was never delivered.',
    proposal: { toFreelancer: 4_000, toClient: 4_000 },
  });
  await respond(disputesDeps, tx, party('freelancer'), split, { accept: true });

  const done = await hire(1, 'Company profile website for a Chitral travel agency', [
    ['Whole website', 60_000],
  ]);
  await answerOffer(deps, tx, done.as('freelancer'), done.c.id, 'accept');
  await done.step('client', 0, { action: 'fund' });
  await done.step('freelancer', 0, { action: 'submit', message: 'Live at the agreed address.' });
  await done.step('client', 0, { action: 'approve' });
  await endContract(tx, done.as('client'), done.c.id);
  // Reviews (issue 17): both parties review the finished contract, so both are published.
  const reviewsDeps = { queue: deps.queue, windowMs: 14 * DAY };
  await onContractEnded(reviewsDeps, tx, done.c.id);
  await submitReview(reviewsDeps, tx, done.as('client'), done.c.id, {
    rating: 5,
    comment: 'Clean, fast website delivered exactly as agreed. Bookings went up the first week.',
  });
  await submitReview(reviewsDeps, tx, done.as('freelancer'), done.c.id, {
    rating: 5,
    comment: 'Clear brief, quick feedback and paid on time. Would work together again.',
  });
}
