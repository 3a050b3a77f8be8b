import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { JobDto, UserDto } from '@kt/shared';
import { SessionProvider } from '@/lib/session.tsx';
import { stubApi } from '@/test/stub-api.ts';
import { ViewerProposal } from './viewer-proposal.tsx';

afterEach(() => vi.unstubAllGlobals());

const user = (role: UserDto['role']): UserDto => ({
  _id: 'u1',
  firstName: 'Zarina',
  lastName: 'Hunzai',
  email: 'zarina@example.test',
  role,
  profileImage: null,
  location: null,
  createdAt: '2026-01-01T00:00:00.000Z',
  profileCompleted: true,
  isAdmin: false,
  isMediator: false,
  isProgramme: false,
  emailVerified: true,
  twoFactorEnabled: false,
});

const job = (over: Partial<JobDto> = {}): JobDto => ({
  _id: 'j1',
  title: 'Translate a brochure',
  description: 'Translate a tourism brochure from English into Urdu.',
  budgetMin: 10,
  budgetMax: 20,
  budgetType: 'hourly',
  skills: ['Urdu'],
  category: 'Translation',
  experienceLevel: 'Entry Level',
  duration: 'less-than-week',
  status: 'open',
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  attachments: [],
  userId: { _id: 'c1', firstName: 'Amina', lastName: 'Baig' },
  applications: [],
  myApplication: null,
  ...over,
});

function show(viewer: UserDto | null, j: JobDto) {
  stubApi({
    'GET /api/auth/me': viewer
      ? { status: 200, body: { success: true, user: viewer } }
      : { status: 401, body: { success: false, message: 'Please sign in to continue' } },
  });
  render(
    <QueryClientProvider client={new QueryClient()}>
      <SessionProvider>
        <MemoryRouter>
          <ViewerProposal job={j} />
        </MemoryRouter>
      </SessionProvider>
    </QueryClientProvider>,
  );
}

describe('the job page knows its viewer', () => {
  it('asks a guest to sign in before any form', async () => {
    show(null, job());
    expect(await screen.findByText('Sign in to send a proposal')).toBeInTheDocument();
    expect(screen.queryByLabelText('Cover Letter')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/auth');
  });

  it('shows a freelancer who applied the date and status in words instead of the form', async () => {
    const createdAt = new Date(new Date().getFullYear(), 11, 3, 12).toISOString();
    show(user('freelancer'), job({ myApplication: { _id: 'a1', status: 'pending', createdAt } }));
    expect(
      await screen.findByText(`You applied on 3 Dec ${new Date().getFullYear()} · Pending`),
    ).toBeInTheDocument();
    expect(screen.queryByLabelText('Cover Letter')).not.toBeInTheDocument();
  });

  it('offers no form on a job that is not open', async () => {
    show(user('freelancer'), job({ status: 'closed' }));
    expect(await screen.findByText('This job is no longer accepting proposals')).toBeInTheDocument();
    expect(screen.queryByLabelText('Cover Letter')).not.toBeInTheDocument();
  });

  it('gives a freelancer the form on an open job they have not applied to', async () => {
    show(user('freelancer'), job());
    expect(await screen.findByLabelText('Cover Letter')).toBeInTheDocument();
  });

  it('tells a client that proposals come from freelancers', async () => {
    show(user('client'), job());
    expect(await screen.findByText('Only freelancers can submit proposals')).toBeInTheDocument();
  });
});
