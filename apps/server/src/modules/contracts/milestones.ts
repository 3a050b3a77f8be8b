import { eq, max } from 'drizzle-orm';
import {
  formatMoney,
  milestoneAmountProblem,
  type Currency,
  type MilestoneAddInput,
  type MilestoneStatus,
  say,
} from '@kt/shared';
import { inTransaction, type Executor } from '../../db/executor.ts';
import { milestones } from '../../db/schema.ts';
import { badRequest, conflict } from '../../lib/errors.ts';
import { authorize, type Actor } from '../../policies/policies.ts';
import { record } from './activity.ts';
import type { ContractsDeps } from './deps.ts';
import { lockContract, lockMilestone } from './load.ts';
import { pausedBy } from '../outages/pause.ts';
import { refund, release, type MilestoneRow } from './settle.ts';
import type { ContractRow } from './activity.ts';

/**
 * The milestone state machine: each action, who may take it and from which states. A wrong party
 * is a 403 and a wrong state a 409, checked in that order after the contract is locked, so nothing
 * changes when either fails.
 */
export const MILESTONE_ACTIONS = {
  fund: { by: 'client', from: ['pending'], verb: 'funded' },
  cancel: { by: 'client', from: ['pending'], verb: 'cancelled' },
  submit: { by: 'freelancer', from: ['funded', 'changes_requested'], verb: 'submitted' },
  approve: { by: 'client', from: ['submitted'], verb: 'approved' },
  'request-changes': { by: 'client', from: ['submitted'], verb: 'sent back for changes' },
  'request-refund': {
    by: 'client',
    from: ['funded', 'submitted', 'changes_requested'],
    verb: 'refund-requested',
  },
  refund: { by: 'freelancer', from: ['refund_requested'], verb: 'refunded' },
} as const satisfies Record<
  string,
  { by: 'client' | 'freelancer'; from: readonly MilestoneStatus[]; verb: string }
>;
export type MilestoneAction = keyof typeof MILESTONE_ACTIONS;

const words = (s: string) => s.replaceAll('_', ' ');

type ActionInput =
  | { action: 'cancel' | 'approve' }
  | { action: 'submit'; message: string; attachments?: string[] }
  | { action: 'request-changes'; message: string }
  | { action: 'request-refund'; reason: string }
  | { action: 'refund'; amount: number };

/**
 * The party and state checks of one action, on a contract and milestone the caller locked: a wrong
 * party is a 403, an inactive contract or a wrong state a 409.
 */
export function assertMayAct(actor: Actor, contract: ContractRow, m: MilestoneRow, action: MilestoneAction) {
  const rule = MILESTONE_ACTIONS[action];
  authorize(rule.by === 'client' ? 'contract:act-as-client' : 'contract:act-as-freelancer', actor, contract);
  if (contract.status !== 'active') {
    throw conflict(`This contract is ${contract.status}; milestones change only on an active contract`);
  }
  if (!(rule.from as readonly string[]).includes(m.status)) {
    const allowed = rule.from.map(words).join(' or ');
    throw conflict(`This milestone is ${words(m.status)}; only a ${allowed} milestone can be ${rule.verb}`);
  }
}

