import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CategoryGrid } from '../components/category-grid.tsx';

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

afterEach(() => vi.restoreAllMocks());

describe('CategoryGrid', () => {
  it('shows each live count with thousands separators and links to the filtered board', async () => {
    const fetch = vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
      const category = new URL(String(input)).searchParams.get('category');
      const total = category === 'Web Development' ? 12345 : 7;
      return new Response(JSON.stringify({ success: true, jobs: [], total }), { status: 200 });
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
    vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
      const category = new URL(String(input)).searchParams.get('category');
      if (category === 'Data Science')
        return new Response('{"success":false,"message":"boom"}', { status: 500 });
      return new Response(JSON.stringify({ success: true, total: 3 }), { status: 200 });
    });
    renderGrid();
    expect(await screen.findAllByText('3 jobs available')).toHaveLength(7);
    expect(await screen.findByText('0 jobs available')).toBeInTheDocument();
    expect(warn).toHaveBeenCalled();
  });
});
