import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '@/test/stub-api.ts';
import { CategoryGrid } from '../components/category-grid.tsx';

/** The board's reply with only a total: no jobs on this page. */
const board = (total: number) => ({
  status: 200,
  body: { success: true, jobs: [], total, page: 1, limit: 20, pages: Math.ceil(total / 20) },
});

function renderGrid() {
  const client = new QueryClient();
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <CategoryGrid />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('CategoryGrid', () => {
  it('shows each live count with thousands separators and links to the filtered board', async () => {
    const { fetchMock: fetch } = stubApi({
      'GET /api/jobs': ({ url }) => board(url.searchParams.get('category') === 'Web Development' ? 12345 : 7),
    });
    renderGrid();
    expect(await screen.findByText('12,345 jobs available')).toBeInTheDocument();
    expect(await screen.findAllByText('7 jobs available')).toHaveLength(7);
    expect(fetch).toHaveBeenCalledTimes(8);
    expect(String(fetch.mock.calls[0]![0])).toContain('/api/jobs?category=Web+Development');
    expect(screen.getByRole('link', { name: /UI\/UX Design/ })).toHaveAttribute(
      'href',
      '/jobs?category=UI%2FUX%20Design',
    );
  });

  it('leaves 0 when a count fails, and only logs the failure', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    stubApi({
      'GET /api/jobs': ({ url }) =>
        url.searchParams.get('category') === 'Data Science'
          ? { status: 500, body: { success: false, message: 'boom' } }
          : board(3),
    });
    renderGrid();
    expect(await screen.findAllByText('3 jobs available')).toHaveLength(7);
    expect(await screen.findByText('0 jobs available')).toBeInTheDocument();
    expect(warn).toHaveBeenCalled();
  });
});
