import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { noteReply } from '@/lib/shown-from-cache.ts';
import { CACHED_AT_HEADER } from '@/pwa/cache-rules.ts';
import { OfflineBanner, clockTime } from './offline-banner.tsx';

const fromCache = (at: number) => new Response('{}', { headers: { [CACHED_AT_HEADER]: String(at) } });

afterEach(() => {
  vi.restoreAllMocks();
  act(() => noteReply(new Response('{}')));
});

describe('the offline banner', () => {
  it('is absent online with fresh data', () => {
    render(<OfflineBanner />);
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('says offline pages may not load when nothing on screen came from the cache', () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    render(<OfflineBanner />);
    expect(screen.getByRole('status')).toHaveTextContent(
      'You are offline. Pages and data you open may not load until the connection is back.',
    );
  });

  it('says from when the oldest cached reply on screen is, and goes once a fresh reply comes', () => {
    const at = new Date(2026, 10, 24, 14, 5).getTime();
    render(<OfflineBanner />);
    act(() => noteReply(fromCache(at + 60_000)));
    act(() => noteReply(fromCache(at)));
    expect(screen.getByRole('status')).toHaveTextContent('You are offline — showing what you saw at 14:05');
    act(() => noteReply(new Response('{}')));
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('writes local times on a 24-hour clock', () => {
    expect(clockTime(new Date(2026, 0, 1, 9, 7).getTime())).toBe('09:07');
    expect(clockTime(new Date(2026, 0, 1, 21, 30).getTime())).toBe('21:30');
  });
});
