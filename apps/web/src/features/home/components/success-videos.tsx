import { lazy, Suspense, useState } from 'react';
import { VideoCard } from '@/components/video/video-card.tsx';
import type { VideoModalStory } from '@/components/video/video-modal.tsx';
import { HOME_VIDEO_STORIES, VIDEO_SIZE } from '@/content/home-videos.ts';
import { m } from '@/paraglide/messages.js';

/** The player's code (a dialog) comes when a story is first opened, not with home's first load. */
const loadPlayer = () => import('@/components/video/video-modal.tsx');
const VideoModal = lazy(() => loadPlayer().then((module) => ({ default: module.VideoModal })));

/** Four success-story videos; a click opens the full-screen player. */
export function SuccessVideos() {
  const [open, setOpen] = useState<(VideoModalStory & { id: string }) | null>(null);
  return (
    <section
      aria-labelledby="stories-heading"
      className="mx-auto max-w-6xl px-4 py-14 sm:px-6"
      // Fetched as soon as a story is pointed at or reached with the keyboard, so it opens at once.
      onPointerEnter={() => void loadPlayer()}
      onFocus={() => void loadPlayer()}
    >
      <h2 id="stories-heading" className="text-center text-2xl font-bold sm:text-3xl">
        {m.nav_success_stories()}
      </h2>
      <p className="mx-auto mt-2 max-w-2xl text-center text-muted-foreground">{m.home_stories_text()}</p>
      <ul className="mt-8 grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
        {HOME_VIDEO_STORIES.map((s) => (
          <li key={s.id}>
            <VideoCard
              name={s.name}
              description={s.description}
              poster={s.poster}
              videoUrl={s.videoUrl}
              sample={s.sample}
              posterWidth={VIDEO_SIZE.width}
              posterHeight={VIDEO_SIZE.height}
              suspended={open !== null}
              onOpen={() =>
                s.videoUrl &&
                setOpen({
                  id: s.id,
                  name: s.name,
                  description: s.description,
                  videoUrl: s.videoUrl,
                  poster: s.poster,
                })
              }
            />
          </li>
        ))}
      </ul>
      {open && (
        <Suspense fallback={null}>
          <VideoModal story={open} onClose={() => setOpen(null)} />
        </Suspense>
      )}
    </section>
  );
}
