import { lazy, Suspense, useState } from 'react';
import { VideoCard } from '@/components/video/video-card.tsx';
import type { VideoModalStory } from '@/components/video/video-modal.tsx';
import { useProgramme } from '@/content/programme.ts';
import { m } from '@/paraglide/messages.js';

/** The player's code (a dialog) comes when a story is first opened, not with home's first load. */
const loadPlayer = () => import('@/components/video/video-modal.tsx');
const VideoModal = lazy(() => loadPlayer().then((module) => ({ default: module.VideoModal })));

/** A poster's size as stored (640 × 360). */
const VIDEO_SIZE = { width: 640, height: 360 };

/**
 * Four success-story videos, kept by programme staff in the console (issue 36); a click opens the
 * full-screen player.
 */
export function SuccessVideos() {
  const { programme } = useProgramme();
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
      {/* Until the videos arrive (the server draws this page with them): their room, empty. */}
      {!programme ? (
        <div className="mt-8 min-h-72" aria-busy="true" />
      ) : (
        <ul className="mt-8 grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
          {programme.homeVideos.map((s) => (
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
      )}
      {open && (
        <Suspense fallback={null}>
          <VideoModal story={open} onClose={() => setOpen(null)} />
        </Suspense>
      )}
    </section>
  );
}
