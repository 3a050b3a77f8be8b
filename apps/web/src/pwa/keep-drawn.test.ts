import { describe, expect, it } from 'vitest';
import type { DrawnState } from '@/ssr/state.ts';
import { drawnReplies } from './keep-drawn.ts';

const query = (queryHash: string, data: unknown, status = 'success') => ({
  queryHash,
  queryKey: [queryHash],
  state: { data, dataUpdatedAt: 1_764_000_000_000, status },
});

const state = (queries: ReturnType<typeof query>[], sources: Record<string, string>) =>
  ({ queries: { queries, mutations: [] }, session: 'guest', sources }) as unknown as DrawnState;

describe('the replies a drawn page hands to the service worker', () => {
  it('keeps each drawn reply read offline under its address, as it came, stamped with when it was read', () => {
    const jobs = { success: true, jobs: [{ id: 'j1', title: 'Hunza booking page' }], total: 1 };
    const replies = drawnReplies(
      state([query('["jobs"]', jobs), query('["job","j1"]', { success: true, job: { id: 'j1' } })], {
        '["jobs"]': '/api/jobs?category=Web+Development',
        '["job","j1"]': '/api/jobs/j1',
      }),
      'https://kt.example',
    );
    expect(replies).toEqual([
      {
        url: 'https://kt.example/api/jobs?category=Web+Development',
        body: JSON.stringify(jobs),
        at: 1_764_000_000_000,
      },
      {
        url: 'https://kt.example/api/jobs/j1',
        body: '{"success":true,"job":{"id":"j1"}}',
        at: 1_764_000_000_000,
      },
    ]);
  });

  it('leaves out queries with no address, failed ones, other origins and what is never kept offline', () => {
    const replies = drawnReplies(
      state(
        [
          query('a', { x: 1 }),
          query('b', { x: 2 }, 'error'),
          query('c', { x: 3 }),
          query('d', { x: 4 }),
          query('e', { x: 5 }),
        ],
        { b: '/api/jobs', c: 'https://elsewhere.example/api/jobs', d: '/api/wallet', e: '/api/auth/export' },
      ),
      'https://kt.example',
    );
    expect(replies).toEqual([]);
  });

  it('keeps nothing from a page drawn before sources were sent', () => {
    const old = { queries: { queries: [query('a', { x: 1 })], mutations: [] }, session: 'guest' };
    expect(drawnReplies(old as unknown as DrawnState, 'https://kt.example')).toEqual([]);
  });
});
