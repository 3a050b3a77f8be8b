import { describe, expect, it } from 'vitest';
import { matchAppRoute } from './routes.ts';

describe('the app routes', () => {
  it('matches pages as the router does: parameters, a trailing slash, any case', () => {
    expect(matchAppRoute('/')).toBe('/');
    expect(matchAppRoute('/jobs/')).toBe('/jobs');
    expect(matchAppRoute('/Jobs')).toBe('/jobs');
    expect(matchAppRoute('/jobs/0b6c')).toBe('/jobs/:id');
    expect(matchAppRoute('/projects/new')).toBe('/projects/new');
    expect(matchAppRoute('/projects/abc')).toBe('/projects/:id');
    expect(matchAppRoute('/projects/a/receipts/b')).toBe('/projects/:id/receipts/:milestoneId');
  });

  it('matches nothing for a path that is no page', () => {
    for (const path of ['/no/such/page', '/jobs/1/2', '/wp-admin', '/projects/a/receipts', '/admin/x']) {
      expect(matchAppRoute(path), path).toBeUndefined();
    }
  });
});
