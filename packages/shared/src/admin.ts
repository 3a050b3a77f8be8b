/**
 * The operator's console (issue 18): users, content reports, withdrawals awaiting approval, the
 * ledger's trial balance and the audit log. Amounts are integer minor units (see money.ts).
 */
import { text, z } from './zod.ts';
import { USER_ROLES } from './constants.ts';
import { withdrawalDto } from './wallet.ts';
import { paymentIssueDto } from './payments.ts';

const reasonField = (label = 'Reason') =>
  text(label)
    .trim()
    .min(1, `${label} is required`)
    .min(5, `${label} must be at least 5 characters`)
    .max(500, `${label} must be at most 500 characters`);

/** A calendar day `YYYY-MM-DD`. */
const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Appeal deadline must be a date (YYYY-MM-DD)');

export const suspendInput = z.object({ reason: reasonField(), appealBy: day });
export type SuspendInput = z.infer<typeof suspendInput>;

export const hideInput = z.object({ reason: reasonField() });
export type HideInput = z.infer<typeof hideInput>;

export const REPORT_TARGETS = ['job', 'profile', 'message'] as const;
export type ReportTarget = (typeof REPORT_TARGETS)[number];
export const REPORT_STATUSES = ['open', 'actioned', 'dismissed'] as const;

export const reportInput = z.object({
  targetType: z.enum(REPORT_TARGETS, { message: 'Choose what you are reporting' }),
  targetId: z.uuid({ message: 'Invalid id' }),
  reason: reasonField(),
});
export type ReportInput = z.infer<typeof reportInput>;

/** Why and until when a suspended user can appeal; null when not suspended. */
export const suspensionDto = z.object({ reason: z.string(), appealBy: z.string(), since: z.string() });
export type SuspensionDto = z.infer<typeof suspensionDto>;

export const adminUsersQuery = z.object({
  search: z.string().trim().max(200).optional(),
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});

export const adminUserDto = z.object({
  _id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  role: z.enum(USER_ROLES),
  isAdmin: z.boolean(),
  isMediator: z.boolean(),
  isProgramme: z.boolean(),
  emailVerified: z.boolean(),
  twoFactorEnabled: z.boolean(),
  deleted: z.boolean(),
  suspension: suspensionDto.nullable(),
  createdAt: z.string(),
});
export type AdminUserDto = z.infer<typeof adminUserDto>;

export const adminUsersReply = z.object({
  success: z.literal(true),
  users: z.array(adminUserDto),
  total: z.number(),
  page: z.number(),
  pages: z.number(),
});
export type AdminUsersReply = z.infer<typeof adminUsersReply>;

export const adminUserDetailReply = z.object({
  success: z.literal(true),
  user: adminUserDto.extend({
    contracts: z.array(
      z.object({
        _id: z.string(),
        title: z.string(),
        status: z.string(),
        as: z.enum(['client', 'freelancer']),
      }),
    ),
    wallet: z.array(
      z.object({
        currency: z.string(),
        pending: z.number(),
        available: z.number(),
        withdrawing: z.number(),
      }),
    ),
    signIns: z.array(z.object({ at: z.string(), lastSeenAt: z.string(), userAgent: z.string().nullable() })),
  }),
});
export type AdminUserDetail = z.infer<typeof adminUserDetailReply>['user'];

export const adminUserReply = z.object({
  success: z.literal(true),
  message: z.string(),
  user: adminUserDto,
});

export const reportDto = z.object({
  _id: z.string(),
  targetType: z.enum(REPORT_TARGETS),
  targetId: z.string(),
  reason: z.string(),
  status: z.enum(REPORT_STATUSES),
  reporter: z.object({ _id: z.string(), name: z.string() }),
  /** What was reported, as the console shows it: a title, a name or the message's text. */
  target: z.object({ summary: z.string(), link: z.string().nullable(), hidden: z.boolean() }),
  createdAt: z.string(),
});
export type ReportDto = z.infer<typeof reportDto>;

export const reportsQuery = z.object({ status: z.enum(REPORT_STATUSES).default('open') });
export const reportsReply = z.object({ success: z.literal(true), reports: z.array(reportDto) });
export const reportCreateReply = z.object({ success: z.literal(true), message: z.string() });

export const reportResolveInput = z.object({ outcome: z.enum(['actioned', 'dismissed']) });

export const hiddenDto = z.object({ reason: z.string(), at: z.string() }).nullable();

export const contactInboxDto = z.object({
  _id: z.string(),
  name: z.string(),
  email: z.string(),
  subject: z.string(),
  message: z.string(),
  createdAt: z.string(),
});
export type ContactInboxDto = z.infer<typeof contactInboxDto>;
export const cursorQuery = z.object({ cursor: z.string().max(200).optional() });
export const contactInboxReply = z.object({
  success: z.literal(true),
  messages: z.array(contactInboxDto),
  nextCursor: z.string().nullable(),
});

export const adminWithdrawalsQuery = z.object({
  status: z.enum(['in_review', 'processing', 'sent', 'paid', 'failed']).default('in_review'),
});
export const adminWithdrawalDto = withdrawalDto.extend({
  user: z.object({ _id: z.string(), name: z.string(), email: z.string() }),
});
export type AdminWithdrawalDto = z.infer<typeof adminWithdrawalDto>;
export const adminWithdrawalsReply = z.object({
  success: z.literal(true),
  withdrawals: z.array(adminWithdrawalDto),
});
export const adminWithdrawalReply = z.object({
  success: z.literal(true),
  message: z.string(),
  withdrawal: adminWithdrawalDto,
});
export const rejectInput = z.object({ reason: reasonField() });

export const ledgerReply = z.object({
  success: z.literal(true),
  currencies: z.array(
    z.object({
      currency: z.string(),
      /** Every account's balance added up: zero when the books balance. */
      sum: z.number(),
      accounts: z.number(),
      transfers: z.number(),
      /** What the platform has earned in fees (the `fees` account's balance). */
      feesEarned: z.number(),
    }),
  ),
  /** Every ledger check (modules/ledger/invariants.ts), run now; `detail` names what is wrong. */
  ok: z.boolean(),
  checks: z.array(z.object({ id: z.string(), name: z.string(), ok: z.boolean(), detail: z.string() })),
  /** Provider notifications that funded nothing (issue 31): "Payments that need a look". */
  paymentIssues: z.array(paymentIssueDto),
});
export type LedgerReply = z.infer<typeof ledgerReply>;

export const auditEntryDto = z.object({
  _id: z.string(),
  actor: z.object({ _id: z.string(), name: z.string() }),
  action: z.string(),
  targetType: z.string(),
  targetId: z.string(),
  reason: z.string().nullable(),
  details: z.record(z.string(), z.unknown()),
  createdAt: z.string(),
});
export type AuditEntryDto = z.infer<typeof auditEntryDto>;
export const auditReply = z.object({
  success: z.literal(true),
  entries: z.array(auditEntryDto),
  nextCursor: z.string().nullable(),
});
