import { text, z } from './zod.ts';
import {
  BUDGET_TYPES,
  DURATIONS,
  EXPERIENCE_LEVELS,
  JOB_CATEGORIES,
  JOB_STATUSES,
  LIMITS,
  PROPOSAL_STATUSES,
} from './constants.ts';
import { publicUserDto } from './auth.ts';
import { parseDecimalAmount } from './money.ts';

/** Budgets fit numeric(12, 2). */
export const BUDGET_MAX = 1_000_000_000;

/** Blank and duplicate skills (case-insensitive) are dropped; a JSON list string is accepted too. */
export function normalizeSkills(value: unknown): unknown {
  let list = value;
  if (typeof value === 'string') {
    const text = value.trim();
    if (text === '') return [];
    try {
      list = JSON.parse(text);
    } catch {
      list = text.split(',');
    }
  }
  if (!Array.isArray(list)) return list;
  const seen = new Set<string>();
  const out: string[] = [];
  for (const item of list) {
    if (typeof item !== 'string') return list; // let the schema report the bad item
    const skill = item.trim();
    if (!skill || seen.has(skill.toLowerCase())) continue;
    seen.add(skill.toLowerCase());
    out.push(skill);
  }
  return out;
}

function moneyField(label: string) {
  return z.preprocess(
    parseDecimalAmount,
    z
      .number({
        error: (iss) => (iss.input === undefined ? `${label} is required` : `${label} must be a number`),
      })
      .min(0, `${label} cannot be negative`)
      .max(BUDGET_MAX, `${label} is too large`),
  );
}

const requiredText = (label: string) =>
  text(label, { message: `${label} is required` })
    .trim()
    .min(1, `${label} is required`);

/** Post job form of spec section 5; the server parses the multipart fields with it too. */
export const jobCreateInput = z
  .object({
    title: requiredText('Title')
      .min(10, 'Title must be at least 10 characters')
      .max(200, 'Title must be at most 200 characters'),
    category: requiredText('Category').pipe(
      z.enum(JOB_CATEGORIES, { message: 'Please select a valid category' }),
    ),
    description: requiredText('Description')
      .min(50, 'Description must be at least 50 characters')
      .max(10_000, 'Description must be at most 10000 characters'),
    skills: z.preprocess(
      normalizeSkills,
      z
        .array(text('Skill').max(50, 'Each skill must be at most 50 characters'), {
          message: 'Skills must be a list',
        })
        .min(1, 'At least one skill is required')
        .max(30, 'At most 30 skills are allowed'),
    ),
    budgetType: z.preprocess(
      (v) => (v === undefined || v === '' ? 'fixed' : v),
      z.enum(BUDGET_TYPES, { message: 'Budget type must be hourly or fixed' }),
    ),
    budgetMin: moneyField('Minimum budget'),
    budgetMax: moneyField('Maximum budget'),
    duration: requiredText('Duration').pipe(z.enum(DURATIONS, { message: 'Please select a valid duration' })),
    experienceLevel: requiredText('Experience level').pipe(
      z.enum(EXPERIENCE_LEVELS, { message: 'Please select a valid experience level' }),
    ),
  })
  .refine((v) => v.budgetMin <= v.budgetMax, {
    message: 'Maximum budget must be greater than or equal to minimum budget',
    path: ['budgetMax'],
  });
export type JobCreateInput = z.output<typeof jobCreateInput>;
export type JobCreateFields = z.input<typeof jobCreateInput>;

export const POSTED_WITHIN = ['1d', '7d', '30d'] as const;
export const JOB_SORTS = ['relevance', 'newest', 'budget'] as const;
export type JobSort = (typeof JOB_SORTS)[number];

const blankIsNone = <T extends z.ZodType>(schema: T) =>
  z.preprocess(
    (v) => (typeof v === 'string' && (v.trim() === '' || v.trim().toLowerCase() === 'all') ? undefined : v),
    schema,
  );
const budgetBound = (message: string) =>
  z.coerce.number({ message }).int(message).min(0, message).max(BUDGET_MAX, message).optional();

/** 'all' (any case) and blank mean no filter. */
const optionalFilter = z.preprocess(
  (v) => (typeof v === 'string' && (v.trim() === '' || v.trim().toLowerCase() === 'all') ? undefined : v),
  text('Filter').trim().max(100).optional(),
);

