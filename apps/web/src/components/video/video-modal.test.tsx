import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { VideoModal } from './video-modal.tsx';

const story = { name: 'Ayesha Baig', description: 'A web developer from Hunza.', videoUrl: '/videos/a.mp4' };
let play: ReturnType<typeof vi.spyOn>;
let pause: ReturnType<typeof vi.spyOn>;

beforeEach(() => {
  vi.useFakeTimers();
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  play = vi.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(function (this: HTMLMediaElement) {
    this.dispatchEvent(new Event('play'));
    return Promise.resolve();
  });
  pause = vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(function (this: HTMLMediaElement) {
    this.dispatchEvent(new Event('pause'));
  });
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

const dialog = () => screen.getByRole('dialog');
const video = () => dialog().querySelector('video')!;

describe('VideoModal', () => {
  it('opens muted and starts playing after 0.2 s', () => {
    render(<VideoModal story={story} onClose={() => {}} />);
    expect(screen.getByRole('dialog', { name: 'Ayesha Baig: success story' })).toBeInTheDocument();
    expect(video().muted).toBe(true);
    act(() => vi.advanceTimersByTime(199));
    expect(play).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(play).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'Pause' })).toBeInTheDocument();
  });

  it('hides the controls after 3 s without activity while playing and shows them on mouse movement', () => {
    render(<VideoModal story={story} onClose={() => {}} />);
    act(() => vi.advanceTimersByTime(200));
    expect(dialog()).toHaveAttribute('data-controls', 'shown');
    act(() => vi.advanceTimersByTime(2999));
    expect(dialog()).toHaveAttribute('data-controls', 'shown');
    act(() => vi.advanceTimersByTime(1));
    expect(dialog()).toHaveAttribute('data-controls', 'hidden');
    fireEvent.mouseMove(dialog());
    expect(dialog()).toHaveAttribute('data-controls', 'shown');
  });

  it('keeps the controls while paused', () => {
    render(<VideoModal story={story} onClose={() => {}} />);
    act(() => vi.advanceTimersByTime(200));
    fireEvent.click(screen.getByRole('button', { name: 'Pause' }));
    act(() => vi.advanceTimersByTime(10_000));
    expect(dialog()).toHaveAttribute('data-controls', 'shown');
  });

  it('toggles playback with Space', () => {
    render(<VideoModal story={story} onClose={() => {}} />);
    act(() => vi.advanceTimersByTime(200));
    fireEvent.keyDown(document.activeElement!, { key: ' ', code: 'Space' });
    expect(pause).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'Play' })).toBeInTheDocument();
    fireEvent.keyDown(document.activeElement!, { key: ' ', code: 'Space' });
    expect(play).toHaveBeenCalledTimes(2);
  });

  it('toggles sound', () => {
    render(<VideoModal story={story} onClose={() => {}} />);
    fireEvent.click(screen.getByRole('button', { name: 'Unmute' }));
    expect(video().muted).toBe(false);
  });

  it('pauses and rewinds when closed with Escape or the close button', () => {
    const onClose = vi.fn();
    const { rerender } = render(<VideoModal story={story} onClose={onClose} />);
    act(() => vi.advanceTimersByTime(200));
    const v = video();
    v.currentTime = 5;
    fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(pause).toHaveBeenCalled();
    expect(v.currentTime).toBe(0);
    rerender(<VideoModal story={story} onClose={onClose} />);
    fireEvent.click(screen.getByRole('button', { name: 'Close video' }));
    expect(onClose).toHaveBeenCalledTimes(2);
  });

  it('shows Video Not Available when the video cannot be loaded', () => {
    render(<VideoModal story={story} onClose={() => {}} />);
    fireEvent.error(video());
    expect(screen.getByText('Video Not Available')).toBeInTheDocument();
    expect(screen.getByText('Sorry, this video could not be loaded.')).toBeInTheDocument();
    expect(console.warn).toHaveBeenCalled();
  });

  it('renders nothing while no story is chosen', () => {
    render(<VideoModal story={null} onClose={() => {}} />);
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
