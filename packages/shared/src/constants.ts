/** Business constants and limits of spec section 9. */

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
export const PROPOSAL_STATUSES = ['pending', 'accepted', 'rejected'] as const;
export const JOB_STATUSES = ['open', 'in_progress', 'completed'] as const;
export const USER_ROLES = ['freelancer', 'client'] as const;

export type BudgetType = (typeof BUDGET_TYPES)[number];
export type ProposalStatus = (typeof PROPOSAL_STATUSES)[number];
export type JobStatus = (typeof JOB_STATUSES)[number];
export type UserRole = (typeof USER_ROLES)[number];

export const REQUEST_TIMEOUT_MS = 10_000;
export const REALTIME_TRANSPORTS = ['websocket', 'polling'] as const;

export const SLIDER = {
  autoAdvanceMs: 5000,
  fadeSeconds: 0.5,
  heightPx: 600,
  imagesPerSlide: 3,
  imageCount: 5,
};
export const SHOWCASE = { reshuffleMs: 15_000, founderFirstProbability: 0.8, transitionMs: 1000, cards: 13 };
export const VIDEO = {
  visibilityThreshold: 0.3,
  rootMarginBottom: '5%',
  retryDelayMs: 500,
  modalAutoplayDelayMs: 200,
  controlsHideMs: 3000,
};

export const CARD_LIMITS = {
  homeFreelancerSkills: 2,
  initials: 2,
  directoryServiceBadges: 4,
  directoryBioLines: 3,
  stars: 5,
  jobBoardSkills: 4,
  ownerListSkills: 3,
  portfolioTags: 2,
};

export const MISSING_LOCATION = 'Location not specified';
export const DEFAULT_MEMBER_SINCE_YEAR = 2022;

export const PROGRAMME = { established: 42, target: 50, goal: 100, goalYear: 2025 };
export const HUB_STATS = { stps: 6, flhs: '40+', districts: 10, members: '1000+', hubsListed: 8 };
export const SUCCESS_STATS = {
  projects: '1000+',
  mentored: '500+',
  companies: '50+',
  profiles: 6,
  videos: 4,
};
export const GALLERY = {
  photos: 39,
  year: 2025,
  date: '2025-01-22',
  categories: ['FLH', 'Women FLH', 'ILC', 'STP'],
};

export const WORKING_HOURS = [
  { days: 'Monday - Friday', hours: '9:00 AM - 5:00 PM' },
  { days: 'Saturday', hours: '9:00 AM - 1:00 PM' },
];

export const CONTACT_SEND_DELAY_MS = 1000;
export const POST_JOB_REDIRECT_MS = 1500;
export const CHAT_INPUT = { minHeightPx: 60, maxHeightPx: 120, bubbleMaxWidthPercent: 70 };

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
