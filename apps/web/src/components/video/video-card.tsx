import { useCallback, useEffect, useRef, useState } from 'react';
import { m } from '@/paraglide/messages.js';
import { Play, Volume2, VolumeX } from 'lucide-react';
import { VIDEO } from '@/lib/ui-tuning.ts';
import { Badge } from '@/components/ui/badge.tsx';
import { SampleBadge } from '@/components/sample-badge.tsx';
import { Button } from '@/components/ui/button.tsx';
import { cn } from '@/lib/cn.ts';

export type VideoCardProps = {
  name: string;
  description: string;
  poster: string;
  videoUrl?: string | undefined;
  posterWidth?: number;
  posterHeight?: number;
  /** Opens the full-screen player. */
  onOpen: () => void;
  /** Pauses the inline preview (while the full-screen player shows the same story, say). */
  suspended?: boolean;
  /** An illustrative story, labelled "Sample" (decision 004). */
  sample?: boolean | undefined;
};

/** Starts playback; a refusal (autoplay policy, decoding) is only logged. */
export function playQuietly(video: HTMLVideoElement) {
  try {
    const result = video.play();
    if (result && typeof result.catch === 'function') {
      result.catch((err: unknown) => console.warn('Video playback failed:', err));
    }
  } catch (err) {
    console.warn('Video playback failed:', err);
  }
}

/**
 * A success-story card whose muted preview plays while at least 30% of it is on screen (bottom margin
 * 5%) and pauses when it leaves; hovering plays it and shows a mute toggle; a play button shows when
 * playback did not start, and one retry follows 500 ms later. The video element is only created when
 * the card nears the screen, so the page's first load does not download it.
 */
