import { forwardRef, useEffect, useRef, useState, type KeyboardEvent, type RefObject } from 'react';
import { m } from '@/paraglide/messages.js';
import { Dialog as D } from 'radix-ui';
import { Pause, Play, Volume2, VolumeX, X } from 'lucide-react';
import { VIDEO } from '@/lib/ui-tuning.ts';
import { cn } from '@/lib/cn.ts';
import { playQuietly } from './video-card.tsx';

export type VideoModalStory = { name: string; description?: string; videoUrl: string; poster?: string };

/**
 * The full-screen player: opens muted and starts after 0.2 s; its controls hide after 3 s without
 * activity while playing and come back on any movement; Space plays or pauses; Escape or the close
 * button closes it, pausing and rewinding the video.
 */
export function VideoModal({ story, onClose }: { story: VideoModalStory | null; onClose: () => void }) {
  const videoRef = useRef<HTMLVideoElement | null>(null);
  const close = () => {
    const v = videoRef.current;
    if (v) {
      v.pause();
      v.currentTime = 0;
    }
    onClose();
  };
  return (
    <D.Root open={story !== null} onOpenChange={(open) => !open && close()}>
      <D.Portal>
        {/* Below the content whatever order the portals reach the page in. */}
        <D.Overlay className="fixed inset-0 z-40 bg-black" />
        {story && <Player story={story} videoRef={videoRef} />}
      </D.Portal>
    </D.Root>
  );
}

/**
 * The dialog's content. It forwards the ref the portal gives its child to `D.Content`, as Radix
 * expects of a portal's child.
 */
const Player = forwardRef<
  HTMLDivElement,
  { story: VideoModalStory; videoRef: RefObject<HTMLVideoElement | null> }
