import { describe, expect, it } from 'vitest';
import { APP_ROUTES } from '@kt/shared/routes';
import { pageRoutes } from './routes.ts';
import { ROUTE_TITLES, titleFor } from './titles.ts';

describe('document titles', () => {
  it('routes and titles the same pages the server knows (the shared list), and nothing else', () => {
    const routed = pageRoutes.filter((r) => r.path !== '*').map((r) => (r.index ? '/' : `/${r.path}`));
    expect(routed).toEqual([...APP_ROUTES]);
    expect(Object.keys(ROUTE_TITLES).sort()).toEqual([...APP_ROUTES].sort());
    expect(pageRoutes.at(-1)?.path).toBe('*');
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
