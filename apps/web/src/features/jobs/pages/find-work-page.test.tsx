import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { JobDto } from '@kt/shared';
import { JOB_BOARD_CATEGORIES, POST_JOB_CATEGORIES } from '@kt/shared/constants';
import { stubApi, type StubCall } from '@/test/stub-api.ts';
import FindWorkPage from './find-work-page.tsx';

let calls: StubCall[] = [];
beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const job = (n: number, over: Partial<JobDto> = {}): JobDto => ({
  _id: `j${n}`,
  title: `Job number ${n}`,
  description: 'A description of the job that is long enough to read on a card.',
  budgetMin: 1500,
  budgetMax: 3000,
  budgetType: 'fixed',
  skills: ['React', 'Node.js', 'PostgreSQL', 'Figma', 'Stripe', 'Docker'],
  category: 'Web Development',
  experienceLevel: 'Expert',
  duration: '1-3-months',
  status: 'open',
  createdAt: new Date().toISOString(),
  updatedAt: new Date().toISOString(),
  attachments: [],
  userId: { _id: 'c1', firstName: 'Zara', lastName: 'Khan' },
  applications: ['a1', 'a2'],
  ...over,
});

/** Serves this board from now on. */
const serve = (jobs: JobDto[], pages = 1) => {
  calls = stubApi({
    'GET /api/jobs': {
      status: 200,
      body: { success: true, jobs, total: jobs.length * pages, page: 1, limit: 20, pages },
    },
  }).calls;
};
const lastQuery = () => calls.filter((c) => c.key === 'GET /api/jobs').at(-1)!.url.searchParams;

function renderPage(url = '/jobs') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter([{ path: '/jobs', Component: FindWorkPage }], { initialEntries: [url] });
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

