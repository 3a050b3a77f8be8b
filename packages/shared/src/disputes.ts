/**
 * Disputes with free first-tier mediation (issue 18): states, inputs and replies. Amounts are integer
 * minor units in the contract's currency, as in the rest of the money API (see money.ts).
 */
import { text, z } from './zod.ts';
import { CURRENCIES } from './money.ts';
import { publicUserDto } from './auth.ts';
import { pausedDto } from './outages.ts';
import { MILESTONE_MAX_MINOR, MILESTONE_STATUSES } from './contracts.ts';

/** open: waiting for the other party · mediation: a mediator decides · settled: money moved. */
export const DISPUTE_STATES = ['open', 'mediation', 'settled'] as const;
export type DisputeState = (typeof DISPUTE_STATES)[number];

/** How a settled dispute ended. */
export const DISPUTE_SETTLED_BY = ['agreement', 'silence', 'mediator'] as const;
export type DisputeSettledBy = (typeof DISPUTE_SETTLED_BY)[number];

/** Milestone statuses a dispute may be opened on: its money is in escrow. */
export const DISPUTABLE_MILESTONE_STATUSES = [
  'funded',
  'submitted',
  'changes_requested',
  'refund_requested',
] as const satisfies readonly (typeof MILESTONE_STATUSES)[number][];

const share = (label: string) =>
  z
    .number({ message: `${label} must be a whole number of cents` })
    .int(`${label} must be a whole number of cents`)
    .min(0, `${label} cannot be negative`)
    .max(MILESTONE_MAX_MINOR, `${label} is more than the milestone`);

/** How the escrowed amount is split: both parts add up to what is in escrow. */
export const splitInput = z.object({
  toFreelancer: share('Amount to the freelancer'),
  toClient: share('Amount to the client'),
});
export type SplitInput = z.infer<typeof splitInput>;

export const disputeOpenInput = z.object({
  reason: text('Reason', { message: 'Say why you are disputing this milestone' })
    .trim()
    .min(1, 'Say why you are disputing this milestone')
    .max(5000, 'Reason must be at most 5000 characters'),
  proposal: splitInput,
});
export type DisputeOpenInput = z.infer<typeof disputeOpenInput>;

export const disputeRespondInput = z.union(
  [
    z.object({ accept: z.literal(true, { message: 'accept must be true' }) }).strict(),
    z.object({ proposal: splitInput, message: text('Message').trim().max(5000).optional() }).strict(),
  ],
  { message: 'Accept the proposal ({ accept: true }) or make another ({ proposal })' },
);
export type DisputeRespondInput = z.infer<typeof disputeRespondInput>;

export const disputeDecideInput = splitInput.extend({
  reasoning: text('Reasoning', { message: 'Explain the decision' })
    .trim()
    .min(1, 'Explain the decision')
    .max(5000, 'Reasoning must be at most 5000 characters'),
});
export type DisputeDecideInput = z.infer<typeof disputeDecideInput>;

export const disputeAssignInput = z.object({ mediatorId: z.uuid({ message: 'Invalid mediator id' }) });
export type DisputeAssignInput = z.infer<typeof disputeAssignInput>;

export const mediatorToggleInput = z.object({
  on: z.boolean({ message: 'on must be true or false' }),
});
export type MediatorToggleInput = z.infer<typeof mediatorToggleInput>;

export const disputeListQuery = z.object({
  state: z.enum(DISPUTE_STATES, { message: 'state must be open, mediation or settled' }).optional(),
  milestoneId: z.uuid({ message: 'Invalid milestone id' }).optional(),
});
export type DisputeListQuery = z.infer<typeof disputeListQuery>;

const proposalDto = z.object({ toFreelancer: z.number(), toClient: z.number() });

export const disputeEventDto = z.object({
  _id: z.string(),
  /** opened, countered, accepted, escalated, assigned, evidence, decided, settled */
  kind: z.string(),
  actorId: z.string().nullable(),
  actorName: z.string().nullable(),
  message: z.string(),
  proposal: proposalDto.nullable(),
  createdAt: z.string(),
});
export type DisputeEventDto = z.infer<typeof disputeEventDto>;

export const disputeEvidenceDto = z.object({
  _id: z.string(),
  uploaderId: z.string(),
  fileName: z.string(),
  mime: z.string(),
  size: z.number(),
  /** Served only to the parties, the assigned mediator and admins. */
  url: z.string(),
  createdAt: z.string(),
});
export type DisputeEvidenceDto = z.infer<typeof disputeEvidenceDto>;

export const disputeSummaryDto = z.object({
  _id: z.string(),
  state: z.enum(DISPUTE_STATES),
  settledBy: z.enum(DISPUTE_SETTLED_BY).nullable(),
  contractId: z.string(),
  contractTitle: z.string(),
  milestoneId: z.string(),
  milestoneTitle: z.string(),
  amount: z.number(),
  currency: z.enum(CURRENCIES),
  openedBy: z.string(),
  client: publicUserDto,
  freelancer: publicUserDto,
  mediator: publicUserDto.nullable(),
  reason: z.string(),
  /** The proposal standing now (the last one made) and who made it. */
  proposal: proposalDto,
  proposedBy: z.string(),
  /** While open: when silence settles it on the standing proposal. */
  respondBy: z.string().nullable(),
  outcome: proposalDto.nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  settledAt: z.string().nullable(),
});
export type DisputeSummaryDto = z.infer<typeof disputeSummaryDto>;

/** A message between the parties, for the mediator to read (the last 200). */
export const disputeMessageDto = z.object({
  _id: z.string(),
  senderId: z.string(),
  content: z.string(),
  createdAt: z.string(),
});
export type DisputeMessageDto = z.infer<typeof disputeMessageDto>;

export const disputeDto = disputeSummaryDto.extend({
  milestoneStatus: z.enum(MILESTONE_STATUSES),
  contractDescription: z.string(),
  reasoning: z.string().nullable(),
  events: z.array(disputeEventDto),
  evidence: z.array(disputeEvidenceDto),
  messages: z.array(disputeMessageDto),
  /** Its clocks stand still: a party's district is in an outage (issue 36); null otherwise. */
  paused: pausedDto.nullable().optional(),
});
export type DisputeDto = z.infer<typeof disputeDto>;

export const disputeReply = z.object({
  success: z.literal(true),
  message: z.string(),
  dispute: disputeDto,
});
export type DisputeReply = z.infer<typeof disputeReply>;
export const disputeGetReply = z.object({ success: z.literal(true), dispute: disputeDto });
export type DisputeGetReply = z.infer<typeof disputeGetReply>;
export const disputeListReply = z.object({ success: z.literal(true), disputes: z.array(disputeSummaryDto) });
export type DisputeListReply = z.infer<typeof disputeListReply>;

export const mediatorToggleReply = z.object({
  success: z.literal(true),
  message: z.string(),
  user: z.object({ _id: z.string(), isMediator: z.boolean() }),
});
export type MediatorToggleReply = z.infer<typeof mediatorToggleReply>;
