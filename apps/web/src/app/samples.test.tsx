import { render, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ENTREPRENEURS } from '@/content/entrepreneurs.ts';
import { GALLERY_PHOTOS } from '@/content/gallery.ts';
import GalleryPage from '@/features/gallery/pages/gallery-page.tsx';
import { HOME_VIDEO_STORIES } from '@/content/home-videos.ts';
import { SUCCESS_STORIES, VIDEO_TESTIMONIALS } from '@/content/success-stories.ts';
import { EntrepreneursShowcase } from '@/features/home/components/entrepreneurs-showcase.tsx';
import { SuccessVideos } from '@/features/home/components/success-videos.tsx';
import { COHORTS, COURSES } from '@/content/courses.ts';
import { upcomingCohorts } from '@/features/info/components/course-dates.ts';
import UpcomingCoursesPage from '@/features/info/pages/upcoming-courses-page.tsx';
import SuccessStoriesPage from '@/features/success-stories/pages/success-stories-page.tsx';
import { getLocale, overwriteGetLocale } from '@/paraglide/runtime.js';
import { withProgramme } from '@/test/programme.tsx';

/**
 * Illustrative content says so (decision 004, issue 30): every success story, every entrepreneur on
 * the home page, every gallery photo and every course cohort carries the "Sample" label, in English and in Urdu.
 */
const original = getLocale;
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-28T09:00:00Z'));
});
afterEach(() => {
  overwriteGetLocale(original);
  vi.useRealTimers();
});

const inRouter = (page: ReactElement) => <MemoryRouter>{page}</MemoryRouter>;
const cases: [string, () => ReactElement, () => number][] = [
  [
    'the success stories page (profiles and videos)',
    () => withProgramme(inRouter(<SuccessStoriesPage />)),
    () => SUCCESS_STORIES.length + VIDEO_TESTIMONIALS.length,
  ],
  [
    "the home page's entrepreneurs",
    () => withProgramme(<EntrepreneursShowcase />),
    () => ENTREPRENEURS.length,
  ],
  ["the gallery's photos", () => withProgramme(inRouter(<GalleryPage />)), () => GALLERY_PHOTOS.length],
  [
    "the home page's success videos (as seeded from the files)",
    () => withProgramme(<SuccessVideos />),
    () => HOME_VIDEO_STORIES.length,
  ],
  [
    'the course cohorts (as seeded from the files)',
    () => withProgramme(inRouter(<UpcomingCoursesPage />)),
    () => upcomingCohorts(COHORTS, COURSES).length,
  ],
];

describe('samples say they are samples', () => {
  for (const [locale, label] of [
    ['en', 'Sample'],
    ['ur', 'نمونہ'],
  ] as const) {
    it.each(cases)(`${locale}: %s labels each one "${label}"`, (_, page, count) => {
      overwriteGetLocale(() => locale);
      render(page());
      expect(count()).toBeGreaterThan(0);
      expect(screen.getAllByText(label, { exact: true })).toHaveLength(count());
    });
  }
});