export const jobListQuery = z.object({
  category: optionalFilter,
  budgetType: z.preprocess(
    (v) => (typeof v === 'string' && (v.trim() === '' || v.trim().toLowerCase() === 'all') ? undefined : v),
    z.enum(BUDGET_TYPES, { message: 'Budget type must be hourly or fixed' }).optional(),
  ),
  search: z.preprocess(
    (v) => (typeof v === 'string' && v.trim() === '' ? undefined : v),
    text('Search').trim().max(200, 'Search is too long').optional(),
  ),
  page: z.coerce.number({ message: 'Invalid page' }).int('Invalid page').min(1, 'Invalid page').default(1),
  /** Default 20; anything above 100 is served as 100. */
  limit: z.coerce
    .number({ message: 'Invalid limit' })
    .int('Invalid limit')
    .min(1, 'Invalid limit')
    .default(LIMITS.pageSizeDefault)
    .transform((n) => Math.min(n, LIMITS.pageSizeMax)),
  // More Filters (issue 20): each is optional; blank or 'all' is no filter.
  experienceLevel: blankIsNone(z.enum(EXPERIENCE_LEVELS, { message: 'Invalid experience level' }).optional()),
  duration: blankIsNone(z.enum(DURATIONS, { message: 'Invalid duration' }).optional()),
  /** Budget range in pounds: a job matches when its own range overlaps it. */
  budgetMin: blankIsNone(budgetBound('Invalid minimum budget')),
  budgetMax: blankIsNone(budgetBound('Invalid maximum budget')),
  postedWithin: blankIsNone(z.enum(POSTED_WITHIN, { message: 'Invalid posted within' }).optional()),
  /** relevance (the default when searching), newest (the default otherwise) or budget (highest first). */
  sort: blankIsNone(z.enum(JOB_SORTS, { message: 'Invalid sort' }).optional()),
  /** Keyset paging: the last job id of the previous page (its `nextCursor`); newest and budget sorts. */
  after: blankIsNone(z.uuid({ message: 'Invalid cursor' }).optional()),
});
export type JobListQuery = z.infer<typeof jobListQuery>;

/** The home page's eight counts in one call: open jobs per category, exact. */
export const jobCategoryCountsReply = z.object({
  success: z.literal(true),
  counts: z.record(z.string(), z.number()),
});
export type JobCategoryCountsReply = z.infer<typeof jobCategoryCountsReply>;

export const attachmentDto = z.object({
  _id: z.string(),
  path: z.string(),
  originalName: z.string(),
  mimeType: z.string(),
  size: z.number(),
});
export type AttachmentDto = z.infer<typeof attachmentDto>;

export const jobDto = z.object({
  _id: z.string(),
  title: z.string(),
  description: z.string(),
  budgetMin: z.number(),
  budgetMax: z.number(),
  budgetType: z.enum(BUDGET_TYPES),
  skills: z.array(z.string()),
  category: z.string(),
  experienceLevel: z.enum(EXPERIENCE_LEVELS),
  duration: z.enum(DURATIONS),
  status: z.enum(JOB_STATUSES),
  createdAt: z.string(),
  updatedAt: z.string(),
  attachments: z.array(attachmentDto),
  /** The client who posted it. */
  userId: publicUserDto,
  /** The ids of its proposals: the length is the proposal count. */
  applications: z.array(z.string()),
  /**
   * On GET /api/jobs/{id} only: the signed-in viewer's own proposal on this job (issue 21), null
   * when they have none or nobody is signed in; absent on lists.
   */
  myApplication: z
    .object({ _id: z.string(), status: z.enum(PROPOSAL_STATUSES), createdAt: z.string() })
    .nullable()
    .optional(),
  /** Hidden by an admin (issue 18): only its owner and admins see it, with why. */
  hidden: z.object({ reason: z.string(), at: z.string() }).nullable().optional(),
});
export type JobDto = z.infer<typeof jobDto>;

export const jobListReply = z.object({
  success: z.literal(true),
  jobs: z.array(jobDto),
  /** Exact up to the cap; `totalExact: false` means "at least this many". */
  total: z.number(),
  totalExact: z.boolean().optional(),
  page: z.number(),
  limit: z.number(),
  pages: z.number(),
  /** Pass as `after` for the next page (newest and budget sorts); null on the last page. */
  nextCursor: z.string().nullable().optional(),
});
export type JobListReply = z.infer<typeof jobListReply>;

export const myJobsReply = z.object({ success: z.literal(true), jobs: z.array(jobDto) });
export type MyJobsReply = z.infer<typeof myJobsReply>;

export const jobReply = z.object({ success: z.literal(true), job: jobDto });
export type JobReply = z.infer<typeof jobReply>;

export const jobCreateReply = z.object({ success: z.literal(true), message: z.string(), job: jobDto });
export type JobCreateReply = z.infer<typeof jobCreateReply>;

/**
 * Edit Job (issue 21): the post-job fields with the same rules and messages, plus the ids of the
 * attachments to remove (new files come as repeated `attachments` parts, as on create).
 */
export const jobUpdateInput = z.intersection(
  jobCreateInput,
  z.object({
    removeAttachments: z.preprocess(
      (v) => (v === undefined || v === '' ? [] : typeof v === 'string' ? [v] : v),
      z.array(z.uuid({ message: 'Invalid attachment id' }), { message: 'Invalid attachment list' }).max(50),
    ),
  }),
);
export type JobUpdateInput = z.output<typeof jobUpdateInput>;

export const jobActionReply = z.object({ success: z.literal(true), message: z.string(), job: jobDto });
export type JobActionReply = z.infer<typeof jobActionReply>;

/** Message All Applicants: one text, sent into each applicant's conversation. */
export const messageApplicantsInput = z.object({
  content: text('Message', { message: 'Message content is required' })
    .trim()
    .min(1, 'Message content is required')
    .max(LIMITS.messageMaxLength, `Message must be at most ${LIMITS.messageMaxLength} characters`),
});
export type MessageApplicantsInput = z.infer<typeof messageApplicantsInput>;

export const messageApplicantsReply = z.object({
  success: z.literal(true),
  message: z.string(),
  /** How many applicants it went to. */
  sent: z.number(),
});
export type MessageApplicantsReply = z.infer<typeof messageApplicantsReply>;
