import { useEffect, useMemo, useRef, useState } from 'react';
import { formatNumber } from '@/lib/i18n/format.ts';
import { m } from '@/paraglide/messages.js';
import { useSearchParams } from 'react-router';
import { BUDGET_TYPES, JOB_FILTER_CATEGORIES } from '@kt/shared/constants';
import { Page, PageTitle } from '@/components/ui/page.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { Part } from '@/lib/hydration.tsx';
import { ConnectionError } from '@/components/ui/connection-error.tsx';
import { isNetworkFailure, useOnline } from '@/lib/online.ts';
import { useJobs } from '../api/list-jobs.ts';
import { showingText } from '../format.ts';
import { JobCard } from '../components/job-card.tsx';
import { JobFilters } from '../components/job-filters.tsx';
import { JobPagination } from '../components/job-pagination.tsx';
import { loadMoreFilters, MORE_FILTER_KEYS, type MoreFilterValues } from '../components/more-filter-keys.ts';

const SEARCH_DELAY_MS = 350;
const isBoardCategory = (c: string | null): c is string =>
  c !== null && (JOB_FILTER_CATEGORIES as readonly string[]).includes(c);

/** Opened with a More Filters value in its address, the board shows that panel at once: its code first. */
export const preload = () =>
  import.meta.env.SSR || MORE_FILTER_KEYS.some((k) => new URLSearchParams(window.location.search).has(k))
    ? loadMoreFilters()
    : Promise.resolve();

/** /jobs: the job board. Filters and page live in the URL; the title filter is client-side. */
export default function FindWorkPage() {
  const [params, setParams] = useSearchParams();
  // The category parameter preselects only a known category (the ten of the post form, issue 21).
  const rawCategory = params.get('category');
  const category = isBoardCategory(rawCategory) ? rawCategory : 'all';
  const rawBudget = params.get('budgetType');
  const budgetType = BUDGET_TYPES.find((t) => t === rawBudget) ?? 'all';
  const search = (params.get('search') ?? '').trim();
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const more = Object.fromEntries(MORE_FILTER_KEYS.map((k) => [k, params.get(k) ?? ''])) as MoreFilterValues;

  const [searchText, setSearchText] = useState(search);
  const [titleFilter, setTitleFilter] = useState('');
  /** The search this page last put in the URL itself (typing, Enter). */
  const ownSearch = useRef(search);
  const searchFor = (text: string) => {
    ownSearch.current = text.trim();
    update({ search: text.trim() });
  };

  const update = (changes: Record<string, string | number | undefined>, push = false) =>
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        for (const [key, value] of Object.entries(changes)) {
          if (value === undefined || value === '' || value === 'all' || (key === 'page' && value === 1)) {
            next.delete(key);
          } else next.set(key, String(value));
        }
        if (!('page' in changes)) next.delete('page');
        return next;
      },
      { replace: !push },
    );

  // Typing searches after a short pause; the URL's search wins when it changes from outside (Back,
  // a link), not when it is the page's own, which may arrive after more has been typed (a slow phone).
  useEffect(() => {
    if (searchText.trim() === search) return;
    const timer = setTimeout(() => searchFor(searchText), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [searchText]);
  useEffect(() => {
    if (search === ownSearch.current) return;
    ownSearch.current = search;
    setSearchText((text) => (text.trim() === search ? text : search));
  }, [search]);

  const query = useJobs({
    category: category === 'all' ? undefined : category,
    budgetType: budgetType === 'all' ? undefined : budgetType,
    search: search || undefined,
    page,
    ...Object.fromEntries(MORE_FILTER_KEYS.filter((k) => more[k] !== '').map((k) => [k, more[k]])),
  });
  useEffect(() => {
    if (query.error) console.warn('Failed to load jobs', query.error);
  }, [query.error]);

  const jobs = useMemo(() => {
    const needle = titleFilter.trim().toLowerCase();
    const all = query.data?.jobs ?? [];
    return needle ? all.filter((j) => j.title.toLowerCase().includes(needle)) : all;
  }, [query.data, titleFilter]);
  const loading = query.isPending;
  const online = useOnline();
  // The link is down (issue 21): say so with a Retry rather than 'No jobs found'.
  // Offline, TanStack Query pauses the call rather than failing it: that is the link down too.
  const linkDown =
    !query.data && ((query.isError && isNetworkFailure(query.error)) || query.fetchStatus === 'paused');
  const onPage = query.data?.jobs.length ?? 0;
  const countLine = showingText({
    page: query.data?.page ?? page,
    limit: query.data?.limit ?? 20,
    onPage,
    total: query.data?.total ?? 0,
    exact: query.data?.totalExact ?? true,
  });
  const titleNote =
    titleFilter.trim() && onPage > 0
      ? m.jobs_title_filter_note({ count: jobs.length, shown: formatNumber(jobs.length) })
      : '';

  return (
    <Page className="flex flex-col gap-6">
      <header className="flex flex-col gap-1">
        <PageTitle>{m.nav_find_work()}</PageTitle>
        <p className="text-muted-foreground">{m.jobs_find_work_text()}</p>
      </header>
      <Part>
        <JobFilters
          searchText={searchText}
          onSearchText={setSearchText}
          onSearchSubmit={() => searchFor(searchText)}
          category={category}
          onCategory={(c) => update({ category: c })}
          budgetType={budgetType}
          onBudgetType={(b) => update({ budgetType: b })}
          titleFilter={titleFilter}
          onTitleFilter={setTitleFilter}
          more={more}
          onMore={(key, value) => update({ [key]: value.trim() })}
        />
      </Part>
      {linkDown ? (
        <ConnectionError embedded offline={!online} onRetry={() => void query.refetch()} />
      ) : (
        <>
          <p className="text-sm text-muted-foreground" aria-live="polite">
            {loading ? m.common_loading() : `${countLine}${titleNote}`}
          </p>
          {loading ? (
            <Spinner className="py-16" />
          ) : jobs.length === 0 ? (
            <p className="rounded-lg border border-dashed py-16 text-center text-muted-foreground">
              {m.jobs_none_found()}
            </p>
          ) : (
            <div className="grid gap-4">
              {jobs.map((job) => (
                <Part key={job._id}>
                  <JobCard job={job} />
                </Part>
              ))}
            </div>
          )}
          {!loading && (query.data?.total ?? 0) > 0 && (
            <Part>
              <JobPagination
                page={page}
                pages={query.data?.pages ?? 1}
                onChange={(n) => {
                  update({ page: n }, true);
                  window.scrollTo({ top: 0, behavior: 'smooth' });
                }}
              />
            </Part>
          )}
        </>
      )}
    </Page>
  );
}