/** Runs one milestone action (all but `fund`, see payments/service.ts) for `actor`; returns the contract's id. */
export async function milestoneAction(
  deps: ContractsDeps,
  db: Executor,
  actor: Actor,
  milestoneId: string,
  input: ActionInput,
): Promise<string> {
  return inTransaction(db, async (tx) => {
    const { contract, milestone: m } = await lockMilestone(tx, milestoneId, actor);
    assertMayAct(actor, contract, m, input.action);
    const now = new Date();
    const fmt = (n: number) => formatMoney(n, contract.currency as Currency);
    const set = (values: Partial<MilestoneRow>) =>
      tx
        .update(milestones)
        .set({ ...values, updatedAt: now })
        .where(eq(milestones.id, m.id));

    switch (input.action) {
      case 'cancel':
        await set({ status: 'cancelled' });
        await record(tx, contract, {
          kind: 'milestone_cancelled',
          actorId: actor.id,
          milestoneId: m.id,
          words: say('activity.milestone_cancelled', { milestone: m.title }),
          type: 'milestone',
          notice: 'milestone_cancelled',
        });
        break;
      case 'submit': {
        const autoReleaseAt = new Date(now.getTime() + deps.settings.autoReleaseMs);
        await set({
          status: 'submitted',
          submissionMessage: input.message,
          submissionAttachments: input.attachments ?? [],
          submittedAt: now,
          autoReleaseAt,
        });
        await deps.queue.schedule(
          tx,
          'milestone.auto-release',
          { milestoneId: m.id, at: autoReleaseAt.toISOString() },
          { runAt: autoReleaseAt },
        );
        await record(tx, contract, {
          kind: 'milestone_submitted',
          actorId: actor.id,
          milestoneId: m.id,
          words: say('activity.milestone_submitted', { milestone: m.title, message: input.message }),
          type: 'milestone',
          notice: 'milestone_submitted',
        });
        break;
      }
      case 'approve':
        await release(deps, tx, contract, m, actor.id);
        break;
      case 'request-changes':
        await set({ status: 'changes_requested', autoReleaseAt: null });
        await record(tx, contract, {
          kind: 'milestone_changes_requested',
          actorId: actor.id,
          milestoneId: m.id,
          words: say('activity.milestone_changes_requested', {
            milestone: m.title,
            message: input.message,
          }),
          type: 'milestone',
          notice: 'milestone_changes_requested',
        });
        break;
      case 'request-refund': {
        const refundDueAt = new Date(now.getTime() + deps.settings.refundWindowMs);
        await set({
          status: 'refund_requested',
          refundReason: input.reason,
          refundRequestedAt: now,
          refundDueAt,
          autoReleaseAt: null,
        });
        await deps.queue.schedule(
          tx,
          'milestone.refund-window',
          { milestoneId: m.id, at: refundDueAt.toISOString() },
          { runAt: refundDueAt },
        );
        await record(tx, contract, {
          kind: 'milestone_refund_requested',
          actorId: actor.id,
          milestoneId: m.id,
          words: say('activity.milestone_refund_requested', {
            milestone: m.title,
            amount: { money: m.amount, currency: contract.currency as Currency },
            reason: input.reason,
          }),
          type: 'payment',
          notice: 'milestone_refund_requested',
        });
        break;
      }
      case 'refund':
        if (input.amount > m.amount) {
          throw badRequest(`Refund amount must be at most the milestone's ${fmt(m.amount)}`);
        }
        await refund(deps, tx, contract, m, input.amount, actor.id);
        break;
    }
    return contract.id;
  });
}

/** The client adds a milestone to an active contract. */
export async function addMilestone(db: Executor, actor: Actor, contractId: string, input: MilestoneAddInput) {
  return inTransaction(db, async (tx) => {
    const contract = await lockContract(tx, contractId, actor);
    authorize('contract:act-as-client', actor, contract);
    if (contract.status !== 'active') {
      throw conflict(
        `This contract is ${contract.status}; milestones can be added only to an active contract`,
      );
    }
    const problem = milestoneAmountProblem(input.amount, contract.currency as Currency);
    if (problem) throw badRequest(problem);
    const [last] = await tx
      .select({ n: max(milestones.position) })
      .from(milestones)
      .where(eq(milestones.contractId, contract.id));
    const [m] = await tx
      .insert(milestones)
      .values({
        contractId: contract.id,
        position: (last?.n ?? 0) + 1,
        title: input.title,
        amount: input.amount,
        dueDate: input.dueDate ?? null,
      })
      .returning();
    await record(tx, contract, {
      kind: 'milestone_added',
      actorId: actor.id,
      milestoneId: m!.id,
      words: say('activity.milestone_added', {
        milestone: m!.title,
        amount: { money: m!.amount, currency: contract.currency as Currency },
      }),
      type: 'milestone',
      notice: 'milestone_added',
    });
    return contract.id;
  });
}

/** Timers. Each re-checks under the lock and does nothing when superseded: safe to run twice. */
export async function autoRelease(deps: ContractsDeps, db: Executor, milestoneId: string, at: string) {
  await inTransaction(db, async (tx) => {
    const found = await lockMilestone(tx, milestoneId, null).catch(() => null);
    if (!found) return;
    const { contract, milestone: m } = found;
    if (m.status !== 'submitted' || m.autoReleaseAt?.toISOString() !== at) return;
    if (await pausedBy(tx, contract)) return; // an outage: the deadline moves when it ends
    await release(deps, tx, contract, m, null);
  });
}

export async function refundWindowElapsed(
  deps: ContractsDeps,
  db: Executor,
  milestoneId: string,
  at: string,
) {
  await inTransaction(db, async (tx) => {
    const found = await lockMilestone(tx, milestoneId, null).catch(() => null);
    if (!found) return;
    const { contract, milestone: m } = found;
    if (m.status !== 'refund_requested' || m.refundDueAt?.toISOString() !== at) return;
    if (await pausedBy(tx, contract)) return; // an outage: the deadline moves when it ends
    await refund(deps, tx, contract, m, m.amount, null);
  });
}
