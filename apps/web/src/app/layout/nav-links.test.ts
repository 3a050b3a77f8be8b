import { describe, expect, it } from 'vitest';
import { FOOTER_LINKS, NAV_LINKS, isActive } from './nav-links.ts';

describe('navigation links', () => {
  it('marks Home active only on the exact root', () => {
    expect(isActive('/', '/')).toBe(true);
    expect(isActive('/', '/jobs')).toBe(false);
  });

  it('marks the others active by path prefix, not by a shared beginning of a word', () => {
    expect(isActive('/jobs', '/jobs')).toBe(true);
    expect(isActive('/jobs', '/jobs/123')).toBe(true);
    expect(isActive('/jobs', '/jobsearch')).toBe(false);
    expect(isActive('/messages', '/messages/abc')).toBe(true);
  });

  it('lists the spec links in order, IT Hubs labelled for GB', () => {
    expect(NAV_LINKS.map((l) => l.to)).toEqual([
      '/',
      '/jobs',
      '/talent',
      '/how-it-works',
      '/about',
      '/contact',
      '/gallery',
      '/register-freelancer',
      '/it-hubs',
      '/success-stories',
      '/courses',
      '/upcoming-courses',
    ]);
    expect(NAV_LINKS.find((l) => l.to === '/it-hubs')?.label).toBe('IT Hubs in GB');
    expect(FOOTER_LINKS.map((l) => l.to)).toEqual([
      '/post-job',
      '/talent',
      '/how-it-works',
      '/jobs',
      '/auth',
      '/resources',
      '/about',
      '/contact',
      '/terms',
    ]);
  });
});