describe('FindWorkPage', () => {
  it("shows 'Loading...', then 'Showing 1–2 of 2 jobs' and cards as the spec draws them", async () => {
    serve([job(1), job(2, { budgetType: 'hourly', skills: ['Go'] })]);
    renderPage();
    expect(screen.getByText('Loading...')).toBeInTheDocument();
    expect(await screen.findByText('Showing 1–2 of 2 jobs')).toBeInTheDocument();
    const link = screen.getByRole('link', { name: 'Job number 1' });
    expect(link).toHaveAttribute('href', '/jobs/j1');
    const card = link.closest('div')!;
    expect(card).toHaveTextContent('$1,500 - $3,000');
    expect(card).toHaveTextContent('Fixed Price');
    expect(card).toHaveTextContent('+2');
    expect(card).not.toHaveTextContent('0.0'); // issue 17: no made-up rating
    expect(card).toHaveTextContent('Location not specified');
    expect(card).toHaveTextContent('Zara Khan');
    expect(card).toHaveTextContent('2 proposals');
    expect(screen.getByText('Hourly')).toBeInTheDocument();
  });

  it('reads the range of the current page: 21–40 of 56 on page 2', async () => {
    calls = stubApi({
      'GET /api/jobs': {
        status: 200,
        body: {
          success: true,
          jobs: Array.from({ length: 20 }, (_, i) => job(i)),
          total: 56,
          page: 2,
          limit: 20,
          pages: 3,
        },
      },
    }).calls;
    renderPage('/jobs?page=2');
    expect(await screen.findByText('Showing 21–40 of 56 jobs')).toBeInTheDocument();
  });

  it('lists all ten post-form categories in the filter, the board eight first, and sends any of them', async () => {
    serve([]);
    const user = userEvent.setup();
    renderPage('/jobs?category=Translation');
    await screen.findByText('Showing 0 jobs');
    const select = screen.getByLabelText('Category');
    expect(select).toHaveValue('Translation');
    const options = within(select)
      .getAllByRole('option')
      .map((o) => o.textContent);
    expect(options).toEqual([
      'All Categories',
      ...JOB_BOARD_CATEGORIES,
      'SEO & Marketing',
      'Virtual Assistant',
      'Translation',
    ]);
    for (const c of POST_JOB_CATEGORIES) expect(options).toContain(c);
    await user.selectOptions(select, 'Virtual Assistant');
    await waitFor(() => expect(lastQuery().get('category')).toBe('Virtual Assistant'));
  });

  it('folds the selects behind a Filters button (phones) that unfolds them', async () => {
    serve([job(1)]);
    const user = userEvent.setup();
    renderPage();
    await screen.findByText('Showing 1 of 1 job');
    const toggle = screen.getByRole('button', { name: 'Filters' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    const fold = document.getElementById(toggle.getAttribute('aria-controls')!)!;
    expect(fold).toHaveClass('max-sm:hidden');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(fold).not.toHaveClass('max-sm:hidden');
  });

  it('preselects a known category from the URL and ignores an unknown one', async () => {
    serve([]);
    renderPage('/jobs?category=Data%20Science');
    expect(await screen.findByText('No jobs found matching your criteria.')).toBeInTheDocument();
    expect(screen.getByLabelText('Category')).toHaveValue('Data Science');
    expect(lastQuery().get('category')).toBe('Data Science');
  });

  it('treats an unknown category parameter as All Categories', async () => {
    serve([]);
    renderPage('/jobs?category=Plumbing');
    await screen.findByText('Showing 0 jobs');
    expect(screen.getByLabelText('Category')).toHaveValue('all');
    expect(lastQuery().has('category')).toBe(false);
  });

  it('filters by title on the client and sends search and budget type to the server', async () => {
    serve([job(1), job(2, { title: 'Logo design' })]);
    const user = userEvent.setup();
    renderPage();
    await screen.findByText('Showing 1–2 of 2 jobs');
    const before = calls.length;
    await user.type(screen.getByLabelText('Job Title'), 'LOGO');
    expect(screen.getByText('Showing 1–2 of 2 jobs · 1 match the title filter')).toBeInTheDocument();
    expect(calls.length).toBe(before);
    await user.selectOptions(screen.getByLabelText('Budget Type'), 'hourly');
    await waitFor(() => expect(lastQuery().get('budgetType')).toBe('hourly'));
    await user.type(screen.getByRole('searchbox', { name: 'Search jobs' }), '  react {Enter}');
    await waitFor(() => expect(lastQuery().get('search')).toBe('react'));
  });

  it('wires the pagination row to real pages', async () => {
    serve([job(1)], 3);
    const user = userEvent.setup();
    const router = renderPage();
    await screen.findByText('Showing 1 of 3 jobs');
    const nav = screen.getByRole('navigation', { name: 'Pagination' });
    expect(within(nav).getByRole('button', { name: /Previous/ })).toBeDisabled();
    expect(within(nav).getByRole('button', { name: '1' })).toHaveAttribute('aria-current', 'page');
    await user.click(within(nav).getByRole('button', { name: '2' }));
    await waitFor(() => expect(lastQuery().get('page')).toBe('2'));
    expect(router.state.location.search).toBe('?page=2');
    const next = async () => within(await screen.findByRole('navigation', { name: 'Pagination' }));
    await user.click((await next()).getByRole('button', { name: /Next/ }));
    await waitFor(() => expect(lastQuery().get('page')).toBe('3'));
    expect((await next()).getByRole('button', { name: /Next/ })).toBeDisabled();
    expect((await next()).getByRole('button', { name: '3' })).toHaveAttribute('aria-current', 'page');
  });

  it('opens More Filters and puts level, duration, budget, posted within and sort in the URL', async () => {
    serve([job(1)]);
    const user = userEvent.setup();
    const router = renderPage();
    await screen.findByText('Showing 1 of 1 job');
    const button = screen.getByRole('button', { name: /More Filters/ });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    // The panel's code is fetched when the button is pressed: it shows once that is here.
    const panel = await screen.findByRole('group', { name: 'More filters' });
    await user.selectOptions(within(panel).getByLabelText('Experience Level'), 'Expert');
    await user.selectOptions(within(panel).getByLabelText('Duration'), '1-3-months');
    await user.selectOptions(within(panel).getByLabelText('Posted Within'), '7d');
    await user.selectOptions(within(panel).getByLabelText('Sort By'), 'budget');
    await user.type(within(panel).getByLabelText('Minimum Budget (£)'), '200{Enter}');
    await waitFor(() => expect(lastQuery().get('budgetMin')).toBe('200'));
    const q = lastQuery();
    expect(q.get('experienceLevel')).toBe('Expert');
    expect(q.get('duration')).toBe('1-3-months');
    expect(q.get('postedWithin')).toBe('7d');
    expect(q.get('sort')).toBe('budget');
    expect(new URLSearchParams(router.state.location.search).get('sort')).toBe('budget');
    // Every spec text of the board stays as it was.
    expect(screen.getByText('Showing 1 of 1 job')).toBeInTheDocument();
  });

  it('opens More Filters by itself for a shared link that sets one', async () => {
    serve([job(1)]);
    renderPage('/jobs?sort=budget&experienceLevel=Entry%20Level');
    await screen.findByText('Showing 1 of 1 job');
    expect(screen.getByRole('button', { name: /More Filters/ })).toHaveAttribute('aria-expanded', 'true');
    expect(await screen.findByLabelText('Experience Level')).toHaveValue('Entry Level');
    expect(lastQuery().get('sort')).toBe('budget');
  });
});
