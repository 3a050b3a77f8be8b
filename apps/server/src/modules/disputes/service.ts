import { eq } from 'drizzle-orm';
import {
  DISPUTABLE_MILESTONE_STATUSES,
  formatMoney,
  type Currency,
  type DisputeDecideInput,
  type DisputeOpenInput,
  type DisputeRespondInput,
  type DisputeSettledBy,
  type SplitInput,
  say,
} from '@kt/shared';
import type { Tx } from '../../db/client.ts';
import { inTransaction, type Executor } from '../../db/executor.ts';
import { disputes, milestones, users } from '../../db/schema.ts';
import { badRequest, conflict, pgErrorCode } from '../../lib/errors.ts';
import { authorize } from '../../policies/policies.ts';
import { recordAudit } from '../audit/audit.ts';
import type { ContractRow } from '../contracts/activity.ts';
import type { ContractsDeps } from '../contracts/deps.ts';
import { lockMilestone } from '../contracts/load.ts';
import { settleSplit, type MilestoneRow } from '../contracts/settle.ts';
import { lockDispute, type DisputeRow, type StaffActor } from './load.ts';
import { assertAdmin, chooseMediator } from './mediators.ts';
import { recordStep } from './steps.ts';
import { pausedBy } from '../outages/pause.ts';

export type DisputesDeps = ContractsDeps & { responseWindowMs: number };

declare module '../../queue/jobs.ts' {
  interface QueueJobs {
    /** `at`: the dispute's respondBy when scheduled; a later proposal supersedes the job. */
    'dispute.response-window': { disputeId: string; at: string };
  }
}

const words = (s: string) => s.replaceAll('_', ' ');
/** A sentence that already ends in a full stop does not get a second one. */
const sentence = (text: string) => text.trim().replace(/[.!?]+$/, '');
const moneyOf = (c: ContractRow) => (n: number) => formatMoney(n, c.currency as Currency);
const cash = (c: ContractRow, n: number) => ({ money: n, currency: c.currency as Currency });
/** "$300.00 to the freelancer, $200.00 to the client", in the reader's language. */
const splitWords = (c: ContractRow, p: SplitInput) => ({
  say: say('split', { toFreelancer: cash(c, p.toFreelancer), toClient: cash(c, p.toClient) }),
});
const byWho = (actorId: string, c: ContractRow) => ({
  say: say(actorId === c.clientId ? 'who.client' : 'who.freelancer'),
});

/** A proposal or decision must share out exactly what is in escrow. */
function assertAddsUp(contract: ContractRow, amount: number, p: SplitInput) {
  if (p.toFreelancer + p.toClient !== amount) {
    throw badRequest(`The two amounts must add up to ${moneyOf(contract)(amount)}, the amount in escrow`);
  }
}

function assertNotSettled(d: DisputeRow) {
  if (d.state === 'settled') throw conflict('This dispute is settled; it can no longer change');
}

async function scheduleSilence(deps: DisputesDeps, tx: Tx, disputeId: string, respondBy: Date) {
  await deps.queue.schedule(
    tx,
    'dispute.response-window',
    { disputeId, at: respondBy.toISOString() },
    { runAt: respondBy },
  );
}

/** A party opens a dispute on an escrowed milestone with a proposed split; its timers stop. */
export async function openDispute(
  deps: DisputesDeps,
  db: Executor,
  actor: StaffActor,
  milestoneId: string,
  input: DisputeOpenInput,
): Promise<string> {
  return inTransaction(db, async (tx) => {
    const { contract, milestone: m } = await lockMilestone(tx, milestoneId, actor);
    authorize('contract:act-as-party', actor, contract);
    if (contract.status !== 'active') {
      throw conflict(
        `This contract is ${contract.status}; only a milestone of an active contract can be disputed`,
      );
    }
    if (!(DISPUTABLE_MILESTONE_STATUSES as readonly string[]).includes(m.status)) {
      throw conflict(
        `This milestone is ${words(m.status)}; only a funded, submitted, changes requested or refund requested milestone can be disputed`,
      );
    }
    assertAddsUp(contract, m.amount, input.proposal);
    const now = new Date();
    const respondBy = new Date(now.getTime() + deps.responseWindowMs);
    let dispute: DisputeRow;
    try {
      [dispute] = (await tx
        .insert(disputes)
        .values({
          contractId: contract.id,
          milestoneId: m.id,
          openedBy: actor.id,
          reason: input.reason,
          amount: m.amount,
          proposalToFreelancer: input.proposal.toFreelancer,
          proposalToClient: input.proposal.toClient,
          proposedBy: actor.id,
          respondBy,
        })
        .returning()) as [DisputeRow];
    } catch (err) {
      if (pgErrorCode(err) === '23505') throw conflict('This milestone already has an open dispute');
      throw err;
    }
    await tx
      .update(milestones)
      .set({ status: 'disputed', autoReleaseAt: null, refundDueAt: null, updatedAt: now })
      .where(eq(milestones.id, m.id));
    await scheduleSilence(deps, tx, dispute.id, respondBy);
    await recordStep(tx, contract, dispute, {
      kind: 'opened',
      actorId: actor.id,
      words: say('dispute.opened', {
        by: byWho(actor.id, contract),
        milestone: m.title,
        amount: cash(contract, m.amount),
        reason: sentence(input.reason),
        split: splitWords(contract, input.proposal),
        respondBy: { day: respondBy.toISOString() },
      }),
      notice: 'dispute_opened',
      proposal: input.proposal,
    });
    return dispute.id;
  });
}

