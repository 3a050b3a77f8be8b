import { describe, expect, it } from 'vitest';
import { firstLoadFiles } from './first-load-budget.ts';

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

describe('firstLoadFiles', () => {
  const chunks = [
    chunk('index.js', ['react.js', 'shared.js'], '/app/src/main.tsx', true),
    chunk('react.js', []),
    chunk('shared.js', ['react.js']),
    chunk('home-page.js', ['shared.js', 'hero.js'], '/app/src/features/home/pages/home-page.tsx'),
    chunk('hero.js', []),
    chunk('jobs-page.js', ['form.js'], '/app/src/features/jobs/pages/find-work-page.tsx'),
    chunk('form.js', ['zod.js']),
    chunk('zod.js', []),
  ];

  it("counts the entry, the page's chunk and their static imports, once each", () => {
    expect(firstLoadFiles(chunks, 'src/features/home/pages/home-page.tsx').sort()).toEqual(
      ['hero.js', 'home-page.js', 'index.js', 'react.js', 'shared.js'].sort(),
    );
  });

  it("leaves out another page's chunks", () => {
    expect(firstLoadFiles(chunks, 'src/features/home/pages/home-page.tsx')).not.toContain('zod.js');
    expect(firstLoadFiles(chunks, 'src/features/jobs/pages/find-work-page.tsx')).toContain('zod.js');
  });

  it('throws when the page has no chunk (a renamed page must not pass the budget unmeasured)', () => {
    expect(() => firstLoadFiles(chunks, 'src/features/gone/pages/gone.tsx')).toThrow('No chunk');
  });
});
