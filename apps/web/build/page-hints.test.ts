import { describe, expect, it } from 'vitest';
import { pageHints } from './page-hints.ts';

const chunk = (
  fileName: string,
  imports: string[],
  facadeModuleId: string | null = null,
  isEntry = false,
) => ({
  fileName,
  code: '',
  imports,
  facadeModuleId,
  isEntry,
});

describe('pageHints', () => {
  it("names each page's route chunk with the imports the entry lacks, and home's first pictures (not its later sections)", () => {
    const hints = pageHints([
      chunk('assets/index.js', ['assets/react.js'], '/app/src/main.tsx', true),
      chunk('assets/react.js', []),
      chunk(
        'assets/home.js',
        ['assets/react.js', 'assets/hero.js'],
        '/app/src/features/home/pages/home-page.tsx',
      ),
      chunk('assets/hero.js', []),
      chunk(
        'assets/sections.js',
        ['assets/hero.js', 'assets/icons.js'],
        '/app/src/features/home/components/home-sections.tsx',
      ),
      chunk('assets/icons.js', ['assets/react.js']),
      chunk('assets/jobs.js', ['assets/query.js'], '/app/src/features/jobs/pages/find-work-page.tsx'),
      chunk('assets/query.js', ['assets/react.js']),
      chunk('assets/job.js', [], '/app/src/app/pages/job-detail.tsx'),
      chunk('assets/menu.js', ['assets/react.js', 'assets/query.js'], '/app/src/app/layout/mobile-menu.tsx'),
      chunk('assets/talent.js', ['assets/query.js'], '/app/src/features/profiles/pages/talent-page.tsx'),
      chunk('assets/profile.js', [], '/app/src/app/pages/profile.tsx'),
    ]);
    const [home, jobs, job] = hints.routes;
    expect(home!.modules).toEqual(['/assets/home.js', '/assets/hero.js']);
    expect(home!.images).toHaveLength(3);
    expect(home!.images[0]).toMatch(/^\/images\/home\/slides\/.+\.svg$/);
    expect(jobs!.modules).toEqual(['/assets/jobs.js', '/assets/query.js']);
    expect(new RegExp(jobs!.pattern).test('/jobs')).toBe(true);
    expect(job!.modules).toEqual(['/assets/job.js']);
    expect(new RegExp(job!.pattern).test('/jobs/abc')).toBe(true);
    expect(new RegExp(job!.pattern).test('/jobs')).toBe(false);
  });
});
