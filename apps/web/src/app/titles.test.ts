import { describe, expect, it } from 'vitest';
import { pageRoutes } from './routes.ts';
import { ROUTE_TITLES, titleFor } from './titles.ts';

describe('document titles', () => {
  it('names every route of the app in one list', () => {
    const listed = new Set(ROUTE_TITLES.map(([pattern]) => pattern));
    for (const route of pageRoutes) {
      if (route.path === '*') continue;
      const pattern = route.index ? '/' : `/${route.path}`;
      expect(listed.has(pattern), pattern).toBe(true);
    }
  });

  it('reads "Find Work · Karakoram Talent", with parameters matched and unknown paths as not found', () => {
    expect(titleFor('/')).toBe('Karakoram Talent');
    expect(titleFor('/jobs')).toBe('Find Work · Karakoram Talent');
    expect(titleFor('/jobs/0b6c')).toBe('Job Details · Karakoram Talent');
    expect(titleFor('/projects/new')).toBe('Make an Offer · Karakoram Talent');
    expect(titleFor('/projects/abc')).toBe('Project · Karakoram Talent');
    expect(titleFor('/nowhere/at/all')).toBe('Page Not Found · Karakoram Talent');
  });
});
