import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { programmeClient, seededEntries, withProgramme } from '@/test/programme.tsx';
import { stubApi } from '@/test/stub-api.ts';
import { SuccessVideos } from './success-videos.tsx';

/** Home's success videos are what programme staff keep in the console (issue 36). */
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("home's success videos", () => {
  it('shows the four seeded videos, samples, the unfilmed ones coming soon', () => {
    render(withProgramme(<SuccessVideos />));
    expect(screen.getAllByRole('article')).toHaveLength(4);
    expect(screen.getByText('Ayesha Baig')).toBeInTheDocument();
    expect(screen.getAllByText('Sample', { exact: true })).toHaveLength(4);
    expect(screen.getAllByText('Video Coming Soon')).toHaveLength(2);
  });

  it('shows what staff saved: a new description, a film added, no Sample label', () => {
    const entries = seededEntries().map((e) =>
      e.kind === 'home-video' && e.key === 'sana-hussain'
        ? {
            ...e,
            sample: false,
            data: {
              ...e.data,
              description: { en: 'Guest houses full in every season, from Gilgit to Hunza.', ur: '' },
              videoUrl: '/videos/sana-hussain.mp4',
            },
          }
        : e,
    );
    render(withProgramme(<SuccessVideos />, programmeClient(entries)));
    expect(screen.getByText('Guest houses full in every season, from Gilgit to Hunza.')).toBeInTheDocument();
    expect(screen.getAllByText('Sample', { exact: true })).toHaveLength(3);
    expect(screen.getAllByText('Video Coming Soon')).toHaveLength(1);
  });

  it('keeps the room of the videos, busy, until they arrive', () => {
    stubApi({ 'GET /api/programme/content': () => new Promise(() => {}) });
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const { container } = render(
      <QueryClientProvider client={client}>
        <SuccessVideos />
      </QueryClientProvider>,
    );
    expect(screen.getByRole('heading', { name: 'Success Stories' })).toBeInTheDocument();
    expect(container.querySelector('[aria-busy="true"]')).not.toBeNull();
    expect(screen.queryAllByRole('article')).toHaveLength(0);
  });
});
