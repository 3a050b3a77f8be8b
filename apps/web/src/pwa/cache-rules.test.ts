import { describe, expect, it } from 'vitest';
import { isReadableOffline } from './cache-rules.ts';

describe('what the service worker keeps for reading offline', () => {
  it('keeps the reads behind the pages people read', () => {
    for (const path of [
      '/api/auth/me',
      '/api/jobs',
      '/api/jobs/123',
      '/api/jobs/category-counts',
      '/api/applications/my',
      '/api/applications/job/123',
      '/api/profile/search',
      '/api/profile/123',
      '/api/users/123',
      '/api/users/123/reviews',
      '/api/programme/content',
      '/api/messages/conversations',
      '/api/messages/conversations/abc',
      '/api/messages/unread-count',
      '/api/contracts',
      '/api/contracts/abc',
    ]) {
      expect(isReadableOffline(path), path).toBe(true);
    }
  });

  it('never keeps money, admin, sessions, exports or sign-in replies', () => {
    for (const path of [
      '/api/wallet',
      '/api/wallet/statements',
      '/api/admin/users',
      '/api/auth/sessions',
      '/api/auth/export',
      '/api/auth/providers',
      '/api/auth/me/extra',
      '/api/notifications',
      '/api/jobsx',
      '/api/disputes/1',
    ]) {
      expect(isReadableOffline(path), path).toBe(false);
    }
  });
});
