import { Badge } from '@/components/ui/badge.tsx';
import { GALLERY_IMAGE_SIZE, type GalleryPhoto } from '@/content/gallery.ts';

/** The grid of photos; each one is a button that opens the viewer. */
export function PhotoGrid({ photos, onOpen }: { photos: GalleryPhoto[]; onOpen: (index: number) => void }) {
  return (
    <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
      {photos.map((photo, index) => (
        <li key={photo.id}>
          <button
            type="button"
            onClick={() => onOpen(index)}
            data-photo-index={index}
            className="group flex h-full w-full cursor-pointer flex-col overflow-hidden rounded-lg border bg-background text-left shadow-sm transition-shadow hover:shadow-md"
            aria-label={`${photo.title}: open photo`}
          >
            <span className="relative block overflow-hidden">
              <img
                src={photo.thumb}
                srcSet={`${photo.thumb} ${GALLERY_IMAGE_SIZE.thumb.width}w, ${photo.src} ${GALLERY_IMAGE_SIZE.view.width}w`}
                sizes="(min-width: 1024px) 22rem, (min-width: 640px) 45vw, 92vw"
                alt=""
                width={GALLERY_IMAGE_SIZE.thumb.width}
                height={GALLERY_IMAGE_SIZE.thumb.height}
                loading="lazy"
                decoding="async"
                className="aspect-[4/3] h-auto w-full bg-muted object-cover transition-transform duration-300 group-hover:scale-105"
              />
              <Badge className="absolute left-3 top-3 shadow">{photo.category}</Badge>
            </span>
            <span className="flex flex-1 flex-col gap-1.5 p-4">
              <span className="font-semibold leading-tight">{photo.title}</span>
              <span className="line-clamp-2 text-sm text-muted-foreground">{photo.description}</span>
              <time dateTime={photo.date} className="mt-auto pt-1 text-xs text-muted-foreground">
                {photo.date}
              </time>
            </span>
          </button>
        </li>
      ))}
    </ul>
  );
}
