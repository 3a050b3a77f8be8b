import { and, asc, desc, eq, or, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type {
  Currency,
  DisputeDto,
  DisputeListQuery,
  DisputeSettledBy,
  DisputeState,
  DisputeSummaryDto,
  MilestoneStatus,
  WordLanguage,
} from '@kt/shared';
import { wordText } from '../../lib/words.ts';
import type { Executor } from '../../db/executor.ts';
import {
  contracts,
  conversations,
  disputeEvents,
  disputeEvidence,
  disputes,
  messages,
  milestones,
  users,
} from '../../db/schema.ts';
import { pairKey } from '../messages/service.ts';
import { toPublicUser } from '../../lib/user-dto.ts';
import { pausedBy } from '../outages/pause.ts';
import type { StaffActor } from './load.ts';

const iso = (d: Date | null) => d?.toISOString() ?? null;
const client = alias(users, 'client');
const freelancer = alias(users, 'freelancer');
const mediator = alias(users, 'mediator');
const userColumns = (u: typeof client | typeof freelancer | typeof mediator) => ({
  id: u.id,
  firstName: u.firstName,
  lastName: u.lastName,
  profileImage: u.profileImage,
  location: u.location,
  createdAt: u.createdAt,
});

async function rows(db: Executor, where: SQL | undefined) {
  return db
    .select({
      dispute: disputes,
      contractTitle: contracts.title,
      contractDescription: contracts.description,
      currency: contracts.currency,
      milestoneTitle: milestones.title,
      milestoneStatus: milestones.status,
      client: userColumns(client),
      freelancer: userColumns(freelancer),
      mediator: userColumns(mediator),
    })
    .from(disputes)
    .innerJoin(contracts, eq(contracts.id, disputes.contractId))
    .innerJoin(milestones, eq(milestones.id, disputes.milestoneId))
    .innerJoin(client, eq(client.id, contracts.clientId))
    .innerJoin(freelancer, eq(freelancer.id, contracts.freelancerId))
    .leftJoin(mediator, eq(mediator.id, disputes.mediatorId))
    .where(where)
    .orderBy(desc(disputes.createdAt), desc(disputes.id));
}

type Row = Awaited<ReturnType<typeof rows>>[number];
type UserCols = Parameters<typeof toPublicUser>[0];

function toSummary(r: Row): DisputeSummaryDto {
  const d = r.dispute;
  return {
    _id: d.id,
    state: d.state as DisputeState,
    settledBy: d.settledBy as DisputeSettledBy | null,
    contractId: d.contractId,
    contractTitle: r.contractTitle,
    milestoneId: d.milestoneId,
    milestoneTitle: r.milestoneTitle,
    amount: d.amount,
    currency: r.currency as Currency,
    openedBy: d.openedBy,
    client: toPublicUser(r.client as UserCols),
    freelancer: toPublicUser(r.freelancer as UserCols),
    mediator: r.mediator?.id ? toPublicUser(r.mediator as UserCols) : null,
    reason: d.reason,
    proposal: { toFreelancer: d.proposalToFreelancer, toClient: d.proposalToClient },
    proposedBy: d.proposedBy,
    respondBy: d.state === 'open' ? iso(d.respondBy) : null,
    outcome:
      d.outcomeToFreelancer !== null && d.outcomeToClient !== null
        ? { toFreelancer: d.outcomeToFreelancer, toClient: d.outcomeToClient }
        : null,
    createdAt: d.createdAt.toISOString(),
    updatedAt: d.updatedAt.toISOString(),
    settledAt: iso(d.settledAt),
  };
}

/**
 * The disputes `actor` sees, newest first: a party their own, a mediator (two-factor on) those
 * assigned to them, an admin (two-factor on) all.
 */
export async function listDisputes(db: Executor, actor: StaffActor, query: DisputeListQuery) {
  const staff = actor.twoFactorEnabled;
  const mine = or(
    eq(contracts.clientId, actor.id),
    eq(contracts.freelancerId, actor.id),
    staff && actor.isMediator ? eq(disputes.mediatorId, actor.id) : undefined,
  );
  const visible = staff && actor.isAdmin ? undefined : mine;
  const where = and(
    visible,
    query.state ? eq(disputes.state, query.state) : undefined,
    query.milestoneId ? eq(disputes.milestoneId, query.milestoneId) : undefined,
  );
  return (await rows(db, where)).map(toSummary);
}

/** One dispute with its thread and evidence (the caller has checked who may read it). */
export async function disputeDetail(
  db: Executor,
  disputeId: string,
  lang: WordLanguage = 'en',
): Promise<DisputeDto> {
  const [r] = await rows(db, eq(disputes.id, disputeId));
  const actor = alias(users, 'actor');
  const events = await db
    .select({ e: disputeEvents, firstName: actor.firstName, lastName: actor.lastName })
    .from(disputeEvents)
    .leftJoin(actor, eq(actor.id, disputeEvents.actorId))
    .where(eq(disputeEvents.disputeId, disputeId))
    .orderBy(asc(disputeEvents.createdAt), asc(disputeEvents.id));
  const files = await db
    .select()
    .from(disputeEvidence)
    .where(eq(disputeEvidence.disputeId, disputeId))
    .orderBy(asc(disputeEvidence.createdAt), asc(disputeEvidence.id));
  // What the parties wrote each other, for the mediator: the last 200 messages, oldest first.
  const said = await db
    .select({
      id: messages.id,
      senderId: messages.senderId,
      content: messages.content,
      createdAt: messages.createdAt,
    })
    .from(messages)
    .innerJoin(conversations, eq(conversations.id, messages.conversationId))
    .where(eq(conversations.pairKey, pairKey(r!.client.id!, r!.freelancer.id!)))
    .orderBy(desc(messages.createdAt), desc(messages.id))
    .limit(200);
  return {
    ...toSummary(r!),
    messages: said.reverse().map((x) => ({
      _id: x.id,
      senderId: x.senderId,
      content: x.content,
      createdAt: x.createdAt.toISOString(),
    })),
    milestoneStatus: r!.milestoneStatus as MilestoneStatus,
    contractDescription: r!.contractDescription,
    reasoning: r!.dispute.reasoning,
    events: events.map(({ e, firstName, lastName }) => ({
      _id: e.id,
      kind: e.kind,
      actorId: e.actorId,
      actorName: firstName !== null ? `${firstName} ${lastName ?? ''}`.trim() : null,
      // Worded in the reader's language; a step written before that keeps its English text.
      message: e.words ? wordText(e.words, lang) : e.message,
      proposal:
        e.toFreelancer !== null && e.toClient !== null
          ? { toFreelancer: e.toFreelancer, toClient: e.toClient }
          : null,
      createdAt: e.createdAt.toISOString(),
    })),
    evidence: files.map((f) => ({
      _id: f.id,
      uploaderId: f.uploaderId,
      fileName: f.fileName,
      mime: f.mime,
      size: f.size,
      url: `/api/disputes/${disputeId}/evidence/${f.id}`,
      createdAt: f.createdAt.toISOString(),
    })),
    // Outage mode (issue 36): why the answer's deadline stands still.
    paused:
      r!.dispute.state === 'open'
        ? await pausedBy(db, { clientId: r!.client.id!, freelancerId: r!.freelancer.id! })
        : null,
  };
}
