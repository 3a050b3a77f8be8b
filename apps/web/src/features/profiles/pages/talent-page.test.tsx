import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ProfileSummaryDto } from '@kt/shared';
import TalentPage from './talent-page.tsx';

const fetchMock = vi.fn<typeof fetch>();
beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
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

const reply = (profiles: ProfileSummaryDto[]) =>
  Promise.resolve(
    new Response(JSON.stringify({ success: true, profiles, total: profiles.length, page: 1, limit: 24 }), {
      headers: { 'Content-Type': 'application/json' },
    }),
  );
const lastQuery = () => new URL(String(fetchMock.mock.calls.at(-1)![0])).searchParams;

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
    fetchMock.mockReturnValue(reply([profile(1), profile(2)]));
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

  it('searches with the button and filters by job title; All removes the filter', async () => {
    fetchMock.mockImplementation(() => reply([profile(1)]));
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

  it('shows the empty state and a count of 0 when nothing matches', async () => {
    fetchMock.mockReturnValueOnce(reply([]));
    renderPage();
    expect(await screen.findByText('No freelancers found matching your criteria.')).toBeInTheDocument();
    expect(screen.getByText('0 freelancers available')).toBeInTheDocument();
  });

  it('stays empty and silent when the directory fails to load', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    renderPage();
    expect(await screen.findByText('No freelancers found matching your criteria.')).toBeInTheDocument();
  });
});
