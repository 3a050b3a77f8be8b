import { queryOptions, useQuery } from '@tanstack/react-query';
import { jobListReply } from '@kt/shared';
import { api } from '@/lib/api.ts';
import { jobKeys, type JobFilters } from './keys.ts';

/** The job board: open jobs, filtered and paged on the server. */
export const listJobs = (filters: JobFilters, signal?: AbortSignal) =>
  api('/api/jobs', {
    reply: jobListReply,
    query: {
      category: filters.category,
      budgetType: filters.budgetType,
      search: filters.search?.trim(),
      page: filters.page && filters.page > 1 ? filters.page : undefined,
      experienceLevel: filters.experienceLevel,
      duration: filters.duration,
      budgetMin: filters.budgetMin,
      budgetMax: filters.budgetMax,
      postedWithin: filters.postedWithin,
      sort: filters.sort,
    },
    ...(signal ? { signal } : {}),
  });

export const jobsQuery = (filters: JobFilters) =>
  queryOptions({ queryKey: jobKeys.list(filters), queryFn: ({ signal }) => listJobs(filters, signal) });

export const useJobs = (filters: JobFilters) => useQuery(jobsQuery(filters));