>(function Player({ story, videoRef }, ref) {
  const surfaceRef = useRef<HTMLDivElement>(null);
  const [playing, setPlaying] = useState(false);
  const [muted, setMuted] = useState(true);
  const [failed, setFailed] = useState(false);
  const [showControls, setShowControls] = useState(true);
  const [activity, setActivity] = useState(0);
  const [time, setTime] = useState(0);
  const [duration, setDuration] = useState(0);

  useEffect(() => {
    const id = setTimeout(() => {
      const v = videoRef.current;
      if (!v) return;
      v.muted = true;
      playQuietly(v);
    }, VIDEO.modalAutoplayDelayMs);
    return () => clearTimeout(id);
  }, [videoRef]);

  useEffect(() => {
    if (!playing) {
      setShowControls(true);
      return;
    }
    const id = setTimeout(() => setShowControls(false), VIDEO.controlsHideMs);
    return () => clearTimeout(id);
  }, [playing, activity]);

  const wake = () => {
    setShowControls(true);
    setActivity((n) => n + 1);
  };

  const toggle = () => {
    const v = videoRef.current;
    if (!v || failed) return;
    if (playing) v.pause();
    else playQuietly(v);
  };

  const toggleMute = () => {
    const next = !muted;
    setMuted(next);
    if (videoRef.current) videoRef.current.muted = next;
  };

  const onKeyDown = (e: KeyboardEvent) => {
    wake();
    if (e.key !== ' ' && e.code !== 'Space') return;
    // Buttons and the seek bar handle Space themselves.
    if (e.target instanceof Element && e.target.closest('button, a, input')) return;
    e.preventDefault();
    toggle();
  };

  return (
    <D.Content
      ref={ref}
      className={cn('fixed inset-0 z-50 bg-black text-white outline-none', !showControls && 'cursor-none')}
      aria-describedby={undefined}
      onOpenAutoFocus={(e) => {
        e.preventDefault();
        surfaceRef.current?.focus();
      }}
      onKeyDown={onKeyDown}
      onMouseMove={wake}
      onTouchStart={wake}
      onFocus={wake}
      data-controls={showControls ? 'shown' : 'hidden'}
    >
      <D.Title className="sr-only">{m.video_title({ name: story.name })}</D.Title>
      <div
        ref={surfaceRef}
        tabIndex={-1}
        className="absolute inset-0 flex items-center justify-center outline-none"
      >
        {failed ? (
          <div role="alert" className="px-6 text-center">
            <p className="text-2xl font-semibold">{m.video_not_available()}</p>
            <p className="mt-2 text-white/80">{m.video_not_loaded()}</p>
          </div>
        ) : (
          <video
            ref={videoRef}
            src={story.videoUrl}
            poster={story.poster}
            muted={muted}
            playsInline
            preload="auto"
            className="h-full w-full object-contain"
            onClick={toggle}
            onPlay={() => setPlaying(true)}
            onPlaying={() => setPlaying(true)}
            onPause={() => setPlaying(false)}
            onEnded={() => setPlaying(false)}
            onTimeUpdate={(e) => setTime(e.currentTarget.currentTime)}
            onLoadedMetadata={(e) => setDuration(e.currentTarget.duration || 0)}
            onError={() => {
              console.warn(`Video could not be loaded: ${story.videoUrl}`);
              setFailed(true);
              setPlaying(false);
            }}
          >
            {m.video_no_support()}
          </video>
        )}
      </div>
      <div
        className={cn(
          'pointer-events-none absolute inset-0 flex flex-col justify-between transition-opacity duration-300',
          showControls ? 'opacity-100' : 'opacity-0',
        )}
      >
        <div className="pointer-events-auto flex items-center justify-between gap-4 bg-gradient-to-b from-black/80 to-transparent p-4">
          <div className="min-w-0">
            <p className="truncate text-lg font-semibold">{story.name}</p>
            {story.description && <p className="truncate text-sm text-white/80">{story.description}</p>}
          </div>
          <D.Close
            className="flex h-10 w-10 shrink-0 items-center justify-center rounded-full bg-white/15 hover:bg-white/25 cursor-pointer"
            aria-label={m.video_close()}
          >
            <X className="h-5 w-5" aria-hidden="true" />
          </D.Close>
        </div>
        {!failed && (
          // Media controls keep their left-to-right order in Urdu too (time runs left to right).
          <div
            dir="ltr"
            className="pointer-events-auto flex items-center gap-3 bg-gradient-to-t from-black/80 to-transparent p-4"
          >
            <button
              type="button"
              onClick={toggle}
              aria-label={playing ? m.video_pause() : m.video_play()}
              className="flex h-10 w-10 shrink-0 items-center justify-center rounded-full bg-white/15 hover:bg-white/25 cursor-pointer"
            >
              {playing ? (
                <Pause className="h-5 w-5" aria-hidden="true" />
              ) : (
                <Play className="h-5 w-5" aria-hidden="true" />
              )}
            </button>
            <button
              type="button"
              onClick={toggleMute}
              aria-label={muted ? m.video_unmute() : m.video_mute()}
              aria-pressed={!muted}
              className="flex h-10 w-10 shrink-0 items-center justify-center rounded-full bg-white/15 hover:bg-white/25 cursor-pointer"
            >
              {muted ? (
                <VolumeX className="h-5 w-5" aria-hidden="true" />
              ) : (
                <Volume2 className="h-5 w-5" aria-hidden="true" />
              )}
            </button>
            <input
              type="range"
              aria-label={m.video_seek()}
              min={0}
              max={duration || 0}
              step={0.1}
              value={Math.min(time, duration || 0)}
              onChange={(e) => {
                const v = videoRef.current;
                if (v) v.currentTime = Number(e.target.value);
              }}
              className="h-1 min-w-0 flex-1 cursor-pointer accent-accent"
            />
            <span className="shrink-0 text-sm tabular-nums text-white/90">
              {clock(time)} / {clock(duration)}
            </span>
          </div>
        )}
      </div>
    </D.Content>
  );
});

function clock(seconds: number) {
  const s = Number.isFinite(seconds) ? Math.floor(seconds) : 0;
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
}
