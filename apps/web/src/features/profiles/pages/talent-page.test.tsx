import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ProfileSummaryDto } from '@kt/shared';
import { stubApi, type StubCall } from '@/test/stub-api.ts';
import TalentPage from './talent-page.tsx';

let calls: StubCall[] = [];
beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const profile = (n: number, over: Partial<ProfileSummaryDto> = {}): ProfileSummaryDto => ({
  _id: `p${n}`,
  userId: { _id: `u${n}`, firstName: 'Nadia', lastName: `Number${n}` },
  headline: 'Headline of ten',
  jobTitle: 'Web Development',
  bio: 'A bio that is long enough to read.',
  services: ['One', 'Two', 'Three', 'Four', 'Five'],
  skills: [],
  location: null,
  country: 'Pakistan',
  socialMedia: {},
  hourlyRate: 25,
  rating: 0,
  reviewsCount: 0,
  completedJobs: 0,
  successRate: 0,
  profileImage: null,
  profileImageThumb: null,
  coverImage: null,
  createdAt: '2025-01-01T00:00:00.000Z',
  updatedAt: '2025-01-01T00:00:00.000Z',
  ...over,
});

/** Serves this board from now on. */
const serve = (profiles: (ProfileSummaryDto & { verified?: boolean })[]) => {
  calls = stubApi({
    'GET /api/profile/search': {
      status: 200,
      body: { success: true, profiles, total: profiles.length, page: 1, limit: 24 },
    },
  }).calls;
};
const lastQuery = () => calls.at(-1)!.url.searchParams;

function renderPage() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter([{ path: '/talent', Component: TalentPage }], {
    initialEntries: ['/talent'],
  });
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

describe('TalentPage', () => {
  it('shows the loading texts, then the count and cards with at most 4 service badges', async () => {
    serve([profile(1), profile(2)]);
    renderPage();
    expect(screen.getByText('Loading...')).toBeInTheDocument();
    expect(screen.getByText('Loading freelancers...')).toBeInTheDocument();
    expect(await screen.findByText('2 freelancers available')).toBeInTheDocument();
    const [card] = screen.getAllByTestId('talent-card');
    expect(card).toHaveTextContent('Location not specified');
    expect(card).toHaveTextContent('£25/hr');
    expect(card).toHaveTextContent('No reviews yet'); // issue 17: never a made-up 0.0
    expect(card).toHaveTextContent('0 jobs');
    expect(card!.querySelectorAll('[aria-label="Services"] li')).toHaveLength(4);
    expect(screen.getAllByRole('link', { name: 'View Profile' })[0]).toHaveAttribute('href', '/u/u1');
  });

  it('marks the cards of programme-verified freelancers, and only theirs', async () => {
    serve([
      { ...profile(1), verified: true },
      { ...profile(2), verified: false },
    ]);
    renderPage();
    expect(await screen.findByText('2 freelancers available')).toBeInTheDocument();
    const [first, second] = screen.getAllByTestId('talent-card');
    expect(within(first!).getByText('Programme-verified')).toBeInTheDocument();
    expect(within(second!).queryByText('Programme-verified')).toBeNull();
  });

  it('searches with the button and filters by job title; All removes the filter', async () => {
    serve([profile(1)]);
    renderPage();
    await screen.findByText('1 freelancers available');
    await userEvent.type(
      screen.getByPlaceholderText('Search for skills, services, or freelancers...'),
      'react',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Search Talent' }));
    await waitFor(() => expect(lastQuery().get('q')).toBe('react'));
    await userEvent.click(screen.getByRole('button', { name: 'Data Science' }));
    await waitFor(() => expect(lastQuery().get('jobTitle')).toBe('Data Science'));
    expect(screen.getByRole('button', { name: 'Data Science' })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(screen.getByRole('button', { name: 'All' }));
    await waitFor(() => expect(lastQuery().get('jobTitle')).toBeNull());
    expect(lastQuery().get('q')).toBe('react');
  });

  it('filters programme-verified freelancers with ?verified=true, and unchecking removes it', async () => {
    serve([profile(1)]);
    renderPage();
    await screen.findByText('1 freelancers available');
    expect(lastQuery().get('verified')).toBeNull();
    const box = screen.getByRole('checkbox', { name: 'Programme-verified' });
    await userEvent.click(box);
    await waitFor(() => expect(lastQuery().get('verified')).toBe('true'));
    expect(box).toBeChecked();
    await userEvent.click(box);
    await waitFor(() => expect(lastQuery().get('verified')).toBeNull());
  });

  it('shows the empty state and a count of 0 when nothing matches', async () => {
    serve([]);
    renderPage();
    expect(await screen.findByText('No freelancers found matching your criteria.')).toBeInTheDocument();
    expect(screen.getByText('0 freelancers available')).toBeInTheDocument();
  });

  it('stays empty and silent when the directory fails to load', async () => {
    calls = stubApi({ 'GET /api/profile/search': 'network' }).calls;
    renderPage();
    expect(await screen.findByText('No freelancers found matching your criteria.')).toBeInTheDocument();
  });

  it("reads a capped total as '1,000+ freelancers available' and still offers the next page", async () => {
    const full = Array.from({ length: 24 }, (_, i) => profile(i + 1));
    calls = stubApi({
      'GET /api/profile/search': {
        status: 200,
        body: { success: true, profiles: full, total: 1000, totalExact: false, page: 42, limit: 24 },
      },
    }).calls;
    renderPage();
    expect(await screen.findByText('1,000+ freelancers available')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Load more' })).toBeInTheDocument();
  });
});
