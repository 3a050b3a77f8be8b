import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { toast, Toaster } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { REVIEW_LIMITS, type ProfileDto, type PublicReviewDto } from '@kt/shared';
import { SessionProvider } from '@/lib/session.tsx';
import { deferred, stubApi, type StubReply, type StubRoutes } from '@/test/stub-api.ts';
import ProfileRoute from './profile.tsx';

const OWNER = 'u1';
const REPLY = 'POST /api/reviews/r1/reply';

const profile: ProfileDto = {
  _id: 'p1',
  userId: { _id: OWNER, firstName: 'Amina', lastName: 'Baig' },
  headline: 'Headline of ten',
  jobTitle: 'Web Development',
  bio: 'A bio that is long enough to read.',
  services: ['One', 'Two', 'Three', 'Four', 'Five'],
  skills: ['React'],
  location: null,
  country: 'Pakistan',
  socialMedia: {},
  hourlyRate: 25,
  rating: 4.5,
  reviewsCount: 2,
  completedJobs: 2,
  successRate: 0,
  profileImage: null,
  profileImageThumb: null,
  coverImage: null,
  createdAt: '2025-01-01T00:00:00.000Z',
  updatedAt: '2025-01-01T00:00:00.000Z',
  languages: [],
  certifications: [],
  portfolio: [],
  education: [],
  reviews: [],
};

const review = (id: string, over: Partial<PublicReviewDto> = {}): PublicReviewDto => ({
  _id: id,
  contractId: `c-${id}`,
  reviewer: { _id: 'u2', name: 'Zara Khan', avatar: null },
  authorRole: 'client',
  rating: 5,
  comment: `Comment of review ${id}, long enough.`,
  contractTitle: `Contract of ${id}`,
  date: '2030-01-01T00:00:00.000Z',
  reply: null,
  repliedAt: null,
  ...over,
});

const unanswered = review('r1');
const answered = review('r2', { reply: 'Thank you, Zara!', repliedAt: '2030-01-02T00:00:00.000Z' });
const reviewsPage = (reviews: PublicReviewDto[]): StubReply => ({
  status: 200,
  body: {
    success: true,
    reviews,
    nextCursor: null,
    reputation: {
      rating: 4.5,
      reviewsCount: 2,
      completedJobs: 2,
      endedContracts: 2,
      successfulContracts: 2,
      successRate: null,
    },
  },
});

const me = {
  _id: OWNER,
  firstName: 'Amina',
  lastName: 'Baig',
  email: 'amina@example.org',
  role: 'freelancer' as const,
  profileImage: null,
  location: null,
  createdAt: '2025-01-01T00:00:00.000Z',
  profileCompleted: true,
  isAdmin: false,
  isMediator: false,
  emailVerified: true,
  twoFactorEnabled: false,
};
const signedInAsOwner: StubReply = { status: 200, body: { success: true, user: me } };
const signedOut: StubReply = { status: 401, body: { success: false, message: 'Not signed in' } };

function serve(session: StubReply, more: StubRoutes = {}) {
  return stubApi({
    'GET /api/auth/me': session,
    [`GET /api/profile/${OWNER}`]: { status: 200, body: { success: true, profile } },
    [`GET /api/users/${OWNER}/reviews`]: reviewsPage([unanswered, answered]),
    ...more,
  });
}

/** The profile page, on its Reviews tab. */
async function openReviews() {
  toast.dismiss();
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  render(
    <QueryClientProvider client={client}>
      <SessionProvider>
        <MemoryRouter initialEntries={[`/u/${OWNER}`]}>
          <Routes>
            <Route path="/u/:id" element={<ProfileRoute />} />
          </Routes>
        </MemoryRouter>
        <Toaster />
      </SessionProvider>
    </QueryClientProvider>,
  );
  await userEvent.click(await screen.findByRole('tab', { name: 'Reviews (2)' }));
  await screen.findByText(unanswered.comment);
}

