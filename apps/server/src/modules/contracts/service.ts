import { and, eq, inArray, ne } from 'drizzle-orm';
import {
  ESCROWED_MILESTONE_STATUSES,
  platformFee,
  sumMinor,
  type ContractCreateInput,
  type Currency,
  say,
} from '@kt/shared';
import type { Tx } from '../../db/client.ts';
import { inTransaction, type Executor } from '../../db/executor.ts';
import { applications, contracts, jobs, milestones, users } from '../../db/schema.ts';
import { badRequest, conflict, forbidden, notFound, pgErrorCode } from '../../lib/errors.ts';
import { authorize, can, type Actor } from '../../policies/policies.ts';
import { record, type ContractRow } from './activity.ts';
import type { ContractsDeps } from './deps.ts';
import { lockContract } from './load.ts';
import { pausedBy } from '../outages/pause.ts';

/** Who the offer is for, and the proposal and job it comes from (locked), if any. */
async function hireTarget(tx: Tx, actor: Actor, input: ContractCreateInput) {
  if (input.applicationId) {
    const [found] = await tx
      .select({ application: applications, job: jobs })
      .from(applications)
      .innerJoin(jobs, eq(jobs.id, applications.jobId))
      .where(eq(applications.id, input.applicationId))
      .for('update');
    if (!found) throw notFound('Proposal not found');
    if (found.job.userId !== actor.id) throw forbidden('You can only hire from proposals on your own jobs');
    if (found.application.status === 'rejected') throw conflict('This proposal was rejected');
    if (found.application.status === 'withdrawn') throw conflict('This proposal was withdrawn');
    if (found.job.status === 'completed') throw conflict('This job is completed');
    return {
      freelancerId: found.application.freelancerId,
      jobId: found.job.id,
      applicationId: found.application.id,
    };
  }
  const [freelancer] = await tx
    .select({ id: users.id, role: users.role })
    .from(users)
    .where(eq(users.id, input.freelancerId!));
  if (!freelancer || freelancer.role !== 'freelancer') throw notFound('Freelancer not found');
  if (freelancer.id === actor.id) throw badRequest('You cannot hire yourself');
  return { freelancerId: freelancer.id, jobId: null, applicationId: null };
}

/** A client's offer: the contract in `offered` with its milestones; expires after OFFER_EXPIRES. */
export async function createOffer(
  deps: ContractsDeps,
  db: Executor,
  actor: Actor,
  input: ContractCreateInput,
) {
  authorize('contract:hire', actor);
  try {
    return await inTransaction(db, async (tx) => {
      const target = await hireTarget(tx, actor, input);
      const offerExpiresAt = new Date(Date.now() + deps.settings.offerExpiresMs);
      const [contract] = await tx
        .insert(contracts)
        .values({
          clientId: actor.id,
          ...target,
          title: input.title,
          description: input.description,
          currency: input.currency,
          feeBasisPoints: deps.settings.feeBasisPoints,
          offerExpiresAt,
        })
        .returning();
      await tx.insert(milestones).values(
        input.milestones.map((m, i) => ({
          contractId: contract!.id,
          position: i + 1,
          title: m.title,
          amount: m.amount,
          dueDate: m.dueDate ?? null,
        })),
      );
      const total = sumMinor(input.milestones.map((m) => m.amount));
      const { fee, net } = platformFee(total, contract!.feeBasisPoints);
      const cash = (n: number) => ({ money: n, currency: input.currency as Currency });
      await record(tx, contract!, {
        kind: 'offer_sent',
        actorId: actor.id,
        words: say('activity.offer_sent', {
          total: cash(total),
          count: input.milestones.length,
          fee: cash(fee),
          net: cash(net),
        }),
        type: 'contract',
        notice: 'offer_sent',
      });
      await deps.queue.schedule(
        tx,
        'contract.offer-expire',
        { contractId: contract!.id },
        { runAt: offerExpiresAt },
      );
      return contract!;
    });
  } catch (err) {
    if (pgErrorCode(err) === '23505')
      throw conflict('There is already an offer or a contract for this proposal');
    throw err;
  }
}

type OfferAnswer = 'accept' | 'decline' | 'withdraw';

const ANSWERS = {
  accept: {
    who: 'contract:act-as-freelancer',
    to: 'active',
    verb: 'accepted',
    notice: 'offer_accepted',
  },
  decline: {
    who: 'contract:act-as-freelancer',
    to: 'declined',
    verb: 'declined',
    notice: 'offer_declined',
  },
  withdraw: {
    who: 'contract:act-as-client',
    to: 'withdrawn',
    verb: 'withdrawn',
    notice: 'offer_withdrawn',
  },
} as const;

/**
 * The freelancer accepts or declines an open offer, or the client withdraws it. Accepting an offer
 * made from a proposal marks the proposal accepted and the job in progress, in the same transaction.
 */
