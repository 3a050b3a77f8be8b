import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { UserPageDto } from '@kt/shared';
import { SessionProvider } from '@/lib/session.tsx';
import { stubApi, type StubReply } from '@/test/stub-api.ts';
import ProfileRoute from './profile.tsx';

const client: UserPageDto = {
  _id: 'c1',
  firstName: 'Sana',
  lastName: 'Karim',
  role: 'client',
  profileImage: null,
  location: 'Gilgit',
  createdAt: '2025-03-10T00:00:00.000Z',
  jobsPosted: 4,
  hires: 2,
  rating: 4.5,
  reviewsCount: 1,
  reviews: [
    {
      _id: 'r1',
      contractId: 'k1',
      reviewer: { _id: 'f1', name: 'Ali Hunzai', avatar: null },
      authorRole: 'freelancer',
      rating: 5,
      comment: 'Clear brief and quick payments.',
      contractTitle: 'Booking website',
      date: '2026-01-05T00:00:00.000Z',
      reply: null,
      repliedAt: null,
    },
  ],
};
const signedInAsClient: StubReply = {
  status: 200,
  body: {
    success: true,
    user: {
      _id: 'c1',
      firstName: 'Sana',
      lastName: 'Karim',
      email: 'sana@example.org',
      role: 'client',
      profileImage: null,
      location: 'Gilgit',
      createdAt: client.createdAt,
      profileCompleted: false,
      isAdmin: false,
      isMediator: false,
      emailVerified: true,
      twoFactorEnabled: false,
    },
  },
};

function renderAt(path: string) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <SessionProvider>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route path="/u/:id" element={<ProfileRoute />} />
            <Route path="/profile/edit" element={<p>Create form</p>} />
          </Routes>
        </MemoryRouter>
      </SessionProvider>
    </QueryClientProvider>,
  );
}

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe("a client's page at /u/{id}", () => {
  it('shows a guest the name, location, member since, jobs posted, hires and reviews, never an e-mail', async () => {
    stubApi({
      'GET /api/auth/me': { status: 401, body: { success: false, message: 'Not signed in' } },
      'GET /api/users/c1': { status: 200, body: { success: true, user: client } },
    });
    renderAt('/u/c1');
    expect(await screen.findByRole('heading', { name: 'Sana Karim' })).toBeInTheDocument();
    expect(screen.getByText('Gilgit')).toBeInTheDocument();
    expect(screen.getByText('Member since March 2025')).toBeInTheDocument();
    expect(screen.getByText('Jobs posted').previousSibling).toHaveTextContent('4');
    expect(screen.getByText('Hires').previousSibling).toHaveTextContent('2');
    expect(screen.getByText('Reviews (1)')).toBeInTheDocument();
    expect(screen.getByText('Clear brief and quick payments.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Contact' })).toBeInTheDocument();
    expect(document.body.textContent).not.toMatch(/@/);
  });

  it("is a client's own Profile at /u/me, not the freelancer create form", async () => {
    const { calls } = stubApi({
      'GET /api/auth/me': signedInAsClient,
      'GET /api/users/c1': { status: 200, body: { success: true, user: client } },
    });
    renderAt('/u/me');
    expect(await screen.findByRole('heading', { name: 'Sana Karim' })).toBeInTheDocument();
    expect(screen.queryByText('Create form')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Contact' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Post a Job' })).toHaveAttribute('href', '/post-job');
    expect(calls.some((c) => c.key.startsWith('GET /api/profile'))).toBe(false);
  });

  it("shows 'Profile Not Found' for an unknown person", async () => {
    stubApi({ 'GET /api/auth/me': { status: 401, body: { success: false, message: 'Not signed in' } } });
    renderAt('/u/nobody');
    expect(await screen.findByText('Profile Not Found')).toBeInTheDocument();
  });
});