export function VideoCard({
  name,
  description,
  poster,
  videoUrl,
  posterWidth = 640,
  posterHeight = 360,
  onOpen,
  suspended = false,
  sample = false,
}: VideoCardProps) {
  const frameRef = useRef<HTMLDivElement>(null);
  const videoRef = useRef<HTMLVideoElement>(null);
  const [near, setNear] = useState(false);
  const [inView, setInView] = useState(false);
  const [hovered, setHovered] = useState(false);
  const [playing, setPlaying] = useState(false);
  const [muted, setMuted] = useState(true);
  const mutedRef = useRef(true);

  // Create the video element once the card is within a screen's height of the viewport.
  useEffect(() => {
    const el = frameRef.current;
    if (!el || !videoUrl || near) return;
    if (typeof IntersectionObserver === 'undefined') return setNear(true);
    const io = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) {
          setNear(true);
          io.disconnect();
        }
      },
      { rootMargin: '100% 0px 100% 0px' },
    );
    io.observe(el);
    return () => io.disconnect();
  }, [videoUrl, near]);

  // Visibility: at least 30% on screen, with the viewport's bottom edge extended by 5%.
  useEffect(() => {
    const el = frameRef.current;
    if (!el || !videoUrl || typeof IntersectionObserver === 'undefined') return;
    const io = new IntersectionObserver(
      (entries) => {
        const entry = entries.at(-1);
        if (entry) {
          setInView(entry.isIntersecting && entry.intersectionRatio >= VIDEO.visibilityThreshold - 0.001);
        }
      },
      { threshold: VIDEO.visibilityThreshold, rootMargin: `0px 0px ${VIDEO.rootMarginBottom} 0px` },
    );
    io.observe(el);
    return () => io.disconnect();
  }, [videoUrl]);

  const start = useCallback(() => {
    const v = videoRef.current;
    if (!v) return;
    v.muted = mutedRef.current;
    playQuietly(v);
  }, []);

  // Play while visible or hovered, pause otherwise.
  useEffect(() => {
    const v = videoRef.current;
    if (!v) return;
    if ((inView || hovered) && !suspended) start();
    else v.pause();
  }, [inView, hovered, suspended, near, start]);

  // One retry of auto-play 500 ms after it failed to start while in view.
  useEffect(() => {
    if (!inView || playing || suspended || !near) return;
    const id = setTimeout(start, VIDEO.retryDelayMs);
    return () => clearTimeout(id);
  }, [inView, playing, suspended, near, start]);

  const toggleMute = () => {
    const next = !mutedRef.current;
    mutedRef.current = next;
    setMuted(next);
    if (videoRef.current) videoRef.current.muted = next;
  };

  const openIfPlayable = () => {
    if (videoUrl) onOpen();
  };

  return (
    <article
      className="flex h-full flex-col overflow-hidden rounded-lg border bg-background shadow-sm"
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
    >
      <div
        ref={frameRef}
        className={cn('relative aspect-video overflow-hidden bg-black', videoUrl && 'cursor-pointer')}
        onClick={openIfPlayable}
      >
        <img
          src={poster}
          alt=""
          width={posterWidth}
          height={posterHeight}
          loading="lazy"
          decoding="async"
          className="absolute inset-0 h-full w-full object-cover"
        />
        {videoUrl && near && (
          <video
            ref={videoRef}
            className="absolute inset-0 h-full w-full object-cover"
            poster={poster}
            muted={muted}
            loop
            playsInline
            preload="auto"
            aria-label={m.video_story_preview({ name })}
            onPlay={() => setPlaying(true)}
            onPlaying={() => setPlaying(true)}
            onPause={() => setPlaying(false)}
          >
            <source
              src={videoUrl}
              type="video/mp4"
              onError={() => console.warn(`Video could not be loaded: ${videoUrl}`)}
            />
            {m.video_no_support()}
          </video>
        )}
        <span className="absolute start-3 top-3 flex flex-wrap gap-1.5">
          <Badge className="bg-accent text-accent-foreground">{m.video_success_story()}</Badge>
          {sample && (
            <span className="rounded-md bg-background">
              <SampleBadge />
            </span>
          )}
        </span>
        {!videoUrl && (
          <div className="absolute inset-0 flex items-center justify-center bg-black/55">
            <p className="rounded-md bg-black/60 px-3 py-1.5 text-sm font-semibold text-white">
              {m.video_coming_soon()}
            </p>
          </div>
        )}
        {videoUrl && inView && !playing && (
          <button
            type="button"
            aria-label={m.video_play_story({ name })}
            onClick={(e) => {
              e.stopPropagation();
              start();
            }}
            className="absolute left-1/2 top-1/2 flex h-14 w-14 -translate-x-1/2 -translate-y-1/2 items-center justify-center rounded-full bg-white/90 text-primary shadow-lg hover:bg-white cursor-pointer"
          >
            <Play className="ml-0.5 h-6 w-6" aria-hidden="true" />
          </button>
        )}
        {videoUrl && hovered && (
          <button
            type="button"
            aria-label={muted ? m.video_unmute() : m.video_mute()}
            aria-pressed={!muted}
            onClick={(e) => {
              e.stopPropagation();
              toggleMute();
            }}
            className="absolute bottom-3 end-3 flex h-9 w-9 items-center justify-center rounded-full bg-black/60 text-white hover:bg-black/80 cursor-pointer"
          >
            {muted ? (
              <VolumeX className="h-4 w-4" aria-hidden="true" />
            ) : (
              <Volume2 className="h-4 w-4" aria-hidden="true" />
            )}
          </button>
        )}
      </div>
      <div className="flex flex-1 flex-col gap-2 p-4">
        <h3 className="font-semibold" data-user-content>
          {name}
        </h3>
        <p className="line-clamp-2 text-sm text-muted-foreground" data-user-content>
          {description}
        </p>
        <Button
          className="mt-auto self-start"
          variant={videoUrl ? 'default' : 'outline'}
          disabled={!videoUrl}
          onClick={onOpen}
        >
          <Play className="h-4 w-4" aria-hidden="true" />
          {m.video_watch_story()}
        </Button>
      </div>
    </article>
  );
}
