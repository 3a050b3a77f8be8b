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

const reply = (counts: Record<string, number>) =>
  new Response(JSON.stringify({ success: true, counts }), { status: 200 });

describe('CategoryGrid', () => {
  it('shows each live count with thousands separators from one call and links to the filtered board', async () => {
    const fetch = vi.spyOn(globalThis, 'fetch').mockImplementation(async () =>
      reply({
        'Web Development': 12345,
        'UI/UX Design': 7,
        'Graphic Design': 7,
        'Digital Marketing': 7,
        'Video Editing': 7,
        'Data Science': 7,
        'Content Writing': 7,
        'Mobile Development': 7,
      }),
    );
    renderGrid();
    expect(await screen.findByText('12,345 jobs available')).toBeInTheDocument();
    expect(await screen.findAllByText('7 jobs available')).toHaveLength(7);
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(String(fetch.mock.calls[0]![0])).toContain('/api/jobs/category-counts');
    expect(screen.getByRole('link', { name: /UI\/UX Design/ })).toHaveAttribute(
      'href',
      '/jobs?category=UI%2FUX%20Design',
    );
  });

  it('leaves 0 for a category the reply lacks', async () => {
    vi.spyOn(globalThis, 'fetch').mockImplementation(async () => reply({ 'Web Development': 3 }));
    renderGrid();
    expect(await screen.findByText('3 jobs available')).toBeInTheDocument();
    expect(screen.getAllByText('0 jobs available')).toHaveLength(7);
  });

  it('leaves 0 everywhere when the count fails, and only logs the failure', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    vi.spyOn(globalThis, 'fetch').mockImplementation(
      async () => new Response('{"success":false,"message":"boom"}', { status: 500 }),
    );
    renderGrid();
    await vi.waitFor(() => expect(warn).toHaveBeenCalled());
    expect(screen.getAllByText('0 jobs available')).toHaveLength(8);
  });
});
