/**
 * Domain constants and limits of spec section 9: the one source of every enumeration (statuses,
 * roles, categories, budget types) that the database's check constraints, the zod contract and the
 * screens use. UI tuning (timings, animation, card sizes) lives in the web app (`lib/ui-tuning.ts`).
 */

/** Job categories on the job board and the home grid. */
export const JOB_BOARD_CATEGORIES = [
  'Web Development',
  'UI/UX Design',
  'Graphic Design',
  'Digital Marketing',
  'Video Editing',
  'Data Science',
  'Content Writing',
  'Mobile Development',
] as const;

/** Job categories on the post-job form. */
export const POST_JOB_CATEGORIES = [
  'Web Development',
  'Mobile Development',
  'UI/UX Design',
  'Graphic Design',
  'Content Writing',
  'SEO & Marketing',
  'Video Editing',
  'Data Science',
  'Virtual Assistant',
  'Translation',
] as const;

/**
 * The board's category filter (issue 21): the board's eight first, then the post form's others, so
 * every job a client can post can be found by its category.
 */
export const JOB_FILTER_CATEGORIES = [
  ...JOB_BOARD_CATEGORIES,
  ...POST_JOB_CATEGORIES.filter((c) => !(JOB_BOARD_CATEGORIES as readonly string[]).includes(c)),
] as const;

/** Every category a job may carry: the union of both lists. */
export const JOB_CATEGORIES = Array.from(new Set([...POST_JOB_CATEGORIES, ...JOB_BOARD_CATEGORIES])) as [
  string,
  ...string[],
];

export const PROFILE_JOB_TITLES = [
  'Web Development',
  'UI/UX Designing',
  'Graphic Designing',
  'Digital Marketing',
  'Video Editing',
  'Data Science',
  'AI',
  'Bookkeeping',
] as const;

export const EXPERIENCE_LEVELS = ['Entry Level', 'Intermediate', 'Expert'] as const;

export const DURATIONS = [
  'less-than-week',
  '1-2-weeks',
  '2-4-weeks',
  '1-3-months',
  '3-6-months',
  'more-than-6-months',
] as const;

export const DURATION_LABELS: Record<(typeof DURATIONS)[number], string> = {
  'less-than-week': 'Less than a week',
  '1-2-weeks': '1-2 weeks',
  '2-4-weeks': '2-4 weeks',
  '1-3-months': '1-3 months',
  '3-6-months': '3-6 months',
  'more-than-6-months': 'More than 6 months',
};

export const BUDGET_TYPES = ['hourly', 'fixed'] as const;
/** `withdrawn`: the freelancer took a pending proposal back (issue 21). */
export const PROPOSAL_STATUSES = ['pending', 'accepted', 'rejected', 'withdrawn'] as const;
/** What a job's owner may decide about a pending proposal. */
export const PROPOSAL_DECISIONS = ['accepted', 'rejected'] as const satisfies readonly ProposalStatus[];
/** `closed`: the owner stopped taking proposals; it can be reopened (issue 21). */
export const JOB_STATUSES = ['open', 'in_progress', 'completed', 'closed'] as const;
export const USER_ROLES = ['freelancer', 'client'] as const;

export type BudgetType = (typeof BUDGET_TYPES)[number];
export type ProposalStatus = (typeof PROPOSAL_STATUSES)[number];
export type ProposalDecision = (typeof PROPOSAL_DECISIONS)[number];
export type JobStatus = (typeof JOB_STATUSES)[number];
export type UserRole = (typeof USER_ROLES)[number];
export type ExperienceLevel = (typeof EXPERIENCE_LEVELS)[number];
export type Duration = (typeof DURATIONS)[number];

export const MISSING_LOCATION = 'Location not specified';
export const DEFAULT_MEMBER_SINCE_YEAR = 2022;

export const WORKING_HOURS = [
  { days: 'Monday - Friday', hours: '9:00 AM - 5:00 PM' },
  { days: 'Saturday', hours: '9:00 AM - 1:00 PM' },
];

/** Limits the server enforces beyond what the spec shows. */
export const LIMITS = {
  pageSizeDefault: 20,
  pageSizeMax: 100,
  attachmentMaxBytes: 10 * 1024 * 1024,
  attachmentMaxFiles: 5,
  imageMaxBytes: 5 * 1024 * 1024,
  messageMaxLength: 5000,
  passwordMin: 8,
  passwordMax: 128,
};
