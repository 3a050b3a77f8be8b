import type { JobListQuery } from '@kt/shared';

export type JobFilters = Partial<Pick<JobListQuery, 'category' | 'budgetType' | 'search' | 'page'>> & {
  /** More Filters, passed through as they sit in the URL (the server checks them). */
  experienceLevel?: string;
  duration?: string;
  budgetMin?: string;
  budgetMax?: string;
  postedWithin?: string;
  sort?: string;
};

/** Query keys of the jobs feature; mutations invalidate these. */
export const jobKeys = {
  all: ['jobs'] as const,
  list: (filters: JobFilters) => ['jobs', 'list', filters] as const,
  detail: (id: string) => ['jobs', 'detail', id] as const,
  mine: () => ['jobs', 'mine'] as const,
  applications: (jobId: string) => ['jobs', 'applications', jobId] as const,
  count: (jobId: string) => ['jobs', 'applications-count', jobId] as const,
  /** The freelancer's own proposals (My Proposals). */
  myProposals: () => ['jobs', 'my-proposals'] as const,
};
