import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { API_CACHE, CACHED_AT_HEADER } from '@/pwa/cache-rules.ts';
import { forgetCachedReplies, noteReply, useShownFromCache } from './shown-from-cache.ts';

afterEach(() => vi.unstubAllGlobals());

describe('replies kept for reading offline', () => {
  it("are forgotten on a change of person: the API cache is deleted and the screen's stamp cleared", async () => {
    const remove = vi.fn(async () => true);
    vi.stubGlobal('caches', { delete: remove });
    const { result } = renderHook(() => useShownFromCache());
    act(() => noteReply(new Response('{}', { headers: { [CACHED_AT_HEADER]: '1000' } })));
    expect(result.current).toBe(1000);
    await act(() => forgetCachedReplies());
    expect(remove).toHaveBeenCalledWith(API_CACHE);
    expect(result.current).toBeNull();
  });

  it('the browser coming back online clears the stamp', () => {
    const { result } = renderHook(() => useShownFromCache());
    act(() => noteReply(new Response('{}', { headers: { [CACHED_AT_HEADER]: '2000' } })));
    expect(result.current).toBe(2000);
    act(() => void window.dispatchEvent(new Event('online')));
    expect(result.current).toBeNull();
  });
});
