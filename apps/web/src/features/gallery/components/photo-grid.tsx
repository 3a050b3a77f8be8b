import { SampleBadge } from '@/components/sample-badge.tsx';
import { Badge } from '@/components/ui/badge.tsx';
import type { GalleryPhoto } from '@/content/programme.ts';
import { galleryCategoryLabel } from '../category-label.ts';
import { GALLERY_IMAGE_SIZE, photoDate } from '../photo-caption.ts';

/** The grid of photos; each card's title is a button, stretched over the card, that opens the viewer. */
export function PhotoGrid({ photos, onOpen }: { photos: GalleryPhoto[]; onOpen: (index: number) => void }) {
  return (
    <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
      {photos.map((photo, index) => {
        return (
          <li
            key={photo.id}
            className="group relative flex flex-col overflow-hidden rounded-lg border bg-background shadow-sm transition-shadow focus-within:ring-2 focus-within:ring-ring hover:shadow-md"
          >
            <div className="relative overflow-hidden">
              <img
                src={photo.thumb}
                // A picture uploaded in the console has one size only (no grid copy).
                {...(photo.thumb === photo.src
                  ? {}
                  : {
                      srcSet: `${photo.thumb} ${GALLERY_IMAGE_SIZE.thumb.width}w, ${photo.src} ${GALLERY_IMAGE_SIZE.view.width}w`,
                      sizes: '(min-width: 1024px) 22rem, (min-width: 640px) 45vw, 92vw',
                    })}
                alt=""
                width={GALLERY_IMAGE_SIZE.thumb.width}
                height={GALLERY_IMAGE_SIZE.thumb.height}
                loading="lazy"
                decoding="async"
                className="aspect-[4/3] h-auto w-full bg-muted object-cover transition-transform duration-300 group-hover:scale-105"
              />
              <Badge className="absolute start-3 top-3 shadow">{galleryCategoryLabel(photo.category)}</Badge>
            </div>
            <div className="flex flex-1 flex-col gap-1.5 p-4">
              <h2 className="font-semibold leading-tight">
                <button
                  type="button"
                  onClick={() => onOpen(index)}
                  data-photo-index={index}
                  className="cursor-pointer text-start after:absolute after:inset-0 after:content-[''] focus-visible:outline-none"
                >
                  {photo.title}
                </button>
              </h2>
              <p className="line-clamp-2 text-sm text-muted-foreground">{photo.description}</p>
              <p className="mt-auto flex flex-wrap items-center gap-2 pt-1 text-xs text-muted-foreground">
                <time dateTime={photo.date}>{photoDate(photo.date)}</time>
                {photo.sample && <SampleBadge />}
              </p>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
