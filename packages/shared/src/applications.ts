import { text, z } from './zod.ts';
import { BUDGET_TYPES, JOB_STATUSES, PROPOSAL_DECISIONS, PROPOSAL_STATUSES } from './constants.ts';
import { publicUserDto } from './auth.ts';

/** Proposal submit of spec section 5: cover letter non-blank after trimming, delivery time required. */
export const applicationCreateInput = z.object({
  jobId: z.uuid({ message: 'Invalid job id' }),
  coverLetter: text('Cover letter', { message: 'Cover letter is required' })
    .trim()
    .min(1, 'Cover letter is required')
    .max(5000, 'Cover letter must be at most 5000 characters'),
  deliveryTime: text('Delivery time', { message: 'Delivery time is required' })
    .trim()
    .min(1, 'Delivery time is required')
    .max(100, 'Delivery time must be at most 100 characters'),
});
export type ApplicationCreateInput = z.infer<typeof applicationCreateInput>;

/** An owner's decision on a pending proposal. */
export const applicationStatusInput = z.object({
  status: z.enum(PROPOSAL_DECISIONS, { message: 'Status must be accepted or rejected' }),
});
export type ApplicationStatusInput = z.infer<typeof applicationStatusInput>;

const applicationBase = {
  _id: z.string(),
  coverLetter: z.string(),
  deliveryTime: z.string(),
  status: z.enum(PROPOSAL_STATUSES),
  createdAt: z.string(),
  updatedAt: z.string(),
};

/** A proposal as the job's owner sees it: the freelancer populated with name and e-mail. */
export const applicationDto = z.object({
  ...applicationBase,
  jobId: z.string(),
  freelancerId: publicUserDto,
});
export type ApplicationDto = z.infer<typeof applicationDto>;

/** The job a freelancer's proposal is for. */
export const applicationJobDto = z.object({
  _id: z.string(),
  title: z.string(),
  description: z.string(),
  budgetMin: z.number(),
  budgetMax: z.number(),
  budgetType: z.enum(BUDGET_TYPES),
  category: z.string(),
  status: z.enum(JOB_STATUSES),
  createdAt: z.string(),
  userId: publicUserDto,
});

/** A proposal as its freelancer sees it: the job populated. */
export const myApplicationDto = z.object({
  ...applicationBase,
  jobId: applicationJobDto,
  freelancerId: z.string(),
});
export type MyApplicationDto = z.infer<typeof myApplicationDto>;

export const applicationCreateReply = z.object({
  success: z.literal(true),
  message: z.string(),
  application: z.object({
    _id: z.string(),
    jobId: z.string(),
    freelancerId: z.string(),
    coverLetter: z.string(),
    deliveryTime: z.string(),
    status: z.enum(PROPOSAL_STATUSES),
    createdAt: z.string(),
    updatedAt: z.string(),
  }),
});

export const applicationListReply = z.object({
  success: z.literal(true),
  applications: z.array(applicationDto),
});
export type ApplicationListReply = z.infer<typeof applicationListReply>;

export const myApplicationsReply = z.object({
  success: z.literal(true),
  applications: z.array(myApplicationDto),
});
export type MyApplicationsReply = z.infer<typeof myApplicationsReply>;

export const applicationCountReply = z.object({ success: z.literal(true), count: z.number() });
export type ApplicationCountReply = z.infer<typeof applicationCountReply>;

export const applicationStatusReply = z.object({
  success: z.literal(true),
  message: z.string(),
  application: applicationDto,
});
export type ApplicationStatusReply = z.infer<typeof applicationStatusReply>;

/** A freelancer takes back a pending proposal (issue 21). */
export const applicationWithdrawReply = z.object({
  success: z.literal(true),
  message: z.string(),
  application: applicationCreateReply.shape.application,
});
export type ApplicationWithdrawReply = z.infer<typeof applicationWithdrawReply>;
