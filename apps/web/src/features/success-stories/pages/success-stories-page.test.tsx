import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ProgrammeEntryDto } from '@kt/shared';
import { getLocale, overwriteGetLocale } from '@/paraglide/runtime.js';
import { programmeClient, seededEntries, withProgramme } from '@/test/programme.tsx';
import { stubApi } from '@/test/stub-api.ts';
import SuccessStoriesPage from './success-stories-page.tsx';

/**
 * The success stories page reads what programme staff keep in the console (issue 36): the seeded
 * entries read as the files did, in English and Urdu; an edited entry shows its new words without
 * the Sample label.
 */
const original = getLocale;
afterEach(() => {
  overwriteGetLocale(original);
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const page = (client = programmeClient()) =>
  render(
    withProgramme(
      <MemoryRouter>
        <SuccessStoriesPage />
      </MemoryRouter>,
      client,
    ),
  );
const region = (name: string) => within(screen.getByRole('region', { name }));

/** The seeded entries with one story edited by staff. */
function withEditedStory(): ProgrammeEntryDto[] {
  return seededEntries().map((e) =>
    e.kind === 'story' && e.key === 'nadia-baig'
      ? {
          ...e,
          sample: false,
          version: 2,
          data: {
            ...e.data,
            achievement: { en: 'Earned $25,000 in her second year', ur: '' },
            skills: [...e.data.skills, { en: 'Meta Ads', ur: '' }],
          },
        }
      : e,
  );
}

describe('the success stories page', () => {
  it('shows the six graduates and four videos in order, each a sample, as the files read', () => {
    page();
    const graduates = region('Meet Our Freelancers').getAllByRole('heading', { level: 3 });
    expect(graduates.map((h) => h.textContent)).toEqual([
      'Ayesha Karim',
      'Sajid Hussain',
      'Nadia Baig',
      'Imran Ali',
      'Farzana Shah',
      'Karim Khan',
    ]);
    expect(screen.getByText('Top Rated freelancer with 100% job success')).toBeInTheDocument();
    expect(screen.getAllByRole('img', { name: 'Rated 5 out of 5' })).toHaveLength(6);
    const videos = region('Video Testimonials').getAllByRole('heading', { level: 3 });
    expect(videos[0]).toHaveTextContent('From classroom to global clients');
    expect(screen.getByText('2:45')).toBeInTheDocument();
    expect(screen.getAllByText('Sample', { exact: true })).toHaveLength(10);
  });

  it('reads in Urdu as before: Urdu names and texts, tool names kept in English', () => {
    overwriteGetLocale(() => 'ur');
    page();
    const graduates = region('ہمارے فری لانسرز سے ملیں').getAllByRole('heading', { level: 3 });
    expect(graduates[0]).toHaveTextContent('عائشہ کریم');
    expect(screen.getByText('آٹھ ماہ میں اپنے پہلے 10,000 ڈالر کمائے')).toBeInTheDocument();
    expect(screen.getByText('React')).toHaveAttribute('lang', 'en');
    expect(screen.getByText('پروٹوٹائپنگ')).not.toHaveAttribute('lang');
    expect(screen.getByText('کلاس روم سے عالمی کلائنٹس تک')).toBeInTheDocument();
    expect(screen.getAllByText('نمونہ', { exact: true })).toHaveLength(10);
  });

  it('shows a story staff edited, without its Sample label; English where they left the Urdu empty', () => {
    overwriteGetLocale(() => 'ur');
    page(programmeClient(withEditedStory()));
    expect(screen.getByRole('heading', { name: 'نادیہ بیگ' })).toBeInTheDocument();
    expect(screen.getByText('Earned $25,000 in her second year')).toBeInTheDocument();
    expect(screen.getByText('Meta Ads')).toHaveAttribute('lang', 'en');
    expect(screen.getAllByText('نمونہ', { exact: true })).toHaveLength(9);
  });

  it('says it is loading, then offers to try again when the content could not be loaded', async () => {
    stubApi({ 'GET /api/programme/content': [{ status: 503, body: { success: false, message: 'Down' } }] });
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <QueryClientProvider client={client}>
        <MemoryRouter>
          <SuccessStoriesPage />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
    expect(await screen.findByRole('alert')).toHaveTextContent("The programme's details could not be loaded");
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    // The page's own words stay.
    expect(screen.getByRole('heading', { name: 'Success Stories', level: 1 })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Start Your Journey' })).toBeInTheDocument();
    stubApi({
      'GET /api/programme/content': { status: 200, body: { success: true, entries: seededEntries() } },
    });
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Ayesha Karim' })).toBeInTheDocument();
  });
});
