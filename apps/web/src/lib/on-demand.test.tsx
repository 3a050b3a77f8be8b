import { describe, expect, it, vi } from 'vitest';
import { act, renderHook, waitFor } from '@testing-library/react';
import { useOnDemand } from './on-demand.ts';

const Loaded = () => null;

describe('useOnDemand', () => {
  it('has no component until asked, then the loaded one', async () => {
    const load = vi.fn(() => Promise.resolve(Loaded));
    const { result } = renderHook(() => useOnDemand(load));
    expect(result.current.Component).toBeUndefined();
    expect(load).not.toHaveBeenCalled();
    act(() => result.current.load());
    await waitFor(() => expect(result.current.Component).toBe(Loaded));
  });

  it('loads at once with now, and a failed fetch (offline) leaves nothing shown until a retry works', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const load = vi
      .fn<() => Promise<typeof Loaded>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValue(Loaded);
    const { result } = renderHook(() => useOnDemand(load, { now: true }));
    await waitFor(() => expect(warn).toHaveBeenCalled());
    expect(result.current.Component).toBeUndefined();
    act(() => result.current.load());
    await waitFor(() => expect(result.current.Component).toBe(Loaded));
    warn.mockRestore();
  });
});
