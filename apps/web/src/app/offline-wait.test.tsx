import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { onlineManager, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { createQueryClient } from '@/app/app.tsx';
import { ApiError, NETWORK_ERROR } from '@/lib/api.ts';
import { OFFLINE_WAIT_MS } from '@/lib/offline-wait.ts';
import { Spinner } from '@/components/ui/spinner.tsx';

const NOT_SAVED =
  'You are offline and this page was not saved on this device. It will load when you are back online.';

let online = true;
const setOnline = (value: boolean) => {
  online = value;
  onlineManager.setOnline(value);
  window.dispatchEvent(new Event(value ? 'online' : 'offline'));
};

/** A screen whose read fails at once (retry 0), as /projects' does, until the link is back. */
function Screen({ answer }: { answer: () => Promise<string> }) {
  const query = useQuery({ queryKey: ['screen'], queryFn: answer, retry: 0 });
  if (query.isPending) return <Spinner label="Loading your projects..." />;
  if (query.isError) return <p role="alert">Failed to load your projects.</p>;
  return <p>{query.data}</p>;
}

describe('the Spinner offline (issue 34)', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
    setOnline(true);
  });

  it('says a screen was not saved instead of spinning, and loads it once the link is back', async () => {
    vi.useFakeTimers();
    vi.spyOn(navigator, 'onLine', 'get').mockImplementation(() => online);
    let linkUp = false;
    const answer = vi.fn(async () => {
      if (!linkUp) throw new ApiError(0, NETWORK_ERROR);
      return 'Your projects';
    });
    setOnline(false);
    render(
      <QueryClientProvider client={createQueryClient()}>
        <Screen answer={answer} />
      </QueryClientProvider>,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Loading your projects...');
    // The read failed for the link: it waits (its retry: 0 notwithstanding), and after a moment says why.
    await act(() => vi.advanceTimersByTimeAsync(OFFLINE_WAIT_MS + 1500));
    expect(screen.getByRole('alert')).toHaveTextContent(NOT_SAVED);
    expect(screen.queryByText('Failed to load your projects.')).toBeNull();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();

    linkUp = true;
    await act(async () => {
      setOnline(true);
      await vi.advanceTimersByTimeAsync(100);
    });
    expect(screen.getByText('Your projects')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('keeps spinning online, and a failure online is the screen’s own error', async () => {
    vi.useFakeTimers();
    const answer = vi.fn(async () => {
      throw new ApiError(500, 'Server error. Please try again.');
    });
    render(
      <QueryClientProvider client={createQueryClient()}>
        <Screen answer={answer} />
      </QueryClientProvider>,
    );
    await act(() => vi.advanceTimersByTimeAsync(OFFLINE_WAIT_MS + 1500));
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to load your projects.');
    expect(screen.queryByText(NOT_SAVED)).toBeNull();
  });

  it('asks again a read that failed for the link just after the link came back', async () => {
    vi.useFakeTimers();
    vi.spyOn(navigator, 'onLine', 'get').mockImplementation(() => online);
    let fail: ((error: unknown) => void) | undefined;
    const answer = vi
      .fn<() => Promise<string>>()
      .mockImplementationOnce(() => new Promise<string>((_resolve, reject) => (fail = reject)))
      .mockResolvedValue('Your projects');
    setOnline(false);
    render(
      <QueryClientProvider client={createQueryClient()}>
        <Screen answer={answer} />
      </QueryClientProvider>,
    );
    await act(() => vi.advanceTimersByTimeAsync(10));
    expect(answer).toHaveBeenCalledTimes(1);
    // The link comes back while that call is on its way; it fails for the link a moment later.
    await act(async () => {
      setOnline(true);
      fail!(new ApiError(0, NETWORK_ERROR));
      await vi.advanceTimersByTimeAsync(5_000);
    });
    expect(answer).toHaveBeenCalledTimes(2);
    expect(screen.getByText('Your projects')).toBeInTheDocument();
    expect(screen.queryByText('Failed to load your projects.')).toBeNull();
  });

  it('is a plain spinner outside any query client', () => {
    render(<Spinner label="Loading..." />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
  });
});