/**
 * Settles a dispute: the split goes to the ledger (settleSplit) in this transaction, the dispute
 * records its outcome and how it ended, and everyone concerned is told.
 */
async function settle(
  deps: DisputesDeps,
  tx: Tx,
  contract: ContractRow,
  m: MilestoneRow,
  d: DisputeRow,
  split: SplitInput,
  by: DisputeSettledBy,
  actorId: string | null,
  reasoning: string | null = null,
) {
  const { fee, status } = await settleSplit(deps, tx, contract, m, split);
  const now = new Date();
  await tx
    .update(disputes)
    .set({
      state: 'settled',
      settledBy: by,
      outcomeToFreelancer: split.toFreelancer,
      outcomeToClient: split.toClient,
      reasoning,
      respondBy: null,
      settledAt: now,
      updatedAt: now,
    })
    .where(eq(disputes.id, d.id));
  const how = (
    {
      agreement: 'dispute.settled_agreement',
      silence: 'dispute.settled_silence',
      mediator: 'dispute.decided',
    } as const
  )[by];
  await recordStep(tx, contract, d, {
    kind: by === 'mediator' ? 'decided' : 'settled',
    actorId,
    words: say(how, {
      split: splitWords(contract, split),
      fee: fee > 0 ? { say: say('dispute.fee', { fee: cash(contract, fee) }) } : '',
      status: { say: say(`status.${status}`) },
      reasoning: reasoning ? { say: say('dispute.reasoning', { reasoning }) } : '',
    }),
    notice: 'dispute_settled',
    proposal: split,
    ...(actorId ? {} : { notify: [contract.clientId, contract.freelancerId] }),
  });
}

/** The other party accepts the standing proposal or counters it; matching proposals settle it. */
export async function respond(
  deps: DisputesDeps,
  db: Executor,
  actor: StaffActor,
  disputeId: string,
  input: DisputeRespondInput,
) {
  return inTransaction(db, async (tx) => {
    const { contract, milestone: m, dispute: d } = await lockDispute(tx, disputeId, actor);
    authorize('dispute:act-as-party', actor, contract);
    assertNotSettled(d);
    if (d.state !== 'open') throw conflict('This dispute is in mediation; the mediator decides it now');
    if (d.proposedBy === actor.id) {
      throw conflict('The standing proposal is yours; wait for the other party to answer it');
    }
    const standing = { toFreelancer: d.proposalToFreelancer, toClient: d.proposalToClient };
    if ('accept' in input) {
      await recordStep(tx, contract, d, {
        kind: 'accepted',
        actorId: actor.id,
        words: say('dispute.accepted', { split: splitWords(contract, standing) }),
        notice: 'dispute_accepted',
        proposal: standing,
      });
      await settle(deps, tx, contract, m, d, standing, 'agreement', actor.id);
      return d.id;
    }
    assertAddsUp(contract, d.amount, input.proposal);
    const p = input.proposal;
    if (p.toFreelancer === standing.toFreelancer && p.toClient === standing.toClient) {
      await recordStep(tx, contract, d, {
        kind: 'accepted',
        actorId: actor.id,
        words: say('dispute.same_proposal', { split: splitWords(contract, p) }),
        notice: 'dispute_accepted',
        proposal: p,
      });
      await settle(deps, tx, contract, m, d, p, 'agreement', actor.id);
      return d.id;
    }
    const now = new Date();
    const respondBy = new Date(now.getTime() + deps.responseWindowMs);
    await tx
      .update(disputes)
      .set({
        proposalToFreelancer: p.toFreelancer,
        proposalToClient: p.toClient,
        proposedBy: actor.id,
        respondBy,
        updatedAt: now,
      })
      .where(eq(disputes.id, d.id));
    await scheduleSilence(deps, tx, d.id, respondBy);
    await recordStep(tx, contract, d, {
      kind: 'countered',
      actorId: actor.id,
      words: say(input.message ? 'dispute.countered_message' : 'dispute.countered', {
        by: byWho(actor.id, contract),
        split: splitWords(contract, p),
        ...(input.message ? { message: sentence(input.message) } : {}),
        respondBy: { day: respondBy.toISOString() },
      }),
      notice: 'dispute_countered',
      proposal: p,
    });
    return d.id;
  });
}

