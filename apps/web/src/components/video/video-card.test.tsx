import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { VideoCard } from './video-card.tsx';
import { MockIntersectionObserver as IO } from './intersection-mock.ts';

const original = globalThis.IntersectionObserver;
const isVisibility = (o: IO) => o.options.threshold !== undefined;
const isApproach = (o: IO) => o.options.threshold === undefined;
let play: ReturnType<typeof vi.spyOn>;
let pause: ReturnType<typeof vi.spyOn>;
let autoplayAllowed = true;

beforeEach(() => {
  IO.install();
  autoplayAllowed = true;
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  play = vi.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(function (this: HTMLMediaElement) {
    if (!autoplayAllowed) return Promise.reject(new DOMException('blocked', 'NotAllowedError'));
    this.dispatchEvent(new Event('play'));
    return Promise.resolve();
  });
  pause = vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(function (this: HTMLMediaElement) {
    this.dispatchEvent(new Event('pause'));
  });
});
afterEach(() => {
  globalThis.IntersectionObserver = original;
  vi.useRealTimers();
  vi.restoreAllMocks();
});

const story = {
  name: 'Ayesha Baig',
  description: 'Web projects for clients in twelve countries.',
  poster: '/images/home/stories/ayesha-baig.webp',
};

describe('VideoCard', () => {
  it('without a video shows Video Coming Soon and a disabled Watch Story button', () => {
    const onOpen = vi.fn();
    render(<VideoCard {...story} onOpen={onOpen} />);
    expect(screen.getByText('Success Story')).toBeInTheDocument();
    expect(screen.getByText('Video Coming Soon')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Watch Story' })).toBeDisabled();
    expect(document.querySelector('video')).toBeNull();
  });

  it('creates a looped, inline, preloaded mp4 only when the card nears the screen', () => {
    const { container } = render(<VideoCard {...story} videoUrl="/videos/a.mp4" onOpen={() => {}} />);
    expect(container.querySelector('video')).toBeNull();
    IO.report(1, isApproach);
    const video = container.querySelector('video')!;
    expect(video.loop).toBe(true);
    expect(video).toHaveAttribute('playsinline');
    expect(video).toHaveAttribute('preload', 'auto');
    expect(video.querySelector('source')).toHaveAttribute('type', 'video/mp4');
    expect(video).toHaveTextContent('Your browser does not support the video tag.');
  });

  it('observes with threshold 0.3 and a 5% bottom margin, plays muted in view and pauses out of view', () => {
    const { container } = render(<VideoCard {...story} videoUrl="/videos/a.mp4" onOpen={() => {}} />);
    const visibility = IO.instances.find(isVisibility)!;
    expect(visibility.options.threshold).toBe(0.3);
    expect(visibility.options.rootMargin).toBe('0px 0px 5% 0px');
    IO.report(1, isApproach);
    IO.report(0.2, isVisibility);
    expect(play).not.toHaveBeenCalled();
    IO.report(0.4, isVisibility);
    expect(play).toHaveBeenCalledTimes(1);
    expect(container.querySelector('video')!.muted).toBe(true);
    IO.report(0, isVisibility);
    expect(pause).toHaveBeenCalled();
  });

  it('shows a play button when auto-play is refused and retries once after 500 ms', async () => {
    vi.useFakeTimers();
    autoplayAllowed = false;
    render(<VideoCard {...story} videoUrl="/videos/a.mp4" onOpen={() => {}} />);
    IO.report(1, isApproach);
    IO.report(1, isVisibility);
    await act(async () => {});
    expect(play).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: "Play Ayesha Baig's story" })).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(499));
    expect(play).toHaveBeenCalledTimes(1);
    act(() => vi.advanceTimersByTime(1));
    expect(play).toHaveBeenCalledTimes(2);
    autoplayAllowed = true;
    fireEvent.click(screen.getByRole('button', { name: "Play Ayesha Baig's story" }));
    expect(screen.queryByRole('button', { name: "Play Ayesha Baig's story" })).toBeNull();
    expect(console.warn).toHaveBeenCalled();
  });

  it('plays on hover and shows a mute toggle', () => {
    const { container } = render(<VideoCard {...story} videoUrl="/videos/a.mp4" onOpen={() => {}} />);
    IO.report(1, isApproach);
    expect(screen.queryByRole('button', { name: 'Unmute' })).toBeNull();
    fireEvent.mouseEnter(container.querySelector('article')!);
    expect(play).toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Unmute' }));
    expect(container.querySelector('video')!.muted).toBe(false);
    expect(screen.getByRole('button', { name: 'Mute' })).toHaveAttribute('aria-pressed', 'true');
    fireEvent.mouseLeave(container.querySelector('article')!);
    expect(screen.queryByRole('button', { name: 'Mute' })).toBeNull();
  });

  it('opens the player from Watch Story or a click on the picture', () => {
    const onOpen = vi.fn();
    const { container } = render(<VideoCard {...story} videoUrl="/videos/a.mp4" onOpen={onOpen} />);
    fireEvent.click(screen.getByRole('button', { name: 'Watch Story' }));
    fireEvent.click(container.querySelector('img')!);
    expect(onOpen).toHaveBeenCalledTimes(2);
  });
});