const cardOf = (text: string) => screen.getByText(text).closest('li')!;

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('replying to a review on the profile', () => {
  it('lets the owner reply once: busy while sending, a toast, then the reply under the review', async () => {
    const answer = deferred<StubReply>();
    const replied = {
      ...unanswered,
      reply: 'Thanks for the kind words.',
      repliedAt: '2030-01-03T00:00:00.000Z',
    };
    let onServer = unanswered;
    const api = serve(signedInAsOwner, {
      [REPLY]: answer.promise,
      [`GET /api/users/${OWNER}/reviews`]: () => reviewsPage([onServer, answered]),
    });
    const listLoads = () => api.calls.filter((c) => c.key === `GET /api/users/${OWNER}/reviews`).length;
    await openReviews();
    // Only the review without a reply offers one.
    expect(await screen.findAllByRole('button', { name: 'Reply' })).toHaveLength(1);
    expect(within(cardOf(answered.comment)).queryByRole('button', { name: 'Reply' })).toBeNull();

    const card = cardOf(unanswered.comment);
    await userEvent.click(within(card).getByRole('button', { name: 'Reply' }));
    const field = within(card).getByLabelText('Your reply');
    expect(field).toHaveAttribute('maxLength', String(REVIEW_LIMITS.replyMax));
    const submit = within(card).getByRole('button', { name: 'Submit' });
    expect(submit).toBeDisabled();
    await userEvent.type(field, '  Thanks for the kind words. ');
    await userEvent.click(submit);

    expect(within(card).getByRole('button', { name: 'Submitting...' })).toBeDisabled();
    expect(within(card).getByRole('button', { name: 'Cancel' })).toBeDisabled();
    const posted = api.calls.filter((c) => c.key === REPLY);
    expect(posted).toHaveLength(1);
    expect(posted[0]!.body).toEqual({ reply: 'Thanks for the kind words.' });

    const loadsBefore = listLoads();
    onServer = replied;
    answer.resolve({
      status: 200,
      body: { success: true, message: 'Reply posted', review: { ...replied, published: true } },
    });
    expect(await screen.findByText('Reply posted')).toBeInTheDocument();
    expect(await within(card).findByText('Thanks for the kind words.')).toBeInTheDocument();
    expect(within(card).queryByLabelText('Your reply')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Reply' })).toBeNull();
    // The list is reloaded from the server, which now has the reply too.
    await waitFor(() => expect(listLoads()).toBeGreaterThan(loadsBefore));
    expect(screen.queryByRole('button', { name: 'Reply' })).toBeNull();
  });

  it('Cancel closes the form without sending anything', async () => {
    const api = serve(signedInAsOwner);
    await openReviews();
    await userEvent.click(await screen.findByRole('button', { name: 'Reply' }));
    await userEvent.type(screen.getByLabelText('Your reply'), 'Never mind');
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByLabelText('Your reply')).toBeNull();
    expect(api.calls.some((c) => c.key === REPLY)).toBe(false);
  });

  it('shows visitors the replies but no Reply button', async () => {
    const api = serve(signedOut);
    await openReviews();
    // The session check has answered (signed out) before looking for the button.
    await waitFor(() => expect(api.calls.some((c) => c.key === 'GET /api/auth/me')).toBe(true));
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.getByText('Thank you, Zara!')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Reply' })).toBeNull();
    expect(api.calls.some((c) => c.key.startsWith('POST'))).toBe(false);
  });

  it("shows the server's message and keeps the text when the reply is refused", async () => {
    serve(signedInAsOwner, {
      [REPLY]: { status: 409, body: { success: false, message: 'You have already replied to this review' } },
    });
    await openReviews();
    await userEvent.click(await screen.findByRole('button', { name: 'Reply' }));
    await userEvent.type(screen.getByLabelText('Your reply'), 'A second reply');
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('You have already replied to this review');
    expect(screen.getByLabelText('Your reply')).toHaveValue('A second reply');
    expect(screen.getByRole('button', { name: 'Submit' })).toBeEnabled();
  });
});