/** Either party asks for mediation: the nearest hub's mediator is assigned; the clock stops. */
export async function escalate(deps: DisputesDeps, db: Executor, actor: StaffActor, disputeId: string) {
  return inTransaction(db, async (tx) => {
    const { contract, dispute: d } = await lockDispute(tx, disputeId, actor);
    authorize('dispute:act-as-party', actor, contract);
    assertNotSettled(d);
    if (d.state === 'mediation') throw conflict('This dispute is already in mediation');
    const mediatorId = await chooseMediator(tx, contract);
    const now = new Date();
    await tx
      .update(disputes)
      .set({ state: 'mediation', mediatorId, escalatedAt: now, respondBy: null, updatedAt: now })
      .where(eq(disputes.id, d.id));
    const name = mediatorId ? await nameOf(tx, mediatorId) : null;
    // No mediator to assign: the parties and every admin are told, so an admin assigns one.
    const admins = mediatorId
      ? []
      : (await tx.select({ id: users.id }).from(users).where(eq(users.isAdmin, true))).map((u) => u.id);
    const parties = [contract.clientId, contract.freelancerId].filter((id) => id !== actor.id);
    await recordStep(
      tx,
      contract,
      { ...d, mediatorId },
      {
        kind: 'escalated',
        actorId: actor.id,
        words: name ? say('dispute.escalated', { mediator: name }) : say('dispute.escalated_no_mediator'),
        notice: 'dispute_escalated',
        ...(mediatorId ? {} : { notify: [...parties, ...admins] }),
      },
    );
    return d.id;
  });
}

async function nameOf(db: Executor, userId: string) {
  const [u] = await db
    .select({ firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(eq(users.id, userId));
  return u ? `${u.firstName} ${u.lastName}`.trim() : 'A mediator';
}

/** The assigned mediator decides the split; posted to the ledger in this transaction; audited. */
export async function decide(
  deps: DisputesDeps,
  db: Executor,
  actor: StaffActor,
  disputeId: string,
  input: DisputeDecideInput,
) {
  return inTransaction(db, async (tx) => {
    // Staff see that a dispute exists: a mediator not assigned to it hears 403, not 404.
    const { contract, milestone: m, dispute: d } = await lockDispute(tx, disputeId, null);
    authorize('staff:use-powers', actor, actor);
    authorize('dispute:decide', actor, d);
    assertNotSettled(d);
    if (d.state !== 'mediation') throw conflict('Only a dispute in mediation can be decided');
    const split = { toFreelancer: input.toFreelancer, toClient: input.toClient };
    assertAddsUp(contract, d.amount, split);
    await settle(deps, tx, contract, m, d, split, 'mediator', actor.id, input.reasoning);
    await recordAudit(tx, {
      actorId: actor.id,
      action: 'dispute.decide',
      targetType: 'dispute',
      targetId: d.id,
      reason: input.reasoning,
      details: { ...split, currency: contract.currency, milestoneId: m.id },
    });
    return d.id;
  });
}

/** An admin assigns (or reassigns) a dispute in mediation to a mediator; audited. */
export async function assign(db: Executor, actor: StaffActor, disputeId: string, mediatorId: string) {
  assertAdmin(actor);
  return inTransaction(db, async (tx) => {
    const { contract, dispute: d } = await lockDispute(tx, disputeId, actor);
    assertNotSettled(d);
    if (d.state !== 'mediation') {
      throw conflict('Only a dispute in mediation can be assigned; a party asks for mediation first');
    }
    const [mediator] = await tx
      .select({ isMediator: users.isMediator, deletedAt: users.deletedAt })
      .from(users)
      .where(eq(users.id, mediatorId));
    if (!mediator || !mediator.isMediator || mediator.deletedAt) {
      throw badRequest('Choose a user who is a mediator');
    }
    if (mediatorId === contract.clientId || mediatorId === contract.freelancerId) {
      throw badRequest('A party of the contract cannot mediate it');
    }
    await tx.update(disputes).set({ mediatorId, updatedAt: new Date() }).where(eq(disputes.id, d.id));
    await recordAudit(tx, {
      actorId: actor.id,
      action: 'dispute.assign',
      targetType: 'dispute',
      targetId: d.id,
      details: { mediatorId, previous: d.mediatorId },
    });
    await recordStep(
      tx,
      contract,
      { ...d, mediatorId },
      {
        kind: 'assigned',
        actorId: actor.id,
        words: say('dispute.assigned', { mediator: await nameOf(tx, mediatorId) }),
        notice: 'dispute_assigned',
      },
    );
    return d.id;
  });
}

/** DISPUTE_RESPONSE_WINDOW elapsed with no answer: the standing proposal settles it. Safe twice. */
export async function responseWindowElapsed(deps: DisputesDeps, db: Executor, disputeId: string, at: string) {
  await inTransaction(db, async (tx) => {
    const found = await lockDispute(tx, disputeId, null).catch(() => null);
    if (!found) return;
    const { contract, milestone: m, dispute: d } = found;
    if (d.state !== 'open' || d.respondBy?.toISOString() !== at) return;
    if (await pausedBy(tx, contract)) return; // an outage: the deadline moves when it ends
    const standing = { toFreelancer: d.proposalToFreelancer, toClient: d.proposalToClient };
    await settle(deps, tx, contract, m, d, standing, 'silence', null);
  });
}