export async function answerOffer(
  deps: ContractsDeps,
  db: Executor,
  actor: Actor,
  contractId: string,
  answer: OfferAnswer,
) {
  return inTransaction(db, async (tx) => {
    const contract = await lockContract(tx, contractId, actor);
    const rule = ANSWERS[answer];
    authorize(rule.who, actor, contract);
    if (contract.status !== 'offered')
      throw conflict(`This offer is ${contract.status}; only an open offer can be ${rule.verb}`);
    const now = new Date();
    await tx
      .update(contracts)
      .set({ status: rule.to, updatedAt: now, ...(answer === 'accept' ? { acceptedAt: now } : {}) })
      .where(eq(contracts.id, contract.id));
    if (answer === 'accept' && contract.applicationId) {
      await tx
        .update(applications)
        .set({ status: 'accepted', updatedAt: now })
        .where(and(eq(applications.id, contract.applicationId), eq(applications.status, 'pending')));
      if (contract.jobId) {
        await tx
          .update(jobs)
          .set({ status: 'in_progress', updatedAt: now })
          .where(and(eq(jobs.id, contract.jobId), inArray(jobs.status, ['open', 'closed'])));
      }
    }
    await record(tx, contract, {
      kind: `offer_${rule.verb}`,
      actorId: actor.id,
      words: say(`activity.offer_${rule.verb}`),
      type: 'contract',
      notice: rule.notice,
    });
    return contract.id;
  });
}

/** The server's own answer: an offer nobody answered within OFFER_EXPIRES. Safe to run twice. */
export async function expireOffer(db: Executor, contractId: string) {
  await inTransaction(db, async (tx) => {
    const contract = await lockContract(tx, contractId, null).catch(() => null);
    if (!contract || contract.status !== 'offered') return;
    if (contract.offerExpiresAt && contract.offerExpiresAt.getTime() > Date.now() + 1000) return;
    if (await pausedBy(tx, contract)) return; // an outage: the expiry moves when it ends
    await tx
      .update(contracts)
      .set({ status: 'expired', updatedAt: new Date() })
      .where(eq(contracts.id, contract.id));
    await record(tx, contract, {
      kind: 'offer_expired',
      actorId: null,
      words: say('activity.offer_expired'),
      type: 'contract',
      notice: 'offer_expired',
      notify: [contract.clientId, contract.freelancerId],
    });
  });
}

/**
 * Either party ends an active contract once no milestone holds money (else 409 naming them);
 * milestones never funded are cancelled; the job, if any and no other contract is active on it, is
 * completed.
 */
export async function endContract(db: Executor, actor: Actor, contractId: string) {
  return inTransaction(db, async (tx) => {
    const contract = await lockContract(tx, contractId, actor);
    authorize('contract:act-as-party', actor, contract);
    if (contract.status !== 'active')
      throw conflict(`This contract is ${contract.status}; only an active contract can be ended`);
    const held = await tx
      .select({ title: milestones.title, status: milestones.status })
      .from(milestones)
      .where(
        and(
          eq(milestones.contractId, contract.id),
          inArray(milestones.status, [...ESCROWED_MILESTONE_STATUSES, 'funding']),
        ),
      );
    if (held.length > 0) {
      const names = held.map((m) => `"${m.title}" (${m.status.replace('_', ' ')})`).join(', ');
      throw conflict(`Settle these milestones before ending the contract: ${names}`);
    }
    const now = new Date();
    await tx
      .update(milestones)
      .set({ status: 'cancelled', updatedAt: now })
      .where(and(eq(milestones.contractId, contract.id), eq(milestones.status, 'pending')));
    await tx
      .update(contracts)
      .set({ status: 'completed', endedAt: now, updatedAt: now })
      .where(eq(contracts.id, contract.id));
    if (contract.jobId) await completeJobIfDone(tx, contract);
    await record(tx, contract, {
      kind: 'contract_ended',
      actorId: actor.id,
      words: say('activity.contract_ended'),
      type: 'contract',
      notice: 'contract_ended',
    });
    return contract.id;
  });
}

async function completeJobIfDone(tx: Tx, contract: ContractRow) {
  const others = await tx
    .select({ id: contracts.id })
    .from(contracts)
    .where(
      and(
        eq(contracts.jobId, contract.jobId!),
        ne(contracts.id, contract.id),
        inArray(contracts.status, ['offered', 'active']),
      ),
    )
    .limit(1);
  if (others.length === 0) {
    await tx
      .update(jobs)
      .set({ status: 'completed', updatedAt: new Date() })
      .where(and(eq(jobs.id, contract.jobId!), eq(jobs.status, 'in_progress')));
  }
}

/** Read check for GET: the parties and admins (policy `contract:read`); anyone else hears 404. */
export async function assertCanRead(db: Executor, actor: Actor, contractId: string) {
  const [row] = await db
    .select({ clientId: contracts.clientId, freelancerId: contracts.freelancerId })
    .from(contracts)
    .where(eq(contracts.id, contractId));
  if (!row || !can('contract:read', actor, row)) throw notFound('Contract not found');
}
