import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ContractReviewCard } from './contract-review-card.tsx';

const fetchMock = vi.fn<typeof fetch>();
beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const json = (body: unknown, status = 200) =>
  Promise.resolve(
    new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }),
  );

const base = { success: true, windowClosesAt: '2030-01-15T00:00:00.000Z', theirs: null };
const mine = {
  _id: 'r1',
  contractId: 'c1',
  reviewer: { _id: 'u1', name: 'Zara Khan', avatar: null },
  authorRole: 'client',
  rating: 4,
  comment: 'Good work overall.',
  contractTitle: 'Booking website',
  date: '2030-01-01T00:00:00.000Z',
  reply: null,
  repliedAt: null,
  published: false,
};

function renderCard() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <ContractReviewCard contractId="c1" />
    </QueryClientProvider>,
  );
}

describe('ContractReviewCard', () => {
  it('sends the review, then shows it as hidden until the other party reviews', async () => {
    let posted: unknown;
    let written = false;
    fetchMock.mockImplementation((url, init) => {
      if (init?.method === 'POST') {
        posted = JSON.parse(String(init.body));
        written = true;
        return json({ success: true, message: 'Review saved' }, 201);
      }
      expect(String(url)).toContain('/api/contracts/c1/reviews');
      return json(written ? { ...base, canReview: false, mine } : { ...base, canReview: true, mine: null });
    });
    renderCard();
    const submit = await screen.findByRole('button', { name: 'Submit review' });
    expect(submit).toBeDisabled();
    await userEvent.click(screen.getByLabelText('4 stars'));
    await userEvent.type(screen.getByLabelText('Comment'), 'Good work overall.');
    await userEvent.click(submit);
    expect(posted).toEqual({ rating: 4, comment: 'Good work overall.' });
    expect(await screen.findByText(/Hidden until the other party reviews you/)).toBeInTheDocument();
    expect(screen.getByText('The other review is not published yet.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Submit review' })).not.toBeInTheDocument();
  });

  it('shows nothing for a contract that has not ended', async () => {
    fetchMock.mockImplementation(() => json({ ...base, windowClosesAt: null, canReview: false, mine: null }));
    renderCard();
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.queryByText('Reviews')).not.toBeInTheDocument();
  });
});
