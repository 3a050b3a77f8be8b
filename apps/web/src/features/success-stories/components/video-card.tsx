import { Play } from 'lucide-react';
import { Card } from '@/components/ui/card.tsx';
import { SampleBadge } from '@/components/sample-badge.tsx';
import type { StoryVideo } from '@/content/programme.ts';
import { m } from '@/paraglide/messages.js';

/** A still's size as stored (640 × 360 WebP). */
const STILL = { width: 640, height: 360 };

/** A video testimonial's card, in the reader's language: its still, running time and speaker (no playback). */
export function VideoCard({ video }: { video: StoryVideo }) {
  return (
    <Card className="h-full overflow-hidden">
      <div className="relative">
        <img
          src={video.thumbnail}
          alt=""
          width={STILL.width}
          height={STILL.height}
          loading="lazy"
          decoding="async"
          className="aspect-video h-auto w-full bg-muted object-cover"
        />
        <span className="absolute inset-0 flex items-center justify-center" aria-hidden="true">
          <span className="flex h-14 w-14 items-center justify-center rounded-full bg-black/55 text-white">
            <Play className="ms-1 h-6 w-6 fill-white" />
          </span>
        </span>
        <span
          dir="ltr"
          className="absolute bottom-2 end-2 rounded bg-black/75 px-1.5 py-0.5 text-xs font-medium text-white"
        >
          <span className="sr-only">{m.stories_duration()}</span>
          {video.duration}
        </span>
      </div>
      <div className="space-y-1 p-4">
        {video.sample && <SampleBadge />}
        <h3 className="font-semibold leading-tight">{video.title}</h3>
        <p className="text-sm text-muted-foreground">
          {video.name} · {video.role}
        </p>
      </div>
    </Card>
  );
}
